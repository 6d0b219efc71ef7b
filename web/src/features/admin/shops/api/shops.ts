// Shops: the paged list (search by name, address or district; claim status filter), one
// shop's detail (services, 10 most recent bookings, counts), the edit and the delete.
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { useRefreshingMutation } from '@/lib/query'
import type { Tables } from '@/lib/database.types'
import { getSupabase } from '@/lib/supabase'
import { selectNewestPage } from '../../api/select-page'
import { BOOKING_COLUMNS, bookingStatusCounts } from '../../api/bookings'
import type { BookingLike } from '../../components/bookings-table'
import type { ClaimFilter } from '../shops.utils'
import type { updatePayload } from '../shops.utils'

export const shopKeys = {
  all: ['admin', 'shops'] as const,
  list: (search: string, claim: ClaimFilter, page: number) => [...shopKeys.all, 'list', search, claim, page] as const,
  detail: (id: string) => [...shopKeys.all, 'detail', id] as const,
}

type Business = Tables<'businesses'>

/** The list's columns of a businesses row (the generated database.types.ts). */
export type ShopRow = Pick<Business, 'id' | 'name' | 'name_zh' | 'address' | 'district' | 'claim_status' | 'is_verified' | 'is_active' | 'created_at'>

export function listShops(search: string, claim: ClaimFilter, page: number) {
  return selectNewestPage<ShopRow>('businesses', 'id,name,name_zh,address,district,claim_status,is_verified,is_active,created_at', page, {
    search: { columns: ['name', 'name_zh', 'address', 'district'], term: search },
    refine: (query) => (claim === 'all' ? query : query.eq('claim_status', claim)),
  })
}

export const shopsQuery = (search: string, claim: ClaimFilter, page: number) =>
  queryOptions({
    queryKey: shopKeys.list(search, claim, page),
    queryFn: () => listShops(search, claim, page),
    placeholderData: keepPreviousData,
  })

/** The whole businesses row with its owner; the JSON columns typed by what they hold. */
export type ShopDetail = ShopRow &
  Pick<Business, 'phone_number' | 'website' | 'instagram_url' | 'description' | 'rating' | 'total_ratings' | 'verification_status' | 'updated_at'> & {
    business_types: string[] | null
    operating_hours: Record<string, string> | null
    owner: Pick<Tables<'user_profiles'>, 'email' | 'name'> | null
  }

export type ShopService = Pick<Tables<'services'>, 'id' | 'name' | 'description' | 'price' | 'duration' | 'is_active'>

export type BookingRow = BookingLike & Pick<Tables<'bookings'>, 'created_at'>

export async function getShop(id: string) {
  const supabase = await getSupabase()
  const [shop, services, bookings, bookingCount, claimCount, statusCounts] = await Promise.all([
    supabase.from('businesses').select('*,owner:user_profiles!merchant_id(email,name)').eq('id', id).single(),
    supabase.from('services').select('id,name,description,price,duration,is_active').eq('shop_id', id).order('name'),
    supabase
      .from('bookings')
      .select(`${BOOKING_COLUMNS},service:services(name,price,duration),user:user_profiles(email,name)`)
      .eq('shop_id', id)
      .order('created_at', { ascending: false })
      .limit(10),
    supabase.from('bookings').select('id', { count: 'exact', head: true }).eq('shop_id', id),
    supabase.from('business_claims').select('id', { count: 'exact', head: true }).eq('business_id', id),
    bookingStatusCounts({ shopId: id }),
  ])
  for (const r of [shop, services, bookings, bookingCount, claimCount]) if (r.error) throw r.error
  return {
    shop: shop.data as ShopDetail,
    services: (services.data ?? []) as ShopService[],
    bookings: (bookings.data ?? []) as unknown as BookingRow[],
    bookingCount: bookingCount.count ?? 0,
    claimCount: claimCount.count ?? 0,
    statusCounts,
  }
}

export const shopQuery = (id: string) => queryOptions({ queryKey: shopKeys.detail(id), queryFn: () => getShop(id) })

export function useUpdateShop(id: string) {
  return useRefreshingMutation(
    async (payload: ReturnType<typeof updatePayload>) => {
      const supabase = await getSupabase()
      const { error } = await supabase.from('businesses').update(payload).eq('id', id)
      if (error) throw error
    },
    [shopKeys.all],
  )
}

/**
 * Deletes the shop. The spec deletes services, then business_claims, then the business; the
 * server does exactly that in one statement (foreign keys ON DELETE CASCADE, ARCHITECTURE 5:
 * "delete cascades services then claims"), so a failure cannot leave a half-deleted shop.
 */
export async function deleteShop(id: string): Promise<void> {
  const supabase = await getSupabase()
  const { error, count } = await supabase.from('businesses').delete({ count: 'exact' }).eq('id', id)
  if (error) throw error
  if (count === 0) throw new Error('Business not found')
}

export function useDeleteShop() {
  return useRefreshingMutation(deleteShop, [shopKeys.all, ['admin', 'claims']])
}
