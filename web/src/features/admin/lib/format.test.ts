import { describe, expect, it } from 'vitest'
import { formatBookingSlot, formatLongDateTime, formatPrice, formatShortDate, shortId } from './format'
import { clampPage, pageCount, pageRange, shownRows } from './pagination'

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
  it('formats prices, slots and ids', () => {
    expect(formatPrice(280)).toBe('280')
    expect(formatPrice('280.5')).toBe('280.50')
    expect(formatPrice(null)).toBe('')
    expect(formatBookingSlot('2026-11-22', '14:30:00')).toBe('2026-11-22 14:30')
    expect(shortId('1234567890')).toBe('12345678')
  })
})

describe('server-side paging', () => {
  it('maps pages to inclusive ranges', () => {
    expect(pageRange(0)).toEqual({ from: 0, to: 19 })
    expect(pageRange(2, 10)).toEqual({ from: 20, to: 29 })
    expect(pageRange(-1)).toEqual({ from: 0, to: 19 })
  })

  it('counts pages and shown rows', () => {
    expect(pageCount(0)).toBe(1)
    expect(pageCount(10_000)).toBe(500)
    expect(shownRows(1, 57)).toEqual({ from: 21, to: 40 })
    expect(shownRows(2, 57)).toEqual({ from: 41, to: 57 })
    expect(shownRows(0, 0)).toEqual({ from: 0, to: 0 })
    expect(clampPage(5, 21)).toBe(1)
  })
})
