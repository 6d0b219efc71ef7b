// Booking dates and times are Hong Kong time whatever the browser's zone: run with
// TZ=America/New_York (as the issue asks) or any other, the answers are the same.
import { describe, expect, it } from 'vitest'
import { bookableDates, hkClock, hkDate } from './hk-dates'

describe('Hong Kong dates for booking', () => {
  // 2026-12-01 20:30 in New York is 2026-12-02 09:30 in Hong Kong.
  const newYorkEvening = Date.parse('2026-12-02T01:30:00Z')

  it('today is the Hong Kong day', () => {
    expect(hkDate(0, newYorkEvening)).toBe('2026-12-02')
    expect(hkDate(1, newYorkEvening)).toBe('2026-12-03')
  })

  it('the horizon counts Hong Kong days, today included', () => {
    const dates = bookableDates(60, newYorkEvening)
    expect(dates).toHaveLength(61)
    expect(dates[0]).toBe('2026-12-02')
    expect(dates.at(-1)).toBe('2027-01-31')
  })

  it('a slot reads as its Hong Kong time', () => {
    expect(hkClock('2026-12-02T16:15:00+08:00')).toBe('16:15')
    expect(hkClock('2026-12-02T08:15:00Z')).toBe('16:15')
  })
})
