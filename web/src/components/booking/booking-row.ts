// A bookings row as the lists read it through /rest/v1 (the user's own, the shop owner's).
// The functions' answers are checked by features/booking/api/booking.ts.
/** awaiting_payment: held while the customer pays the shop's deposit (salon-day.md C.3). */
export type BookingStatus = 'awaiting_payment' | 'pending' | 'confirmed' | 'completed' | 'cancelled' | 'no_show'
/** Where a booking's deposit stands (bookings.deposit_status). */
export type DepositStatus = 'none' | 'requested' | 'received' | 'refund_owed' | 'refunded' | 'kept'

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
  /** The deposit asked (HKD) and the time to pay it by (HKT), when the shop asks one. */
  deposit_hkd?: number | string | null
  payment_due_at?: string | null
  deposit_status?: DepositStatus | null
}
