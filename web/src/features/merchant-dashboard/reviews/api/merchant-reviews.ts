// The reviews of the merchant's shop (the owner reads all statuses of their shop's reviews
// through /rest/v1), newest first, a page at a time ("Show more", as on the shop page): every
// review, or those still waiting for a reply (no reply yet and not hidden). The tabs' counts
// come from the server, so they hold however many reviews the shop has.
import { queryOptions } from '@tanstack/react-query'
import { getSupabase } from '@/lib/supabase'
import { REVIEW_COLUMNS, reviewPagesQuery, type ReviewPage, type ReviewRow } from '@/components/reviews/api/review'
import { reviewKeys } from '@/components/reviews/api/keys'

export const MERCHANT_REVIEW_TABS = ['all', 'unreplied'] as const
export type MerchantReviewTab = (typeof MERCHANT_REVIEW_TABS)[number]
export const MERCHANT_REVIEWS_PAGE = 20

export type MerchantReviewPage = ReviewPage

// Unreplied: no reply yet and not hidden (a hidden review takes no reply).
export async function listMerchantReviews(shopId: string, tab: MerchantReviewTab, offset: number): Promise<MerchantReviewPage> {
  const supabase = await getSupabase()
  let query = supabase.from('reviews').select(REVIEW_COLUMNS, { count: 'exact' }).eq('shop_id', shopId)
  if (tab === 'unreplied') query = query.is('merchant_reply', null).neq('status', 'hidden')
  const { data, error, count } = await query
    .order('created_at', { ascending: false })
    .order('id')
    .range(offset, offset + MERCHANT_REVIEWS_PAGE - 1)
  if (error) throw error
  return { rows: (data ?? []) as unknown as ReviewRow[], total: count ?? 0, offset }
}

export const merchantReviewsQuery = (shopId: string, tab: MerchantReviewTab) =>
  reviewPagesQuery(reviewKeys.merchant(shopId, tab), (offset) => listMerchantReviews(shopId, tab, offset))

/** How many reviews each tab holds. */
export async function countMerchantReviews(shopId: string): Promise<Record<MerchantReviewTab, number>> {
  const supabase = await getSupabase()
  const count = () => supabase.from('reviews').select('id', { count: 'exact', head: true }).eq('shop_id', shopId)
  const [all, unreplied] = await Promise.all([count(), count().is('merchant_reply', null).neq('status', 'hidden')])
  if (all.error) throw all.error
  if (unreplied.error) throw unreplied.error
  return { all: all.count ?? 0, unreplied: unreplied.count ?? 0 }
}

export const merchantReviewCountsQuery = (shopId: string) =>
  queryOptions({ queryKey: reviewKeys.merchantCounts(shopId), queryFn: () => countMerchantReviews(shopId) })
