// The shop's staff with their weekly hours (staff_hours: several rows per weekday, a break is a
// gap), and the owner's edit of one member's week (own_staff policy): the old rows are
// removed and the new ones written.
import { queryOptions } from '@tanstack/react-query'
import { useRefreshingMutation } from '@/lib/query'
import { getSupabase } from '@/lib/supabase'
import { selectRows } from '@/lib/select-rows'
import { BOOKING_QUERIES, merchantBookingKeys } from './keys'

export interface StaffHoursRow {
  weekday: number
  start_time: string
  end_time: string
}

export interface ShopStaff {
  id: string
  name: string
  name_zh: string | null
  is_active: boolean
  sort_order: number
  staff_hours: StaffHoursRow[]
}

export async function listShopStaff(shopId: string): Promise<ShopStaff[]> {
  const rows = await selectRows<ShopStaff>('staff', 'id,name,name_zh,is_active,sort_order,staff_hours(weekday,start_time,end_time)', (q) =>
    q.eq('business_id', shopId).order('sort_order').order('name'),
  )
  return rows.map((s) => ({ ...s, staff_hours: s.staff_hours ?? [] }))
}

export const shopStaffQuery = (shopId: string) =>
  queryOptions({ queryKey: merchantBookingKeys.staff(shopId), queryFn: () => listShopStaff(shopId) })

export async function saveStaffHours({ staffId, rows }: { staffId: string; rows: StaffHoursRow[] }) {
  const supabase = await getSupabase()
  const removed = await supabase.from('staff_hours').delete().eq('staff_id', staffId)
  if (removed.error) throw removed.error
  if (rows.length === 0) return
  const added = await supabase.from('staff_hours').insert(rows.map((r) => ({ ...r, staff_id: staffId })))
  if (added.error) throw added.error
}

export function useSaveStaffHours(shopId: string) {
  return useRefreshingMutation(saveStaffHours, [merchantBookingKeys.staff(shopId), BOOKING_QUERIES])
}
