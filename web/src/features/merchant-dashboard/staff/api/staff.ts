// The shop's staff through /rest/v1 (own_shop / own_staff policies), hidden ones included:
// add, edit (with the services they perform), hide or show, and their photo (shop-photos bucket).
import { queryOptions } from '@tanstack/react-query'
import { useRefreshingMutation } from '@/lib/query'
import { getSupabase } from '@/lib/supabase'
import { selectRows } from '@/lib/select-rows'
import { BOOKING_QUERIES, merchantBookingKeys } from '../../bookings/api/keys'
import { serviceKeys } from '../../services/api/services'
import { uploadShopPhoto } from '../../store/api/photos'
import type { StaffRow, staffColumns } from '../lib/staff-schema'
import { relink, saveShopRow } from '../../api/shop-rows'
import { saveStaffHours } from '../../bookings/api/staff-hours'
import { fromOperatingHours } from '../../bookings/lib/hours'
import { rowsOf } from '../../bookings/lib/week'

export const staffKeys = { shop: (shopId: string) => ['workspace', 'staff', shopId] as const }

export async function listStaff(shopId: string): Promise<StaffRow[]> {
  const rows = await selectRows<StaffRow>(
    'staff',
    'id,name,name_zh,title,title_zh,bio,bio_zh,avatar_url,avatar_thumb_url,is_active,bookable_online,sort_order,staff_services(service_id),staff_hours(weekday,start_time,end_time)',
    (q) => q.eq('business_id', shopId).order('sort_order').order('name'),
  )
  return rows.map((r) => ({ ...r, staff_services: r.staff_services ?? [], staff_hours: r.staff_hours ?? [] }))
}

export const staffQuery = (shopId: string) => queryOptions({ queryKey: staffKeys.shop(shopId), queryFn: () => listStaff(shopId) })

export async function saveStaff(input: { shopId: string; id?: string; columns: ReturnType<typeof staffColumns>; serviceIds: string[]; before?: string[]; sortOrder?: number }) {
  const id = await saveShopRow('staff', 'business_id', input)
  await relink('staff_services', ['staff_id', id], 'service_id', input.before ?? [], input.serviceIds)
  if (!input.id) await startWithShopHours(input.shopId, id)
  return id
}

/** A new staff member starts with the shop's opening hours (salon-day.md C.2), not closed. */
async function startWithShopHours(shopId: string, staffId: string) {
  const supabase = await getSupabase()
  const { data, error } = await supabase.from('businesses').select('operating_hours').eq('id', shopId).maybeSingle()
  if (error) throw error
  const rows = rowsOf(fromOperatingHours((data as { operating_hours: unknown } | null)?.operating_hours))
  if (rows.length > 0) await saveStaffHours({ staffId, rows })
}

export async function updateStaff({ id, changes }: { id: string; changes: { is_active?: boolean; avatar_url?: string | null; avatar_thumb_url?: string | null } }) {
  const supabase = await getSupabase()
  const { error } = await supabase.from('staff').update(changes).eq('id', id)
  if (error) throw error
}

/** Uploads a staff photo (with progress) and links it. */
export async function uploadStaffPhoto({ shopId, staffId, file, onProgress }: { shopId: string; staffId: string; file: File; onProgress?: (p: number) => void }) {
  const photo = await uploadShopPhoto({ shopId, file, onProgress })
  await updateStaff({ id: staffId, changes: { avatar_url: photo.url, avatar_thumb_url: photo.thumb } })
}

/** What a change of the shop's staff refreshes (the services show who performs them). */
const refreshed = (shopId: string) => [staffKeys.shop(shopId), serviceKeys.shop(shopId), merchantBookingKeys.staff(shopId), BOOKING_QUERIES]

export function useSaveStaff(shopId: string) {
  return useRefreshingMutation(saveStaff, refreshed(shopId))
}
export function useUpdateStaff(shopId: string) {
  return useRefreshingMutation(updateStaff, refreshed(shopId))
}
export function useUploadStaffPhoto(shopId: string) {
  return useRefreshingMutation(uploadStaffPhoto, refreshed(shopId))
}
