// The signed-in user's completed visits (own bookings through /rest/v1) with their shop and
// service: the candidates for "Write a review" on /user/reviews (eligibility.ts decides).
import { queryOptions } from '@tanstack/react-query'
import { getSupabase } from '@/lib/supabase'
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
  const supabase = await getSupabase()
  const { data, error } = await supabase
    .from('bookings')
    .select('id,status,start_at,end_at,shop:businesses(id,name,name_zh),service:services(id,name,name_zh)')
    .eq('user_id', userId)
    .eq('status', 'completed')
    .not('start_at', 'is', null)
    .order('start_at', { ascending: false })
  if (error) throw error
  return (data ?? []) as unknown as CompletedVisit[]
}

export const completedVisitsQuery = (userId: string) =>
  queryOptions({ queryKey: reviewKeys.visits(userId), queryFn: () => listCompletedVisits(userId), enabled: Boolean(userId) })
