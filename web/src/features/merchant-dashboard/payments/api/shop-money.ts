// The shop's money (salon-day.md C.3; the owner and managers, never staff: C.5.4): shop-money
// (open payments, FPS refunds owed, payouts, card money held and payable), confirm-payment and
// mark-refunded, the customer's screenshot through a short-lived signed URL of the private
// bucket, and the monthly statement (shop-statement, with its CSV).
import { queryOptions } from '@tanstack/react-query'
import { z } from 'zod'
import { invokeFunction } from '@/lib/invoke-function'
import { useRefreshingMutation } from '@/lib/query'
import { getSupabase } from '@/lib/supabase'
import { paymentSchema, payoutSchema } from '@/lib/money'

const moneyPaymentSchema = paymentSchema.extend({
  reported_at: z.string().nullish(),
  proof_path: z.string().nullish(),
  paid_at: z.string().nullish(),
  created_at: z.string().nullish(),
  booking_start_at: z.string().nullish(),
  customer_name: z.string().nullish(),
})
export type MoneyPayment = z.infer<typeof moneyPaymentSchema>

const shopMoneySchema = z.object({
  payments_open: z.array(moneyPaymentSchema),
  refunds_owed: z.array(moneyPaymentSchema),
  payouts: z.array(payoutSchema),
  held_hkd: z.coerce.number(),
  payable_hkd: z.coerce.number(),
})
export type ShopMoney = z.infer<typeof shopMoneySchema>

export const STATEMENT_KINDS = ['fps_received', 'deposit_kept', 'commission', 'refund', 'payout'] as const
const statementSchema = z.object({
  month: z.string(),
  lines: z.array(
    z.object({
      at: z.string(),
      booking_id: z.string().nullish(),
      reference: z.string().nullish(),
      kind: z.enum(STATEMENT_KINDS),
      amount_hkd: z.coerce.number(),
    }),
  ),
  totals: z.record(z.string(), z.coerce.number()),
  csv: z.string(),
})
export type Statement = z.infer<typeof statementSchema>

export const shopMoneyKeys = {
  all: ['shop-money'] as const,
  money: (shopId: string) => [...shopMoneyKeys.all, shopId] as const,
  statement: (shopId: string, month: string) => [...shopMoneyKeys.all, shopId, 'statement', month] as const,
}

export const shopMoneyQuery = (shopId: string) =>
  queryOptions({
    queryKey: shopMoneyKeys.money(shopId),
    queryFn: async () => shopMoneySchema.parse(await invokeFunction<unknown>('shop-money', { body: { shopId } })),
    refetchInterval: 30_000,
  })

export const statementQuery = (shopId: string, month: string) =>
  queryOptions({
    queryKey: shopMoneyKeys.statement(shopId, month),
    queryFn: async () => statementSchema.parse(await invokeFunction<unknown>('shop-statement', { body: { shopId, month } })),
    enabled: /^\d{4}-\d{2}$/.test(month),
  })

export function confirmPayment(request: { paymentId: string; action: 'received' | 'not_received' }) {
  return invokeFunction<unknown>('confirm-payment', { body: request })
}

export function markRefunded(request: { paymentId: string; reference?: string }) {
  const body = { paymentId: request.paymentId, ...(request.reference ? { reference: request.reference } : {}) }
  return invokeFunction<unknown>('mark-refunded', { body })
}

// A settled payment changes the booking too (confirmed, refunded): the Bookings lists refetch.
const REFRESH = [shopMoneyKeys.all, ['merchant-bookings']] as const

export const useConfirmPayment = () => useRefreshingMutation(confirmPayment, REFRESH)
export const useMarkRefunded = () => useRefreshingMutation(markRefunded, REFRESH)

/** A 5-minute link to the customer's screenshot (bucket payment-proofs, read by the shop's owner and managers). */
export async function proofUrl(path: string): Promise<string> {
  const supabase = await getSupabase()
  const { data, error } = await supabase.storage.from('payment-proofs').createSignedUrl(path, 300)
  if (error) throw error
  return data.signedUrl
}
