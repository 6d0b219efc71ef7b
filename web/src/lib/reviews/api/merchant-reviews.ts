// Every review of the merchant's shop (the owner reads all statuses of their shop's reviews
// through /rest/v1), newest first.
import { queryOptions } from '@tanstack/react-query'
import { getSupabase } from '@/lib/supabase'
import { REVIEW_COLUMNS, type ReviewRow } from './review'
import { reviewKeys } from './keys'

export async function listMerchantReviews(shopId: string): Promise<ReviewRow[]> {
  const supabase = await getSupabase()
  const { data, error } = await supabase
    .from('reviews')
    .select(REVIEW_COLUMNS)
    .eq('shop_id', shopId)
    .order('created_at', { ascending: false })
    .limit(200)
  if (error) throw error
  return (data ?? []) as unknown as ReviewRow[]
}

export const merchantReviewsQuery = (shopId: string) =>
  queryOptions({ queryKey: reviewKeys.merchant(shopId), queryFn: () => listMerchantReviews(shopId) })
