// The latest published reviews of a shop (the policy shows published reviews to anyone).
import { queryOptions } from '@tanstack/react-query'
import { getSupabase } from '@/lib/supabase'
import { marketKeys } from '@/lib/market/api/keys'
import type { ShopReview } from '@/lib/market/types'

export const LATEST_REVIEWS = 5

export async function listReviews(shopId: string): Promise<ShopReview[]> {
  const supabase = await getSupabase()
  const { data, error } = await supabase
    .from('reviews')
    .select('id,rating,comment,created_at,booking_id,status')
    .eq('shop_id', shopId)
    .eq('status', 'published')
    .order('created_at', { ascending: false })
    .limit(LATEST_REVIEWS)
  if (error) throw error
  return (data ?? []) as ShopReview[]
}

export const reviewsQuery = (shopId: string) =>
  queryOptions({ queryKey: marketKeys.reviews(shopId), queryFn: () => listReviews(shopId) })
