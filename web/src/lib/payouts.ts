// A payout of card money to a shop (salon-day.md C.3) as shop-money and admin-money answer it
// (payments-contract.md): the workspace's Payments section and the back office's Money page.
import { z } from 'zod'

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
