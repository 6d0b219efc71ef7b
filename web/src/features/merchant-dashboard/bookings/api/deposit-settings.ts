// The shop's deposit settings (salon-day.md C.3): read by its owner and managers, written by the
// owner only (PATCH /rest/v1/businesses; the policy's owner-only money columns).
import { queryOptions } from '@tanstack/react-query'
import { useRefreshingMutation } from '@/lib/query'
import { getSupabase } from '@/lib/supabase'
import { updateShop } from '../../api/update-shop'
import type { DepositColumns, DepositSettings } from '../lib/deposit-schema'
import { BOOKING_QUERIES, merchantBookingKeys } from './keys'

const COLUMNS = 'deposit_rule,deposit_value,payment_window_min,fps_proxy_type,fps_proxy_value,fps_bank_code,accept_card,cancel_notice_hours'

/** The deposit columns, and the cancel notice the outcomes are explained with. */
export async function getDepositSettings(shopId: string): Promise<DepositColumns & { cancel_notice_hours: number }> {
  const supabase = await getSupabase()
  const { data, error } = await supabase.from('businesses').select(COLUMNS).eq('id', shopId).single()
  if (error) throw error
  return data as unknown as DepositColumns & { cancel_notice_hours: number }
}

export const depositSettingsQuery = (shopId: string) =>
  queryOptions({ queryKey: [...merchantBookingKeys.shop(shopId), 'deposit'], queryFn: () => getDepositSettings(shopId) })

export async function saveDepositSettings({ shopId, changes }: { shopId: string; changes: DepositSettings }) {
  await updateShop(shopId, changes)
}

export function useSaveDepositSettings(shopId: string) {
  return useRefreshingMutation(saveDepositSettings, [merchantBookingKeys.shop(shopId), BOOKING_QUERIES])
}
