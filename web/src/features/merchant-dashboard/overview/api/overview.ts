// The Overview's reads through /rest/v1 (own-shop policies): the month's bookings, the shop's
// rating, and the published reviews of the last 30 days.
import { queryOptions } from '@tanstack/react-query'
import { getSupabase } from '@/lib/supabase'
import type { BookingStatus } from '@/components/booking/booking-row'
import { addDays, hkDateKey } from '@/lib/format'
import { hkMonthStart } from '../lib/summary'

export interface OverviewBooking {
  id: string
  status: BookingStatus
  start_at: string
  price_hkd: number | null
  service: { name: string; name_zh: string | null } | null
  staff: { name: string; name_zh: string | null } | null
}

export interface OverviewData {
  bookings: OverviewBooking[]
  rating: number | null
  totalRatings: number
  newReviews: number
}

export async function getOverview(shopId: string): Promise<OverviewData> {
  const supabase = await getSupabase()
  const since = hkMonthStart().instant
  const reviewsSince = new Date(`${addDays(hkDateKey(), -30)}T00:00:00+08:00`).toISOString()
  const [bookings, shop, reviews] = await Promise.all([
    supabase
      .from('bookings')
      .select('id,status,start_at,price_hkd,service:services(name,name_zh),staff:staff(name,name_zh)')
      .eq('shop_id', shopId)
      .gte('start_at', since)
      .order('start_at')
      .limit(5000),
    supabase.from('businesses').select('rating,total_ratings').eq('id', shopId).single(),
    supabase.from('reviews').select('id', { count: 'exact', head: true }).eq('shop_id', shopId).eq('status', 'published').gte('created_at', reviewsSince),
  ])
  if (bookings.error) throw bookings.error
  if (shop.error) throw shop.error
  return {
    bookings: (bookings.data ?? []) as unknown as OverviewBooking[],
    rating: shop.data.rating === null ? null : Number(shop.data.rating),
    totalRatings: Number(shop.data.total_ratings ?? 0),
    newReviews: reviews.error ? 0 : (reviews.count ?? 0),
  }
}

export const overviewKeys = { shop: (shopId: string) => ['workspace', 'overview', shopId] as const }

export const overviewQuery = (shopId: string) => queryOptions({ queryKey: overviewKeys.shop(shopId), queryFn: () => getOverview(shopId), refetchInterval: 60_000 })
