// The bookings the back office's detail panels show: the columns every list reads (the spec's
// date, time and status plus the booking's start in HKT, price and staff member), and how many
// bookings of a shop, a merchant's shops or a user are in each status (one exact count per
// status, heads only).
import { BOOKING_STATUSES, type BookingStatus } from '@/lib/enums'
import { getSupabase } from '@/lib/supabase'

/** The columns of a bookings list (the caller adds its joins: service, user, shop). */
export const BOOKING_COLUMNS = 'id,booking_date,booking_time,status,created_at,start_at,end_at,price_hkd,staff:staff(name,name_zh)'

export type BookingStatusCounts = Record<BookingStatus, number>
export type BookingScope = { shopId: string } | { userId: string } | { merchantId: string }

export async function bookingStatusCounts(scope: BookingScope): Promise<BookingStatusCounts> {
  const supabase = await getSupabase()
  const answers = await Promise.all(
    BOOKING_STATUSES.map(({ value }) => {
      if ('merchantId' in scope) {
        return supabase
          .from('bookings')
          .select('id,shop:businesses!inner(merchant_id)', { count: 'exact', head: true })
          .eq('shop.merchant_id', scope.merchantId)
          .eq('status', value)
      }
      const query = supabase.from('bookings').select('id', { count: 'exact', head: true }).eq('status', value)
      return 'shopId' in scope ? query.eq('shop_id', scope.shopId) : query.eq('user_id', scope.userId)
    }),
  )
  const counts = {} as BookingStatusCounts
  BOOKING_STATUSES.forEach(({ value }, i) => {
    const answer = answers[i]!
    if (answer.error) throw answer.error
    counts[value] = answer.count ?? 0
  })
  return counts
}
