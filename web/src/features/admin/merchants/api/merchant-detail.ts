// One merchant: counts of businesses, services and bookings across their shops, the shops,
// and the 10 most recent bookings.
import { queryOptions } from '@tanstack/react-query'
import type { Tables } from '@/lib/database.types'
import { getSupabase } from '@/lib/supabase'
import { peopleKeys, type PersonRow } from '../../users/api/people'
import type { BookingLike } from '../../components/bookings-table'
import { BOOKING_COLUMNS, bookingStatusCounts } from '../../api/bookings'

/** The columns shown of a businesses row (the generated database.types.ts). */
export type MerchantBusiness = Pick<Tables<'businesses'>, 'id' | 'name' | 'district' | 'address' | 'claim_status' | 'is_active'>

export async function getMerchantDetail(userId: string) {
  const supabase = await getSupabase()
  const head = { count: 'exact', head: true } as const
  const [profile, businesses, services, bookingCount, bookings, statusCounts] = await Promise.all([
    supabase.from('user_profiles').select('user_id,email,name,created_at,user_roles(role),merchants(business_name)').eq('user_id', userId).single(),
    supabase.from('businesses').select('id,name,district,address,claim_status,is_active').eq('merchant_id', userId).order('name'),
    supabase.from('services').select('id,shop:businesses!inner(merchant_id)', head).eq('shop.merchant_id', userId),
    supabase.from('bookings').select('id,shop:businesses!inner(merchant_id)', head).eq('shop.merchant_id', userId),
    supabase
      .from('bookings')
      .select(`${BOOKING_COLUMNS},service:services(name,price,duration),shop:businesses!inner(name,merchant_id),user:user_profiles(email,name)`)
      .eq('shop.merchant_id', userId)
      .order('created_at', { ascending: false })
      .limit(10),
    bookingStatusCounts({ merchantId: userId }),
  ])
  for (const r of [profile, businesses, services, bookingCount, bookings]) if (r.error) throw r.error
  return {
    profile: profile.data as unknown as PersonRow,
    businesses: (businesses.data ?? []) as MerchantBusiness[],
    serviceCount: services.count ?? 0,
    bookingCount: bookingCount.count ?? 0,
    bookings: (bookings.data ?? []) as unknown as BookingLike[],
    statusCounts,
  }
}

export const merchantDetailQuery = (userId: string) =>
  queryOptions({ queryKey: peopleKeys.merchant(userId), queryFn: () => getMerchantDetail(userId) })
