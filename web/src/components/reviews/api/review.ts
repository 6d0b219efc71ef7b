// A review as the screens read it (/rest/v1 reviews, migration 0011) and as submit-review
// answers it ({review}). A moderated review keeps its stars: status text_removed has no comment
// (the text waits for a restore in review_removed_texts, admins only); hidden is not counted.
import { infiniteQueryOptions, type QueryKey } from '@tanstack/react-query'
import { z } from 'zod'

export const REVIEW_STATUSES = ['published', 'hidden', 'text_removed'] as const
export type ReviewStatus = (typeof REVIEW_STATUSES)[number]

export const reviewSchema = z.object({
  id: z.string(),
  shop_id: z.string(),
  booking_id: z.string().nullable(),
  rating: z.number(),
  comment: z.string().nullable(),
  status: z.enum(REVIEW_STATUSES),
  created_at: z.string(),
  edited_at: z.string().nullable().optional(),
  photos: z.array(z.string()).optional(),
})
export type SubmittedReview = z.infer<typeof reviewSchema>
export const reviewAnswerSchema = z.object({ review: reviewSchema })

/** The columns every review list reads. */
export const REVIEW_COLUMNS =
  'id,shop_id,user_id,booking_id,service_id,rating,comment,status,created_at,edited_at,author_name,service_name,service_name_zh,merchant_reply,merchant_reply_at,photos'

export interface ReviewRow {
  id: string
  shop_id: string
  user_id: string
  booking_id: string | null
  service_id: string | null
  rating: number
  comment: string | null
  status: ReviewStatus
  created_at: string
  edited_at: string | null
  author_name: string | null
  service_name: string | null
  service_name_zh: string | null
  merchant_reply: string | null
  merchant_reply_at: string | null
  /** Object names in review-photos, in order; [] when none (or taken off by moderation). */
  photos: string[]
}

/** A page of a review list ("Show more" asks for the next offset while rows are left). */
export interface ReviewPage {
  rows: ReviewRow[]
  total: number
  offset: number
}

/** The offset of the page after `last`, or undefined once every review is there. */
export function nextReviewOffset(last: ReviewPage): number | undefined {
  const next = last.offset + last.rows.length
  return next < last.total ? next : undefined
}

/** A review list read a page at a time, from offset 0 until every review is there. */
export const reviewPagesQuery = <K extends QueryKey>(queryKey: K, page: (offset: number) => Promise<ReviewPage>) =>
  infiniteQueryOptions({ queryKey, queryFn: ({ pageParam }) => page(pageParam), initialPageParam: 0, getNextPageParam: nextReviewOffset })
