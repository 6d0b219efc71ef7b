// The shop's opening hours (businesses.operating_hours, strict format) and booking rules — the
// owner may update these columns (kShopOwnerColumns).
import { queryOptions } from '@tanstack/react-query'
import { useRefreshingMutation } from '@/lib/query'
import { getSupabase } from '@/lib/supabase'
import { updateShop } from '../../api/update-shop'
import { BOOKING_QUERIES, merchantBookingKeys } from './keys'

export interface ShopHours {
  id: string
  operating_hours: Record<string, string> | null
  auto_confirm: boolean
  slot_step_min: number
  min_notice_min: number
  horizon_days: number
  cancel_notice_hours: number
}

export async function getShopHours(shopId: string): Promise<ShopHours> {
  const supabase = await getSupabase()
  const { data, error } = await supabase.from('businesses').select('id,operating_hours,auto_confirm,slot_step_min,min_notice_min,horizon_days,cancel_notice_hours').eq('id', shopId).single()
  if (error) throw error
  return data as ShopHours
}

export const shopHoursQuery = (shopId: string) =>
  queryOptions({ queryKey: merchantBookingKeys.shop(shopId), queryFn: () => getShopHours(shopId) })

/** Writes the owner's columns of the shop: opening hours and booking rules. */
export async function saveShopSettings({ shopId, changes }: { shopId: string; changes: Partial<Omit<ShopHours, 'id'>> }) {
  await updateShop(shopId, changes)
}

export function useSaveShopSettings(shopId: string) {
  return useRefreshingMutation(saveShopSettings, [merchantBookingKeys.shop(shopId), BOOKING_QUERIES])
}
