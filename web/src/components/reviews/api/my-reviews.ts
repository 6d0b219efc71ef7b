// The signed-in user's reviews (own rows through /rest/v1, every status) with their shop.
import { queryOptions } from '@tanstack/react-query'
import { selectRows } from '@/lib/select-rows'
import { REVIEW_COLUMNS, type ReviewRow } from './review'
import { reviewKeys } from './keys'

export interface MyReview extends ReviewRow {
  shop: { id: string; name: string; name_zh: string | null } | null
}

export async function listMyReviews(userId: string): Promise<MyReview[]> {
  return selectRows<MyReview>('reviews', `${REVIEW_COLUMNS},shop:businesses(id,name,name_zh)`, (q) =>
    q.eq('user_id', userId).order('created_at', { ascending: false }),
  )
}

export const myReviewsQuery = (userId: string) =>
  queryOptions({ queryKey: reviewKeys.mine(userId), queryFn: () => listMyReviews(userId), enabled: Boolean(userId) })
