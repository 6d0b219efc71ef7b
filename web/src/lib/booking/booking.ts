// A booking as the booking functions answer it (marketplace.md C.3).
export type BookingStatus = 'pending' | 'confirmed' | 'completed' | 'cancelled' | 'no_show'

export interface Booking {
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
