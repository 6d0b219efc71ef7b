// The shop's bookings from the start of yesterday (HKT) on, with the booker's profile (the
// merchant reads own-shop bookings and their bookers' profiles through /rest/v1 policies), and
// respond-booking (C.3): confirm, decline, complete, no_show, cancel.
import { queryOptions } from '@tanstack/react-query'
import { useRefreshingMutation } from '@/lib/query'
import { invokeFunction } from '@/lib/invoke-function'
import { getSupabase } from '@/lib/supabase'
import type { BookingRow } from '@/components/booking/booking-row'
import { addDays, hkDateKey } from '@/lib/format'
import { BOOKING_QUERIES, merchantBookingKeys } from './keys'

export interface ShopBooking extends BookingRow {
  service: { name: string; name_zh: string | null } | null
  staff: { name: string; name_zh: string | null } | null
  user: { email: string | null; name: string | null; phone_number: string | null } | null
  /** The customer as the booking carries them (an online profile or the shop's entry). */
  customer_name: string | null
  customer_phone: string | null
  customer_email: string | null
  /** The shop's client card of the customer (Clients section). */
  client_id: string | null
}

export async function listShopBookings(shopId: string): Promise<ShopBooking[]> {
  const supabase = await getSupabase()
  const since = new Date(`${addDays(hkDateKey(), -1)}T00:00:00+08:00`).toISOString()
  const { data, error } = await supabase
    .from('bookings')
    .select(
      'id,user_id,shop_id,service_id,staff_id,status,start_at,end_at,price_hkd,note,cancelled_by,cancel_reason,decline_reason,weather_affected,expires_at,created_at,customer_name,customer_phone,customer_email,client_id,deposit_hkd,payment_due_at,deposit_status,' +
        'service:services(name,name_zh),staff:staff(name,name_zh),user:user_profiles(email,name,phone_number)',
    )
    .eq('shop_id', shopId)
    .gte('start_at', since)
    .order('start_at', { ascending: true })
    .limit(1000)
  if (error) throw error
  return (data ?? []) as unknown as ShopBooking[]
}

export const shopBookingsQuery = (shopId: string) =>
  queryOptions({ queryKey: merchantBookingKeys.bookings(shopId), queryFn: () => listShopBookings(shopId), refetchInterval: 60_000 })

export type RespondAction = 'confirm' | 'decline' | 'complete' | 'no_show' | 'cancel'

export function respondBooking(request: { bookingId: string; action: RespondAction; reason?: string }) {
  const body: Record<string, unknown> = { bookingId: request.bookingId, action: request.action }
  if (request.reason) body.reason = request.reason
  return invokeFunction<{ booking: BookingRow }>('respond-booking', { body })
}

export function useRespondBooking(shopId: string) {
  return useRefreshingMutation(respondBooking, [merchantBookingKeys.bookings(shopId), BOOKING_QUERIES])
}
