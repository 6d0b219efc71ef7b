// A staff member's own day (salon-day.md C.1): the bookings of their staff_id on one Hong Kong
// day, with the customer's name and phone (the row policies give a staff member only their own
// calendar and those bookings' customers, C.5.4). Complete / no-show go through respond-booking.
import { queryOptions } from '@tanstack/react-query'
import type { BookingStatus } from '@/components/booking/booking-row'
import { addDays } from '@/lib/format'
import { selectRows } from '@/lib/select-rows'

export interface DayBooking {
  id: string
  status: BookingStatus
  start_at: string
  end_at: string | null
  customer_name: string | null
  customer_phone: string | null
  note: string | null
  service: { name: string; name_zh: string | null } | null
  user: { name: string | null; phone_number: string | null } | null
}

export const myDayKeys = { day: (shopId: string, staffId: string, date: string) => ['merchant-dashboard', 'my-day', shopId, staffId, date] as const }

export async function listMyDay(shopId: string, staffId: string, date: string): Promise<DayBooking[]> {
  const from = new Date(`${date}T00:00:00+08:00`).toISOString()
  const to = new Date(`${addDays(date, 1)}T00:00:00+08:00`).toISOString()
  return selectRows<DayBooking>(
    'bookings',
    'id,status,start_at,end_at,customer_name,customer_phone,note,service:services(name,name_zh),user:user_profiles(name,phone_number)',
    (q) => q.eq('shop_id', shopId).eq('staff_id', staffId).gte('start_at', from).lt('start_at', to).neq('status', 'cancelled').order('start_at'),
  )
}

export const myDayQuery = (shopId: string, staffId: string, date: string) =>
  queryOptions({ queryKey: myDayKeys.day(shopId, staffId, date), queryFn: () => listMyDay(shopId, staffId, date), refetchInterval: 60_000 })
