// Mark refunded (salon-day.md C.3): the shop's own FPS transfer reference, optional, as short as
// a bank shows it.
import { z } from 'zod'

export const REFUND_REFERENCE_MAX = 100

export const refundSchema = z.object({
  reference: z.string().trim().max(REFUND_REFERENCE_MAX, { message: 'shop.refundReferenceTooLong' }),
})
export type RefundValues = z.infer<typeof refundSchema>
