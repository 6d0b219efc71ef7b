// Deposit payments and shop payouts (salon-day.md C.3) as the functions answer them
// (payments-contract.md): start-payment and shop-money's payments, shop-money's and
// admin-money's payouts — read by the payment page, the workspace's Payments section and the
// back office's Money page.
import { z } from 'zod'
import { PAYMENT_STATUSES } from '@/lib/deposit'

/** The fields every answer's payment carries (amounts in HKD). */
export const paymentSchema = z.object({
  id: z.string(),
  booking_id: z.string(),
  method: z.enum(['fps', 'card']),
  amount_hkd: z.coerce.number(),
  reference: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  due_at: z.string().nullish(),
})

export const payoutSchema = z.object({
  id: z.string(),
  shop_id: z.string(),
  shop_name: z.string().nullish(),
  amount_hkd: z.coerce.number(),
  status: z.enum(['due', 'sent']),
  due_by: z.string().nullish(),
  created_at: z.string().nullish(),
  sent_at: z.string().nullish(),
  bank_reference: z.string().nullish(),
})
export type Payout = z.infer<typeof payoutSchema>
