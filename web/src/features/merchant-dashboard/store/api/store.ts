// The shop's store page through /rest/v1 (the owner's columns, kShopOwnerColumns): read it, and
// save it with its business_categories rows (the category pages' index) kept to the same list.
import { queryOptions } from '@tanstack/react-query'
import { useRefreshingMutation } from '@/lib/query'
import { getSupabase } from '@/lib/supabase'
import { merchantBookingKeys } from '../../bookings/api/keys'
import { dashboardKeys } from '../../api/get-dashboard'
import { updateShop } from '../../api/update-shop'
import type { StoreRow, storeChanges } from '../lib/store-schema'

const COLUMNS =
  'id,name,name_zh,description,description_zh,area,area_zh,district,address,address_zh,address_floor,lat,lng,phone_number,whatsapp,website,instagram_url,categories,payme_link,cover_url,cover_thumb_url,photo_urls,photo_thumb_urls,is_active'

export const storeKeys = { shop: (shopId: string) => ['workspace', 'store', shopId] as const }

export async function getStore(shopId: string): Promise<StoreRow> {
  const supabase = await getSupabase()
  const { data, error } = await supabase.from('businesses').select(COLUMNS).eq('id', shopId).single()
  if (error) throw error
  return data as unknown as StoreRow
}

export const storeQuery = (shopId: string) => queryOptions({ queryKey: storeKeys.shop(shopId), queryFn: () => getStore(shopId) })

export type StoreChanges = Partial<ReturnType<typeof storeChanges>> & {
  cover_url?: string | null
  cover_thumb_url?: string | null
  photo_urls?: string[]
  photo_thumb_urls?: (string | null)[]
}

export async function saveStore({ shopId, changes }: { shopId: string; changes: StoreChanges }): Promise<void> {
  await updateShop(shopId, changes)
  if (changes.categories) {
    const supabase = await getSupabase()
    const removed = await supabase.from('business_categories').delete().eq('business_id', shopId)
    if (removed.error) throw removed.error
    if (changes.categories.length > 0) {
      const added = await supabase.from('business_categories').insert(changes.categories.map((category) => ({ business_id: shopId, category })))
      if (added.error) throw added.error
    }
  }
}

export function useSaveStore(shopId: string) {
  return useRefreshingMutation(
    saveStore,
    [storeKeys.shop(shopId), dashboardKeys.all, merchantBookingKeys.shop(shopId), ['market']],
  )
}
