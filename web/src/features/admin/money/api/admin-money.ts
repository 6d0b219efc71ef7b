// The platform's money (salon-day.md C.3; administrators): admin-money's figures read from the
// ledger (held, refunds pending, payouts due) and its payouts, and mark-payout-sent with the
// bank's reference of the transfer (payments-contract.md).
import { queryOptions } from '@tanstack/react-query'
import { z } from 'zod'
import { useRefreshingMutation } from '@/lib/query'
import { payoutSchema } from '@/lib/money'
import { invokeAdminFunction } from '../../api/functions'

const adminMoneySchema = z.object({
  held_hkd: z.coerce.number(),
  refunds_pending_hkd: z.coerce.number(),
  payouts_due_hkd: z.coerce.number(),
  payouts: z.array(payoutSchema),
})
export type AdminMoney = z.infer<typeof adminMoneySchema>

export const adminMoneyKey = ['admin', 'money'] as const

export const adminMoneyQuery = () =>
  queryOptions({
    queryKey: adminMoneyKey,
    queryFn: async () => adminMoneySchema.parse(await invokeAdminFunction<unknown>('admin-money', {})),
  })

export function markPayoutSent(request: { payoutId: string; bankReference: string }) {
  return invokeAdminFunction<unknown>('mark-payout-sent', request)
}

export const useMarkPayoutSent = () => useRefreshingMutation(markPayoutSent, [adminMoneyKey])
