// The booking confirmation form: the customer's Hong Kong phone, so the shop can call (prefilled
// from the profile), and the optional note to the shop (messages are locale keys).
import { z } from 'zod/mini'
import { HK_PHONE_PATTERN } from '@/lib/validation'

export const NOTE_MAX = 500

export const confirmBookingSchema = z.object({
  phone: z.string().check(
    z.trim(),
    z.minLength(1, { error: 'booking.confirm.phoneRequired' }),
    z.regex(HK_PHONE_PATTERN, { error: 'booking.confirm.phoneInvalid' }),
  ),
  note: z.string().check(z.trim(), z.maxLength(NOTE_MAX, { error: 'booking.confirm.noteTooLong' })),
})

export type ConfirmBookingValues = z.infer<typeof confirmBookingSchema>
