// One user: profile and roles, the businesses they reviewed (Visited) and their bookings.
import { queryOptions } from '@tanstack/react-query'
import type { Tables } from '@/lib/database.types'
import { getSupabase } from '@/lib/supabase'
import { peopleKeys, type PersonRow } from './people'
import { BOOKING_COLUMNS, bookingStatusCounts } from '../../api/bookings'

/** A reviews row (the generated database.types.ts) with the business reviewed. */
export type VisitedRow = Pick<Tables<'reviews'>, 'id' | 'rating' | 'comment' | 'created_at'> & {
  shop: (Pick<Tables<'businesses'>, 'name' | 'address' | 'district'> & { business_types: string[] | null }) | null
}

export async function getUserDetail(userId: string) {
  const supabase = await getSupabase()
  const [profile, reviews, bookings, bookingCount, statusCounts] = await Promise.all([
    supabase
      .from('user_profiles')
      .select('user_id,email,name,phone_number,avatar_url,created_at,user_roles(role)')
      .eq('user_id', userId)
      .single(),
    supabase
      .from('reviews')
      .select('id,rating,comment,created_at,shop:businesses(name,address,district,business_types)')
      .eq('user_id', userId)
      .order('created_at', { ascending: false })
      .limit(50),
    supabase
      .from('bookings')
      .select(`${BOOKING_COLUMNS},service:services(name,price,duration),shop:businesses(name)`)
      .eq('user_id', userId)
      .order('created_at', { ascending: false })
      .limit(10),
    supabase.from('bookings').select('id', { count: 'exact', head: true }).eq('user_id', userId),
    bookingStatusCounts({ userId }),
  ])
  for (const r of [profile, reviews, bookings, bookingCount]) if (r.error) throw r.error
  return {
    profile: profile.data as unknown as PersonRow,
    visited: (reviews.data ?? []) as unknown as VisitedRow[],
    bookings: (bookings.data ?? []) as unknown as import('../../components/bookings-table').BookingLike[],
    bookingCount: bookingCount.count ?? 0,
    statusCounts,
  }
}

export const userDetailQuery = (userId: string) =>
  queryOptions({ queryKey: peopleKeys.user(userId), queryFn: () => getUserDetail(userId) })
