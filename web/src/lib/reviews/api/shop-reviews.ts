// A shop's reviews as the public sees them (/rest/v1 reviews; the policy lets anyone read the
// published ones and those whose text was removed, which keep their stars): newest first or by
// rating, a page at a time, and the distribution by stars of the reviews that count.
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import { z } from 'zod'
import { getSupabase } from '@/lib/supabase'
import { invokeFunction } from '@/lib/invoke-function'
import { REVIEW_COLUMNS, type ReviewRow } from './review'
import { reviewKeys } from './keys'

export const SHOP_REVIEW_SORTS = ['newest', 'lowest', 'highest'] as const
export type ShopReviewSort = (typeof SHOP_REVIEW_SORTS)[number]
export const REVIEWS_PAGE = 10
/** The statuses shown on the shop page and counted in its rating (C.4.2). */
export const PUBLIC_STATUSES = ['published', 'text_removed'] as const

export interface ReviewPage {
  rows: ReviewRow[]
  total: number
  offset: number
}

export async function listShopReviews(shopId: string, sort: ShopReviewSort, offset: number): Promise<ReviewPage> {
  const supabase = await getSupabase()
  let query = supabase
    .from('reviews')
    .select(REVIEW_COLUMNS, { count: 'exact' })
    .eq('shop_id', shopId)
    .in('status', [...PUBLIC_STATUSES])
  if (sort !== 'newest') query = query.order('rating', { ascending: sort === 'lowest' })
  const { data, error, count } = await query
    .order('created_at', { ascending: false })
    .order('id')
    .range(offset, offset + REVIEWS_PAGE - 1)
  if (error) throw error
  return { rows: (data ?? []) as unknown as ReviewRow[], total: count ?? 0, offset }
}

export const shopReviewsQuery = (shopId: string, sort: ShopReviewSort) =>
  infiniteQueryOptions({
    queryKey: reviewKeys.shop(shopId, sort),
    queryFn: ({ pageParam }) => listShopReviews(shopId, sort, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last) => (last.offset + last.rows.length < last.total ? last.offset + last.rows.length : undefined),
  })

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
export async function getRatingSummary(shopId: string): Promise<RatingSummary> {
  const answer = summarySchema.parse(await invokeFunction<unknown>('review-summary', { body: { shopId } }))
  const byStars = [1, 2, 3, 4, 5].map((n) => answer.distribution[String(n)] ?? 0) as RatingSummary['byStars']
  return { byStars, count: answer.total_ratings, average: answer.rating }
}

export const ratingSummaryQuery = (shopId: string) =>
  queryOptions({ queryKey: reviewKeys.summary(shopId), queryFn: () => getRatingSummary(shopId) })
