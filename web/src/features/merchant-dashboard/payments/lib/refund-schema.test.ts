import { describe, expect, it } from 'vitest'
import { refundSchema } from './refund-schema'

describe('mark refunded', () => {
  it('takes no reference, or one trimmed', () => {
    expect(refundSchema.parse({ reference: '' })).toEqual({ reference: '' })
    expect(refundSchema.parse({ reference: '  FRN2026112700123 ' })).toEqual({ reference: 'FRN2026112700123' })
  })
  it('refuses a reference longer than 100 characters, with the text the dialog shows', () => {
    const result = refundSchema.safeParse({ reference: 'x'.repeat(101) })
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.message).toBe('shop.refundReferenceTooLong')
  })
})
