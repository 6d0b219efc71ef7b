// Mark sent (salon-day.md C.3): the bank's reference of the transfer is required, at most 100
// characters (as mark-payout-sent checks it).
import { z } from 'zod'
import type { Payout } from '@/lib/money'

export const markSentSchema = z.object({
  bankReference: z
    .string()
    .trim()
    .min(1, { message: 'money.bankReferenceRequired' })
    .max(100, { message: 'money.bankReferenceTooLong' }),
})
export type MarkSentValues = z.infer<typeof markSentSchema>

/** Payouts to send first (due, the earliest deadline first), then those sent, newest first. */
export function payoutOrder(payouts: readonly Payout[]): Payout[] {
  const due = payouts.filter((p) => p.status === 'due').sort((a, b) => String(a.due_by ?? '').localeCompare(String(b.due_by ?? '')))
  const sent = payouts.filter((p) => p.status === 'sent').sort((a, b) => String(b.sent_at ?? '').localeCompare(String(a.sent_at ?? '')))
  return [...due, ...sent]
}
