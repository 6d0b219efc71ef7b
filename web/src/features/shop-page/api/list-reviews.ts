// The latest published reviews of a shop (the policy shows published reviews to anyone), read
// with a plain fetch as the anonymous role (lib/public-rest): no wait for supabase-js.
import { queryOptions } from '@tanstack/react-query'
import { publicRows } from '@/lib/public-rest'
import { marketKeys } from '@/lib/market/api/keys'
import type { ShopReview } from '@/lib/market/types'

export const LATEST_REVIEWS = 5

export async function listReviews(shopId: string): Promise<ShopReview[]> {
  return publicRows<ShopReview>(
    'reviews',
    new URLSearchParams({
      select: 'id,rating,comment,created_at,booking_id,status',
      shop_id: `eq.${shopId}`,
      status: 'eq.published',
      order: 'created_at.desc',
      limit: String(LATEST_REVIEWS),
    }),
  )
}

export const reviewsQuery = (shopId: string) =>
  queryOptions({ queryKey: marketKeys.reviews(shopId), queryFn: () => listReviews(shopId) })
