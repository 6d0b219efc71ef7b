import type { AdminKey } from '../i18n/use-admin-t'
import type { AuditEntry } from './api/list-recent-activity'

/** Every audit action the server writes (grep write_audit / audit( in server/src), each a sentence in both languages. */
export const ACTIVITY_ACTIONS = [
  'merchant_application.approve',
  'merchant_application.reject',
  'business_claim.submit',
  'business_claim.approve',
  'business_claim.reject',
  'business_claim.duplicate',
  'business.update',
  'business.delete',
  'email_outbox.retry_failed',
  'review.submit',
  'review.edit',
  'review.reply',
  'review.report',
  'review.hide',
  'review.strip_text',
  'review.restore',
  'review.dismiss',
  'booking.create',
  'booking.create_manual',
  'booking.confirm',
  'booking.decline',
  'booking.cancel',
  'booking.complete',
  'booking.no_show',
  'booking.reschedule',
  'booking.move',
  'block.create',
  'block.remove',
  'weather.on',
  'weather.off',
  'admin.user.create',
  'admin.user.invite',
  'admin.user.update',
  'admin.user.delete',
  'admin.generate_link',
  'admin.factor.delete',
] as const

const KNOWN = new Set<string>(ACTIVITY_ACTIONS)
const WEATHER_KINDS = new Set(['T8', 'BLACK_RAIN', 'EXTREME'])

/** The sentence key of an audit action; an action added later reads "<actor>: <code> <subject>". */
export function activityLabelKey(action: string): AdminKey {
  return KNOWN.has(action) ? (`dashboard.actions.${action}` as AdminKey) : 'dashboard.actions.other'
}

type Translate = (key: AdminKey, options?: Record<string, unknown>) => string

/**
 * What the action was about, as a person reads it: the name the server found (a shop, an
 * applicant's business, an account's e-mail), a weather signal's name, a name in the details,
 * else the first 8 characters of the id.
 */
export function activitySubject(entry: Pick<AuditEntry, 'details' | 'entity_id' | 'entity_type' | 'subject'>, t?: Translate): string {
  if (entry.subject) return entry.subject
  if (entry.entity_type === 'weather_event' && entry.entity_id && WEATHER_KINDS.has(entry.entity_id)) {
    return t ? t(`dashboard.weatherKinds.${entry.entity_id}` as AdminKey) : entry.entity_id
  }
  const d = entry.details ?? {}
  for (const key of ['business_name', 'businessName', 'name', 'application_number', 'email']) {
    const v = d[key]
    if (typeof v === 'string' && v.trim()) return v
  }
  return entry.entity_id ? entry.entity_id.slice(0, 8) : ''
}

const CLAIM_OUTCOME: Record<string, string> = { approved: 'approve', rejected: 'reject', duplicate: 'duplicate' }

/**
 * The action as it turned out: approving a claim on a shop already claimed records
 * business_claim.approve with status 'duplicate' in its details, which reads as a duplicate.
 */
function actionOf(entry: Pick<AuditEntry, 'action' | 'details'>): string {
  const status = entry.details?.status
  if (entry.action.startsWith('business_claim.') && entry.action !== 'business_claim.submit' && typeof status === 'string' && CLAIM_OUTCOME[status]) {
    return `business_claim.${CLAIM_OUTCOME[status]}`
  }
  return entry.action
}

/** One activity line in the admin's language: "admin@emu.hk declined a booking request at Glow Nails". */
export function activityLine(entry: AuditEntry, t: Translate): string {
  return t(activityLabelKey(actionOf(entry)), {
    actor: entry.actor_email ?? t('dashboard.someone'),
    subject: activitySubject(entry, t),
    action: entry.action,
  }).trim()
}
