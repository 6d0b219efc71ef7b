// moderate-review (C.3, admin): hide, remove the text but keep the rating, restore, or dismiss a
// report; audited on the server and shown in the dashboard's activity list.
import { useRefreshingMutation } from '@/lib/query'
import { invokeFunction } from '@/lib/invoke-function'
import { reviewKeys } from '@/components/reviews/api/keys'

export const MODERATION_ACTIONS = ['hide', 'strip_text', 'restore', 'dismiss'] as const
export type ModerationAction = (typeof MODERATION_ACTIONS)[number]

/** The actions moderate-review accepts for a review in this status (and a report to dismiss). */
export function actionsFor(status: string, withReport: boolean): ModerationAction[] {
  const list: ModerationAction[] = []
  if (status === 'published' || status === 'text_removed') list.push('hide')
  if (status === 'published' || status === 'hidden') list.push('strip_text')
  if (status === 'hidden' || status === 'text_removed') list.push('restore')
  if (withReport) list.push('dismiss')
  return list
}

export interface ModerateRequest {
  reviewId: string
  action: ModerationAction
  reportId?: string
}

export async function moderateReview({ reviewId, action, reportId }: ModerateRequest): Promise<void> {
  const body: Record<string, unknown> = { reviewId, action }
  if (reportId) body.reportId = reportId
  await invokeFunction<unknown>('moderate-review', { body })
}

export function useModerateReview() {
  return useRefreshingMutation(moderateReview, [reviewKeys.all])
}
