// A booking as create-, cancel-, reschedule- and respond-booking answer it ({booking}): times
// are Hong Kong time with their offset (2026-12-02T16:15:00+08:00).
import { z } from 'zod'

export const bookingSchema = z.object({
  id: z.string(),
  shop_id: z.string(),
  service_id: z.string().nullable(),
  staff_id: z.string().nullable(),
  status: z.enum(['awaiting_payment', 'pending', 'confirmed', 'completed', 'cancelled', 'no_show']),
  start_at: z.string(),
  end_at: z.string(),
  note: z.string().nullable(),
  price_hkd: z.number().nullable(),
  expires_at: z.string().nullable(),
  cancel_reason: z.string().nullable(),
  decline_reason: z.string().nullable(),
  weather_affected: z.boolean(),
  // With a deposit due (salon-day.md C.3): its amount (HKD) and the time to pay it by (HKT).
  deposit_hkd: z.coerce.number().nullish(),
  payment_due_at: z.string().nullish(),
})
export type Booking = z.infer<typeof bookingSchema>
export const bookingAnswerSchema = z.object({ booking: bookingSchema })
