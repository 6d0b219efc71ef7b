// The shop's services through /rest/v1 (own_shop policy), hidden ones included: add, edit (with
// the staff who perform it, staff_services), move up or down (sort_order), hide or show.
import { queryOptions } from '@tanstack/react-query'
import { useRefreshingMutation } from '@/lib/query'
import { getSupabase } from '@/lib/supabase'
import { selectRows } from '@/lib/select-rows'
import { BOOKING_QUERIES, merchantBookingKeys } from '../../bookings/api/keys'
import { relink, saveShopRow } from '../../api/shop-rows'
import type { ServiceRow, serviceColumns } from '../lib/service-schema'

export const serviceKeys = { shop: (shopId: string) => ['workspace', 'services', shopId] as const }

export async function listServices(shopId: string): Promise<ServiceRow[]> {
  const rows = await selectRows<ServiceRow>(
    'services',
    'id,name,name_zh,description,description_zh,category,price,price_is_from,duration,buffer_after_min,bookable_online,is_active,sort_order,staff_services(staff_id)',
    (q) => q.eq('shop_id', shopId).order('sort_order').order('created_at'),
  )
  return rows.map((r) => ({ ...r, price: r.price === null ? null : Number(r.price), staff_services: r.staff_services ?? [] }))
}

export const servicesQuery = (shopId: string) => queryOptions({ queryKey: serviceKeys.shop(shopId), queryFn: () => listServices(shopId) })

type Columns = ReturnType<typeof serviceColumns>

export async function saveService(input: { shopId: string; id?: string; columns: Columns; staffIds: string[]; before?: string[]; sortOrder?: number }) {
  const id = await saveShopRow('services', 'shop_id', input)
  await relink('staff_services', ['service_id', id], 'staff_id', input.before ?? [], input.staffIds)
  return id
}

export async function updateServices(rows: { id: string; sort_order?: number; is_active?: boolean }[]) {
  const supabase = await getSupabase()
  for (const { id, ...changes } of rows) {
    const { error } = await supabase.from('services').update(changes).eq('id', id)
    if (error) throw error
  }
}

/** What a change of the shop's services refreshes (the staff lists show who performs what). */
const refreshed = (shopId: string) => [serviceKeys.shop(shopId), ['workspace', 'staff', shopId], merchantBookingKeys.staff(shopId), BOOKING_QUERIES]

export function useSaveService(shopId: string) {
  return useRefreshingMutation(saveService, refreshed(shopId))
}

export function useUpdateServices(shopId: string) {
  return useRefreshingMutation(updateServices, refreshed(shopId))
}
