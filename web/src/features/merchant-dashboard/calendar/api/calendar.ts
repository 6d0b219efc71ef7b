// The shop's book (salon-day.md C.2, issue 28) for the Calendar section: one read of a range of
// Hong Kong days (shop-calendar: staff and their hours, services, live bookings with the
// customer's contact, blocks) and the shop's own operations on it: create-manual-booking,
// block-time, unblock-time, move-booking. Each change refreshes the calendar, the Bookings
// section's lists and the customer-side slot queries.
import { queryOptions } from '@tanstack/react-query'
import { useRefreshingMutation } from '@/lib/query'
import { invokeFunction } from '@/lib/invoke-function'
import { BOOKING_QUERIES, merchantBookingKeys } from '../../bookings/api/keys'

export const MANUAL_SOURCES = ['walk_in', 'phone', 'whatsapp', 'instagram', 'other'] as const
export type ManualSource = (typeof MANUAL_SOURCES)[number]

export interface CalendarStaff {
  id: string
  name: string
  name_zh: string | null
  is_active: boolean
  /** weekday: 0 = Sunday; start/end 'HH:MM' (HKT). */
  hours: { weekday: number; start: string; end: string }[]
}

export interface CalendarService {
  id: string
  name: string
  name_zh: string | null
  duration: number
  buffer_after_min: number
  price_hkd: number | null
}

export type CalendarStatus = 'awaiting_payment' | 'pending' | 'confirmed' | 'completed' | 'no_show'

export interface CalendarBooking {
  id: string
  staff_id: string | null
  service_id: string | null
  service: { name: string | null; name_zh: string | null }
  start_at: string
  end_at: string
  status: CalendarStatus
  source: string
  customer: { name: string | null; phone: string | null; email: string | null }
  note: string | null
  user_id: string | null
  price_hkd: number | null
}

export interface CalendarBlock {
  id: string
  /** null: the whole shop. */
  staff_id: string | null
  starts_at: string
  ends_at: string
  reason: string | null
}

export interface ShopCalendar {
  shopId: string
  from: string
  to: string
  days: number
  timezone: 'Asia/Hong_Kong'
  /** businesses.operating_hours: {mon: '10:00-20:00' | 'closed', ...}. */
  openingHours: Record<string, string>
  staff: CalendarStaff[]
  services: CalendarService[]
  bookings: CalendarBooking[]
  blocks: CalendarBlock[]
}

export const calendarKeys = {
  all: ['workspace', 'calendar'] as const,
  shop: (shopId: string) => [...calendarKeys.all, shopId] as const,
  range: (shopId: string, from: string, days: number, staffId: string | null) => [...calendarKeys.shop(shopId), from, days, staffId ?? ''] as const,
}

export function getShopCalendar(shopId: string, from: string, days: number, staffId: string | null) {
  return invokeFunction<ShopCalendar>('shop-calendar', { body: { shopId, from, days, ...(staffId ? { staffId } : {}) } })
}

export const shopCalendarQuery = (shopId: string, from: string, days: number, staffId: string | null = null) =>
  queryOptions({
    queryKey: calendarKeys.range(shopId, from, days, staffId),
    queryFn: () => getShopCalendar(shopId, from, days, staffId),
    refetchInterval: 60_000,
    placeholderData: (previous) => previous,
  })

export interface ManualBookingRequest {
  shopId: string
  serviceId: string
  staffId: string | null
  startAt: string
  customer: { name: string; phone: string; email?: string }
  source: ManualSource
  note?: string
  outsideHours?: boolean
}

export const createManualBooking = (body: ManualBookingRequest) =>
  invokeFunction<{ booking: { id: string } }>('create-manual-booking', { body: { ...body } })

export interface BlockRequest {
  shopId: string
  staffId: string | null
  startAt: string
  endAt: string
  reason?: string
}

export const blockTime = (body: BlockRequest) => invokeFunction<{ block: CalendarBlock }>('block-time', { body: { ...body } })

export const unblockTime = (body: { blockId: string }) => invokeFunction<unknown>('unblock-time', { body })

export interface MoveRequest {
  bookingId: string
  startAt: string
  staffId?: string
  outsideHours?: boolean
}

export const moveBooking = (body: MoveRequest) => invokeFunction<{ booking: { id: string } }>('move-booking', { body: { ...body } })

/** What a change of the book refreshes. */
const refreshed = (shopId: string) => [calendarKeys.shop(shopId), merchantBookingKeys.bookings(shopId), BOOKING_QUERIES]

export const useCreateManualBooking = (shopId: string) => useRefreshingMutation(createManualBooking, refreshed(shopId))
export const useBlockTime = (shopId: string) => useRefreshingMutation(blockTime, refreshed(shopId))
export const useUnblockTime = (shopId: string) => useRefreshingMutation(unblockTime, refreshed(shopId))
export const useMoveBooking = (shopId: string) => useRefreshingMutation(moveBooking, refreshed(shopId))
