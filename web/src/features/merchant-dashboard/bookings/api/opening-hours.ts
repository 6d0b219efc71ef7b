// The shop's opening hours (businesses.operating_hours, strict format) — the owner may update
// the column (kShopOwnerColumns).
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { getSupabase } from '@/lib/supabase'
import { BOOKING_QUERIES, merchantBookingKeys } from './keys'

export interface ShopHours {
  id: string
  operating_hours: Record<string, string> | null
}

export async function getShopHours(shopId: string): Promise<ShopHours> {
  const supabase = await getSupabase()
  const { data, error } = await supabase.from('businesses').select('id,operating_hours').eq('id', shopId).single()
  if (error) throw error
  return data as ShopHours
}

export const shopHoursQuery = (shopId: string) =>
  queryOptions({ queryKey: merchantBookingKeys.shop(shopId), queryFn: () => getShopHours(shopId) })

export async function saveOpeningHours({ shopId, hours }: { shopId: string; hours: Record<string, string> }) {
  const supabase = await getSupabase()
  const { data, error } = await supabase
    .from('businesses')
    .update({ operating_hours: hours, updated_at: new Date().toISOString() })
    .eq('id', shopId)
    .select('id')
  if (error) throw error
  if (!data || data.length === 0) throw new Error('not updated')
}

export function useSaveOpeningHours(shopId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: saveOpeningHours,
    onSettled: () => {
      void client.invalidateQueries({ queryKey: merchantBookingKeys.shop(shopId) })
      void client.invalidateQueries({ queryKey: BOOKING_QUERIES })
    },
  })
}
