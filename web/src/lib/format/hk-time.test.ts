// Runs under the test run's default zone and again with TZ=America/New_York (package.json
// "test:tz"): every figure below must come out in Hong Kong time either way.
import { describe, expect, it } from 'vitest'
import {
  addDays,
  daysBetween,
  formatHkDay,
  formatHkDayShort,
  formatHkSpan,
  formatHkTime,
  hkDateKey,
  hkDateKeyOf,
  hoursUntil,
} from '@/lib/format'

describe('booking times in Hong Kong time', () => {
  it('formats a date key the Hong Kong way in each language', () => {
    expect(formatHkDay('2026-12-01', 'zh')).toBe('2026年12月1日（星期二）')
    expect(formatHkDay('2026-12-01', 'en')).toBe('Tuesday, 1 December 2026')
    expect(formatHkDayShort('2026-12-01', 'zh')).toBe('12月1日（週二）')
    expect(formatHkDayShort('2026-12-01', 'en')).toBe('Tue, 1 Dec')
  })

  it('shows the HKT wall clock of an instant whatever the browser zone', () => {
    // 16:15 HKT is 08:15 UTC and 03:15 in New York: the page must still say 16:15.
    expect(formatHkTime('2026-12-01T16:15:00+08:00')).toBe('16:15')
    expect(formatHkTime('2026-12-01T08:15:00Z')).toBe('16:15')
    // 23:30 UTC on 30 Nov is already 1 December in Hong Kong.
    expect(formatHkDay('2026-11-30T23:30:00Z', 'zh')).toBe('2026年12月1日（星期二）')
    expect(hkDateKeyOf('2026-11-30T23:30:00Z')).toBe('2026-12-01')
    expect(formatHkSpan('2026-12-01T16:15:00+08:00', '2026-12-01T09:15:00Z', 'en')).toBe(
      'Tuesday, 1 December 2026, 16:15–17:15',
    )
    expect(formatHkSpan('2026-12-01T16:15:00+08:00', '2026-12-01T09:15:00Z', 'zh')).toBe(
      '2026年12月1日（星期二）16:15–17:15',
    )
  })

  it('counts Hong Kong days, not local ones', () => {
    // 17:00 UTC is 01:00 the next day in Hong Kong and 12:00 the same day in New York.
    const now = new Date('2026-12-01T17:00:00Z')
    expect(hkDateKey(now)).toBe('2026-12-02')
    expect(hkDateKey(now, 60)).toBe('2027-01-31')
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
    expect(daysBetween('2026-12-02', '2027-01-31')).toBe(60)
    expect(hoursUntil('2026-12-02T17:00:00Z', now)).toBe(24)
  })

  it('the run really uses the zone it was started with', () => {
    if (process.env.TZ === 'America/New_York') {
      expect(new Date('2026-12-01T08:15:00Z').getHours()).toBe(3)
    }
    expect(formatHkTime(new Date(Date.UTC(2026, 11, 1, 8, 15)))).toBe('16:15')
  })
})
