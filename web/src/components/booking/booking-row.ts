// A bookings row as the lists read it through /rest/v1 (the user's own, the shop owner's).
// The functions' answers are checked by features/booking/api/booking.ts.
export type BookingStatus = 'pending' | 'confirmed' | 'completed' | 'cancelled' | 'no_show'

export interface BookingRow {
  id: string
  user_id: string | null
  shop_id: string
  service_id: string | null
  staff_id: string | null
  status: BookingStatus
  start_at: string
  end_at: string
  occupied_until?: string
  price_hkd: number | null
  note: string | null
  cancelled_by: 'customer' | 'merchant' | 'system' | null
  cancel_reason: string | null
  decline_reason: string | null
  weather_affected: boolean
  expires_at: string | null
  created_at: string
}
