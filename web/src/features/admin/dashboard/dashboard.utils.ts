import type { AdminKey } from '../i18n/use-admin-t'
import type { AuditEntry } from './api/list-recent-activity'

const KNOWN = new Set([
  'merchant_application.approve',
  'merchant_application.reject',
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
])

/** The label key of an audit action; unknown actions show their raw name. */
export function activityLabelKey(action: string): AdminKey {
  return KNOWN.has(action) ? (`dashboard.actions.${action}` as AdminKey) : 'dashboard.actions.other'
}

/** What the action was about: a business or application name from the details, else the id. */
export function activitySubject(entry: Pick<AuditEntry, 'details' | 'entity_id'>): string {
  const d = entry.details ?? {}
  for (const key of ['business_name', 'businessName', 'name', 'application_number']) {
    const v = d[key]
    if (typeof v === 'string' && v.trim()) return v
  }
  return entry.entity_id ? entry.entity_id.slice(0, 8) : ''
}
