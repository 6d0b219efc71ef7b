// report-review (C.3): any signed-in user (the shop's owner too) reports a review once, with a
// reason; 409 already_reported the second time. The caller's own reports are readable, so the
// Report button can say "Reported" instead of inviting a refusal.
import { queryOptions } from '@tanstack/react-query'
import { useRefreshingMutation } from '@/lib/query'
import { invokeFunction } from '@/lib/invoke-function'
import { getSupabase } from '@/lib/supabase'
import type { ReportReason } from '@/components/reviews/review-schema'
import { reviewKeys } from './keys'

export async function reportReview(reviewId: string, reason: ReportReason, details?: string): Promise<void> {
  const body: Record<string, unknown> = { reviewId, reason }
  if (details?.trim()) body.details = details.trim()
  await invokeFunction<unknown>('report-review', { body })
}

export function useReportReview() {
  return useRefreshingMutation(
    ({ reviewId, reason, details }: { reviewId: string; reason: ReportReason; details?: string }) =>
      reportReview(reviewId, reason, details),
    [reviewKeys.all],
  )
}

/** The ids of the reviews `userId` has reported (own rows of review_reports). */
export async function listMyReportedReviewIds(userId: string): Promise<string[]> {
  const supabase = await getSupabase()
  const { data, error } = await supabase.from('review_reports').select('review_id').eq('reporter_id', userId)
  if (error) throw error
  return ((data ?? []) as { review_id: string }[]).map((r) => r.review_id)
}

export const myReportedQuery = (userId: string) =>
  queryOptions({ queryKey: reviewKeys.myReports(userId), queryFn: () => listMyReportedReviewIds(userId), enabled: Boolean(userId) })
