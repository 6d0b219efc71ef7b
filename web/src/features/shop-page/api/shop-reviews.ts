// A shop's reviews as the public sees them (/rest/v1 reviews; the policy lets anyone read the
// published ones and those whose text was removed, which keep their stars): newest first or by
// rating, a page at a time, and the distribution by stars of the reviews that count. Both are
// read with a plain fetch as the anonymous role, so a signed-out visitor's shop page never
// waits for (or loads) supabase-js.
import { queryOptions } from '@tanstack/react-query'
import { z } from 'zod'
import { publicPage } from '@/lib/public-rest'
import { publicFunction } from '@/lib/public-function'
import { REVIEW_COLUMNS, reviewPagesQuery, type ReviewPage, type ReviewRow } from '@/components/reviews/api/review'
import { reviewKeys } from '@/components/reviews/api/keys'

export const SHOP_REVIEW_SORTS = ['newest', 'lowest', 'highest'] as const
export type ShopReviewSort = (typeof SHOP_REVIEW_SORTS)[number]
export const REVIEWS_PAGE = 10
/** The statuses shown on the shop page and counted in its rating (C.4.2). */
export const PUBLIC_STATUSES = ['published', 'text_removed'] as const

export type { ReviewPage }

export async function listShopReviews(
  shopId: string,
  sort: ShopReviewSort,
  offset: number,
  fetchImpl: typeof fetch = fetch,
): Promise<ReviewPage> {
  const order = sort === 'newest' ? 'created_at.desc,id' : `rating.${sort === 'lowest' ? 'asc' : 'desc'},created_at.desc,id`
  const { rows, total } = await publicPage<ReviewRow>(
    'reviews',
    new URLSearchParams({
      select: REVIEW_COLUMNS,
      shop_id: `eq.${shopId}`,
      status: `in.(${PUBLIC_STATUSES.join(',')})`,
      order,
      offset: String(offset),
      limit: String(REVIEWS_PAGE),
    }),
    fetchImpl,
  )
  return { rows, total, offset }
}

export const shopReviewsQuery = (shopId: string, sort: ShopReviewSort) =>
  reviewPagesQuery(reviewKeys.shop(shopId, sort), (offset) => listShopReviews(shopId, sort, offset))

export interface RatingSummary {
  /** count per star, index 0 = 1 star */
  byStars: [number, number, number, number, number]
  count: number
  average: number
}

const summarySchema = z.object({
  rating: z.number(),
  total_ratings: z.number(),
  distribution: z.record(z.string(), z.number()),
})

/** review-summary (public): the shop's average and count (C.4.2) and the count per star. */
export async function getRatingSummary(shopId: string, fetchImpl: typeof fetch = fetch): Promise<RatingSummary> {
  const answer = summarySchema.parse(await publicFunction<unknown>('review-summary', { shopId }, fetchImpl))
  const byStars = [1, 2, 3, 4, 5].map((n) => answer.distribution[String(n)] ?? 0) as RatingSummary['byStars']
  return { byStars, count: answer.total_ratings, average: answer.rating }
}

export const ratingSummaryQuery = (shopId: string) =>
  queryOptions({ queryKey: reviewKeys.summary(shopId), queryFn: () => getRatingSummary(shopId) })
