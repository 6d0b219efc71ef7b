// The signed-in user's completed visits (own bookings through /rest/v1) with their shop and
// service: the candidates for "Write a review" on /user/reviews (eligibility.ts decides).
import { queryOptions } from '@tanstack/react-query'
import { selectRows } from '@/lib/select-rows'
import { reviewKeys } from '@/components/reviews/api/keys'

export interface CompletedVisit {
  id: string
  status: string
  start_at: string
  end_at: string | null
  shop: { id: string; name: string; name_zh: string | null } | null
  service: { id: string; name: string; name_zh: string | null } | null
}

export async function listCompletedVisits(userId: string): Promise<CompletedVisit[]> {
  return selectRows<CompletedVisit>(
    'bookings',
    'id,status,start_at,end_at,shop:businesses(id,name,name_zh),service:services(id,name,name_zh)',
    (q) => q.eq('user_id', userId).eq('status', 'completed').not('start_at', 'is', null).order('start_at', { ascending: false }),
  )
}

export const completedVisitsQuery = (userId: string) =>
  queryOptions({ queryKey: reviewKeys.visits(userId), queryFn: () => listCompletedVisits(userId), enabled: Boolean(userId) })
