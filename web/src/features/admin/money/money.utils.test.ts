import { describe, expect, it } from 'vitest'
import { markSentSchema, payoutOrder } from './money.utils'
import type { Payout } from '@/lib/money'

describe('mark sent', () => {
  const messages = (bankReference: string) => {
    const result = markSentSchema.safeParse({ bankReference })
    return result.success ? [] : result.error.issues.map((i) => i.message)
  }
  it('requires the bank reference (spaces alone do not count) and trims it', () => {
    expect(messages('')).toEqual(['money.bankReferenceRequired'])
    expect(messages('   ')).toEqual(['money.bankReferenceRequired'])
    expect(markSentSchema.parse({ bankReference: ' HSBC-123 ' })).toEqual({ bankReference: 'HSBC-123' })
  })
  it('refuses a reference over 100 characters', () => {
    expect(messages('x'.repeat(101))).toEqual(['money.bankReferenceTooLong'])
    expect(messages('x'.repeat(100))).toEqual([])
  })
})

describe('payout order', () => {
  const payout = (id: string, status: 'due' | 'sent', due_by: string, sent_at: string | null = null): Payout => ({
    id,
    shop_id: 's',
    amount_hkd: 100,
    status,
    due_by,
    sent_at,
  })
  it('lists the payouts to send by deadline, then the sent ones newest first', () => {
    const rows = [
      payout('sent-old', 'sent', '2026-11-01', '2026-11-02T00:00:00Z'),
      payout('due-late', 'due', '2026-12-20'),
      payout('sent-new', 'sent', '2026-11-05', '2026-11-20T00:00:00Z'),
      payout('due-soon', 'due', '2026-12-01'),
    ]
    expect(payoutOrder(rows).map((p) => p.id)).toEqual(['due-soon', 'due-late', 'sent-new', 'sent-old'])
  })
})
