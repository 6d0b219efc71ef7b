// Pure rules of the application review (spec sections 2, 4 and 5).
import type { ApplicationStatus } from '@/lib/enums'

export const APPLICATION_TABS = ['pending', 'approved', 'rejected'] as const
export type ApplicationTab = (typeof APPLICATION_TABS)[number]

/** The admin "Pending" tab lists pending_review (ARCHITECTURE 9). */
export function statusOfTab(tab: ApplicationTab): ApplicationStatus {
  return tab === 'pending' ? 'pending_review' : tab
}

export const OTHER_REASON = 'Other'

export interface ReviewForm {
  contacted: boolean
  remark: string
  rejecting: boolean
  reason: string
  customReason: string
}

export const EMPTY_REVIEW: ReviewForm = { contacted: false, remark: '', rejecting: false, reason: '', customReason: '' }

/** Approve and Reject stay disabled until 'Contacted merchant?' is ticked. */
export function canDecide(form: Pick<ReviewForm, 'contacted'>, busy = false): boolean {
  return form.contacted && !busy
}

/** Confirm Reject needs a reason, and for Other a non-empty custom text. */
export function canConfirmReject(form: ReviewForm, busy = false): boolean {
  if (!canDecide(form, busy) || !form.reason) return false
  return form.reason !== OTHER_REASON || form.customReason.trim().length > 0
}

/** The reason stored on the application: the free text when Other was chosen. */
export function rejectionReasonOf(form: Pick<ReviewForm, 'reason' | 'customReason'>): string {
  return form.reason === OTHER_REASON ? form.customReason.trim() : form.reason
}

export interface ReviewRequest {
  applicationId: string
  action: 'approve' | 'reject'
  remark: string
  rejectionReason: string | null
}

/** The review-merchant-application body, or null while the form is incomplete. */
export function reviewRequest(applicationId: string, action: 'approve' | 'reject', form: ReviewForm): ReviewRequest | null {
  if (action === 'approve') {
    if (!canDecide(form)) return null
    return { applicationId, action, remark: form.remark.trim(), rejectionReason: null }
  }
  if (!canConfirmReject(form)) return null
  return { applicationId, action, remark: form.remark.trim(), rejectionReason: rejectionReasonOf(form) }
}

/** Application numbers sort and read as badges: 'EMU-000123' stays, a missing one shows '#'+id. */
export function applicationBadge(number: string | null | undefined, id: string): string {
  return number?.trim() || `#${id.slice(0, 8)}`
}
