// The shop's staff through /rest/v1 (own_shop / own_staff policies), hidden ones included:
// add, edit (with the services they perform), hide or show, and their photo (shop-photos bucket).
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { getSupabase } from '@/lib/supabase'
import { BOOKING_QUERIES, merchantBookingKeys } from '../../bookings/api/keys'
import { serviceKeys } from '../../services/api/services'
import { uploadShopPhoto } from '../../store/api/photos'
import { setChange, type StaffRow, type staffColumns } from '../lib/staff-schema'

export const staffKeys = { shop: (shopId: string) => ['workspace', 'staff', shopId] as const }

export async function listStaff(shopId: string): Promise<StaffRow[]> {
  const supabase = await getSupabase()
  const { data, error } = await supabase
    .from('staff')
    .select('id,name,name_zh,title,title_zh,bio,bio_zh,avatar_url,avatar_thumb_url,is_active,bookable_online,sort_order,staff_services(service_id),staff_hours(weekday,start_time,end_time)')
    .eq('business_id', shopId)
    .order('sort_order')
    .order('name')
  if (error) throw error
  return ((data ?? []) as unknown as StaffRow[]).map((r) => ({ ...r, staff_services: r.staff_services ?? [], staff_hours: r.staff_hours ?? [] }))
}

export const staffQuery = (shopId: string) => queryOptions({ queryKey: staffKeys.shop(shopId), queryFn: () => listStaff(shopId) })

export async function saveStaff(input: { shopId: string; id?: string; columns: ReturnType<typeof staffColumns>; serviceIds: string[]; before?: string[]; sortOrder?: number }) {
  const supabase = await getSupabase()
  let id = input.id
  if (id) {
    const { data, error } = await supabase.from('staff').update({ ...input.columns, updated_at: new Date().toISOString() }).eq('id', id).select('id')
    if (error) throw error
    if (!data?.length) throw new Error('not updated')
  } else {
    const { data, error } = await supabase
      .from('staff')
      .insert({ ...input.columns, business_id: input.shopId, is_active: true, sort_order: input.sortOrder ?? 0 })
      .select('id')
      .single()
    if (error) throw error
    id = (data as { id: string }).id
  }
  const { removed, added } = setChange(input.before ?? [], input.serviceIds)
  if (removed.length) {
    const res = await supabase.from('staff_services').delete().eq('staff_id', id).in('service_id', removed)
    if (res.error) throw res.error
  }
  if (added.length) {
    const res = await supabase.from('staff_services').insert(added.map((service_id) => ({ staff_id: id, service_id })))
    if (res.error) throw res.error
  }
  return id
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

function useInvalidate(shopId: string) {
  const client = useQueryClient()
  return () => {
    void client.invalidateQueries({ queryKey: staffKeys.shop(shopId) })
    void client.invalidateQueries({ queryKey: serviceKeys.shop(shopId) })
    void client.invalidateQueries({ queryKey: merchantBookingKeys.staff(shopId) })
    void client.invalidateQueries({ queryKey: BOOKING_QUERIES })
  }
}

export function useSaveStaff(shopId: string) {
  return useMutation({ mutationFn: saveStaff, onSettled: useInvalidate(shopId) })
}
export function useUpdateStaff(shopId: string) {
  return useMutation({ mutationFn: updateStaff, onSettled: useInvalidate(shopId) })
}
export function useUploadStaffPhoto(shopId: string) {
  return useMutation({ mutationFn: uploadStaffPhoto, onSettled: useInvalidate(shopId) })
}
