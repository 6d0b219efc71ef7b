// The moderation queue's reads (admins read every review and report through /rest/v1): open
// reports oldest first with their review, shop and reporter (name and e-mail), gathered per
// review, and a page of all reviews filtered by status and rating, newest first. An admin also
// sees the text moderation removed.
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { getSupabase } from '@/lib/supabase'
import { REVIEW_COLUMNS, type ReviewRow, type ReviewStatus } from '@/components/reviews/api/review'
import { reviewKeys } from '@/components/reviews/api/keys'
import type { ReportReason } from '@/components/reviews/review-schema'
import { PAGE_SIZE } from '../../lib/pagination'
import { selectNewestPage } from '../../api/select-page'

/** What moderation took off a review (admins only), until a restore. */
interface RemovedText {
  comment: string | null
  photos?: string[] | null
}

export interface AdminReview extends ReviewRow {
  shop: { id: string; name: string; name_zh: string | null } | null
  /** The text moderation removed (status text_removed), waiting for a restore. */
  removed: RemovedText[] | RemovedText | null
}

export interface OpenReport {
  id: string
  review_id: string
  reason: ReportReason
  details: string | null
  created_at: string
  /** Who reported it (user_profiles by reporter_id). */
  reporter: { email: string | null; name: string | null } | null
  review: AdminReview | null
}

export type ReviewReport = Omit<OpenReport, 'review'>

/** A reported review with its open reports, oldest first. */
export interface ReportedReview {
  review: AdminReview
  reports: ReviewReport[]
}

const ADMIN_REVIEW = `${REVIEW_COLUMNS},shop:businesses(id,name,name_zh),removed:review_removed_texts(comment,photos)`

export async function listOpenReports(): Promise<OpenReport[]> {
  const supabase = await getSupabase()
  const { data, error } = await supabase
    .from('review_reports')
    .select(`id,review_id,reason,details,created_at,reporter:user_profiles!reporter_id(email,name),review:reviews(${ADMIN_REVIEW})`)
    .eq('status', 'open')
    .order('created_at', { ascending: true })
    .limit(100)
  if (error) throw error
  return (data ?? []) as unknown as OpenReport[]
}

export const openReportsQuery = () => queryOptions({ queryKey: reviewKeys.adminReports(), queryFn: listOpenReports })

/** Open reports (oldest first) gathered per review: one entry per reported review, in the order
 * of its oldest open report, with every open report of it. */
export function byReview(reports: OpenReport[]): ReportedReview[] {
  const out = new Map<string, ReportedReview>()
  for (const { review, ...report } of reports) {
    if (!review) continue
    const entry = out.get(review.id) ?? { review, reports: [] }
    entry.reports.push(report)
    out.set(review.id, entry)
  }
  return [...out.values()]
}

/** A person as the back office shows one: name and e-mail when both are known. */
export function personLabel(person: { email: string | null; name: string | null } | null): string | null {
  if (!person) return null
  const parts = [person.name?.trim(), person.email?.trim()].filter(Boolean)
  return parts.length ? parts.join(' · ') : null
}

export interface ReviewFilters {
  status: ReviewStatus | ''
  rating: number | 0
}

export function listAllReviews(filters: ReviewFilters, page: number): Promise<{ rows: AdminReview[]; total: number }> {
  return selectNewestPage<AdminReview>('reviews', ADMIN_REVIEW, page, {
    refine: (query) => {
      if (filters.status) query = query.eq('status', filters.status)
      return filters.rating ? query.eq('rating', filters.rating) : query
    },
  })
}

export const allReviewsQuery = (filters: ReviewFilters, page: number) =>
  queryOptions({
    queryKey: reviewKeys.adminList(filters, page),
    queryFn: () => listAllReviews(filters, page),
    placeholderData: keepPreviousData,
  })

export { PAGE_SIZE }

function removedOf(review: Pick<AdminReview, 'removed'>): RemovedText | null {
  const r = review.removed
  if (!r) return null
  return Array.isArray(r) ? (r[0] ?? null) : r
}

/** The removed text of a review, whichever shape the embed has. */
export function removedText(review: Pick<AdminReview, 'removed'>): string | null {
  return removedOf(review)?.comment ?? null
}

/** The photos moderation took off with the text. */
export function removedPhotos(review: Pick<AdminReview, 'removed'>): string[] {
  return removedOf(review)?.photos ?? []
}
