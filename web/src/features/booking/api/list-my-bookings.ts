// The signed-in user's bookings (own rows through /rest/v1) with their shop, service and staff.
import { queryOptions } from '@tanstack/react-query'
import { getSupabase } from '@/lib/supabase'
import type { BookingRow } from '@/components/booking/booking-row'
import { bookingKeys } from './keys'
import { PAYMENT_COLUMNS, type PaymentRow } from './payments'

export interface MyBooking extends BookingRow {
  shop: {
    id: string
    name: string
    name_zh: string | null
    address: string | null
    address_zh: string | null
    district: string | null
    whatsapp: string | null
    phone_number: string | null
    cancel_notice_hours: number
    horizon_days: number
  } | null
  service: { id: string; name: string; name_zh: string | null } | null
  staff: { id: string; name: string; name_zh: string | null } | null
  /** The booking's deposit payments (one per method tried), the customer's own rows. */
  payments: PaymentRow[]
}

// Under bookingKeys.all, so every booking change (create, cancel, reschedule) refreshes the list.
export const myBookingKeys = { list: (userId: string) => [...bookingKeys.all, 'mine', userId] as const }

export async function listMyBookings(userId: string): Promise<MyBooking[]> {
  const supabase = await getSupabase()
  const [bookings, payments] = await Promise.all([
    supabase
      .from('bookings')
      .select(
        'id,user_id,shop_id,service_id,staff_id,status,start_at,end_at,price_hkd,note,cancelled_by,cancel_reason,decline_reason,weather_affected,expires_at,created_at,deposit_hkd,payment_due_at,deposit_status,' +
          'shop:businesses(id,name,name_zh,address,address_zh,district,whatsapp,phone_number,cancel_notice_hours,horizon_days),service:services(id,name,name_zh),staff:staff(id,name,name_zh)',
      )
      .eq('user_id', userId)
      .not('start_at', 'is', null)
      .order('start_at', { ascending: true }),
    supabase.from('payments').select(PAYMENT_COLUMNS).eq('user_id', userId).order('created_at'),
  ])
  if (bookings.error) throw bookings.error
  if (payments.error) throw payments.error
  const byBooking = new Map<string, PaymentRow[]>()
  for (const payment of (payments.data ?? []) as unknown as PaymentRow[]) {
    byBooking.set(payment.booking_id, [...(byBooking.get(payment.booking_id) ?? []), payment])
  }
  return ((bookings.data ?? []) as unknown as Omit<MyBooking, 'payments'>[]).map((row) => ({ ...row, payments: byBooking.get(row.id) ?? [] }))
}

export const myBookingsQuery = (userId: string) =>
  queryOptions({ queryKey: myBookingKeys.list(userId), queryFn: () => listMyBookings(userId) })

/**
 * The three lists of My bookings, by status first and time second:
 * - upcoming: live (waiting for its deposit, pending or confirmed) and not yet started, soonest first;
 * - past: visits whose time has come (completed, no-show, or live but already started), newest first;
 * - cancelled: cancelled, declined or expired, whether their time is ahead or behind, newest first.
 */
export function splitBookings(rows: MyBooking[], now: Date = new Date()) {
  const upcoming: MyBooking[] = []
  const past: MyBooking[] = []
  const cancelled: MyBooking[] = []
  const byStart = [...rows].sort((a, b) => Date.parse(a.start_at) - Date.parse(b.start_at))
  for (const row of byStart) {
    const live = row.status === 'awaiting_payment' || row.status === 'pending' || row.status === 'confirmed'
    if (row.status === 'cancelled') cancelled.push(row)
    else if (live && Date.parse(row.start_at) >= now.getTime()) upcoming.push(row)
    else past.push(row)
  }
  past.reverse()
  cancelled.reverse()
  return { upcoming, past, cancelled }
}

/** Whether the customer may still cancel or move it themselves (C.3, section 6). */
export function canSelfServe(row: Pick<MyBooking, 'start_at' | 'weather_affected' | 'shop'>, now: Date = new Date()) {
  if (row.weather_affected) return true
  const hours = row.shop?.cancel_notice_hours ?? 24
  return Date.parse(row.start_at) - now.getTime() >= hours * 3600_000
}
