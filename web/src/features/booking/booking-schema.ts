// The booking confirmation form: the optional note to the shop (messages are locale keys).
import { z } from 'zod/mini'

export const NOTE_MAX = 500

export const confirmBookingSchema = z.object({
  note: z.string().check(z.trim(), z.maxLength(NOTE_MAX, { error: 'booking.confirm.noteTooLong' })),
})

export type ConfirmBookingValues = z.infer<typeof confirmBookingSchema>
