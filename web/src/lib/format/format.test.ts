// The back office's formats (spec section 9), in Hong Kong time.
import { describe, expect, it } from 'vitest'
import { formatBookingSlot, formatLongDateTime, formatPrice, formatShortDate, formatSignedHkd } from './index'

describe("'MMM dd, yyyy' (claims)", () => {
  it('pads the day and uses Hong Kong time', () => {
    expect(formatShortDate('2026-11-02T03:00:00Z')).toBe('Nov 02, 2026')
    // 20:00 UTC on the 1st is already the 2nd in Hong Kong.
    expect(formatShortDate('2026-11-01T20:00:00Z')).toBe('Nov 02, 2026')
    expect(formatShortDate('2026-11-02T03:00:00Z', 'zh-HK')).toBe('2026年11月2日')
    expect(formatShortDate(null)).toBe('')
    expect(formatShortDate('not a date')).toBe('')
  })
})

describe('long date and time (applications)', () => {
  it('writes the month and the time', () => {
    const text = formatLongDateTime('2026-11-22T11:32:00Z')
    expect(text).toMatch(/^November 22, 2026/)
    expect(text).toMatch(/7:32\s?PM/)
    expect(formatLongDateTime('2026-11-22T11:32:00Z', 'zh-HK')).toMatch(/^2026年11月22日/)
    expect(formatLongDateTime(undefined)).toBe('')
  })
})

describe('small formats', () => {
  it('formats prices and slots', () => {
    expect(formatPrice(280)).toBe('280')
    expect(formatPrice('280.5')).toBe('280.50')
    expect(formatPrice(null)).toBe('')
    expect(formatBookingSlot('2026-11-22', '14:30:00')).toBe('2026-11-22 14:30')
  })
})

describe('signed amounts (statements)', () => {
  it('puts a minus sign before HK$ for money that left, and nothing for none', () => {
    expect(formatSignedHkd(100)).toBe('HK$100')
    expect(formatSignedHkd(-19.5)).toBe('−HK$19.5')
    expect(formatSignedHkd('-1200')).toBe('−HK$1,200')
    expect(formatSignedHkd(null)).toBe('')
  })
})
