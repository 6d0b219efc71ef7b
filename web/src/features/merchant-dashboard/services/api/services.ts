// The shop's services through /rest/v1 (own_shop policy), hidden ones included: add, edit (with
// the staff who perform it, staff_services), move up or down (sort_order), hide or show.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { getSupabase } from '@/lib/supabase'
import { BOOKING_QUERIES, merchantBookingKeys } from '../../bookings/api/keys'
import type { ServiceRow, serviceColumns } from '../lib/service-schema'

export const serviceKeys = { shop: (shopId: string) => ['workspace', 'services', shopId] as const }

export async function listServices(shopId: string): Promise<ServiceRow[]> {
  const supabase = await getSupabase()
  const { data, error } = await supabase
    .from('services')
    .select('id,name,name_zh,description,description_zh,category,price,price_is_from,duration,buffer_after_min,bookable_online,is_active,sort_order,staff_services(staff_id)')
    .eq('shop_id', shopId)
    .order('sort_order')
    .order('created_at')
  if (error) throw error
  return ((data ?? []) as unknown as ServiceRow[]).map((r) => ({ ...r, price: r.price === null ? null : Number(r.price), staff_services: r.staff_services ?? [] }))
}

export const servicesQuery = (shopId: string) => queryOptions({ queryKey: serviceKeys.shop(shopId), queryFn: () => listServices(shopId) })

type Columns = ReturnType<typeof serviceColumns>

/** Replaces who performs `serviceId` with `staffIds`. */
async function setPerformers(serviceId: string, before: string[], staffIds: string[]) {
  const supabase = await getSupabase()
  const removed = before.filter((id) => !staffIds.includes(id))
  const added = staffIds.filter((id) => !before.includes(id))
  if (removed.length) {
    const res = await supabase.from('staff_services').delete().eq('service_id', serviceId).in('staff_id', removed)
    if (res.error) throw res.error
  }
  if (added.length) {
    const res = await supabase.from('staff_services').insert(added.map((staff_id) => ({ staff_id, service_id: serviceId })))
    if (res.error) throw res.error
  }
}

export async function saveService(input: { shopId: string; id?: string; columns: Columns; staffIds: string[]; before?: string[]; sortOrder?: number }) {
  const supabase = await getSupabase()
  let id = input.id
  if (id) {
    const { data, error } = await supabase.from('services').update({ ...input.columns, updated_at: new Date().toISOString() }).eq('id', id).select('id')
    if (error) throw error
    if (!data?.length) throw new Error('not updated')
  } else {
    const { data, error } = await supabase
      .from('services')
      .insert({ ...input.columns, shop_id: input.shopId, is_active: true, sort_order: input.sortOrder ?? 0 })
      .select('id')
      .single()
    if (error) throw error
    id = (data as { id: string }).id
  }
  await setPerformers(id, input.before ?? [], input.staffIds)
  return id
}

export async function updateServices(rows: { id: string; sort_order?: number; is_active?: boolean }[]) {
  const supabase = await getSupabase()
  for (const { id, ...changes } of rows) {
    const { error } = await supabase.from('services').update(changes).eq('id', id)
    if (error) throw error
  }
}

function useInvalidate(shopId: string) {
  const client = useQueryClient()
  return () => {
    void client.invalidateQueries({ queryKey: serviceKeys.shop(shopId) })
    void client.invalidateQueries({ queryKey: ['workspace', 'staff', shopId] })
    void client.invalidateQueries({ queryKey: merchantBookingKeys.staff(shopId) })
    void client.invalidateQueries({ queryKey: BOOKING_QUERIES })
  }
}

export function useSaveService(shopId: string) {
  return useMutation({ mutationFn: saveService, onSettled: useInvalidate(shopId) })
}

export function useUpdateServices(shopId: string) {
  return useMutation({ mutationFn: updateServices, onSettled: useInvalidate(shopId) })
}
