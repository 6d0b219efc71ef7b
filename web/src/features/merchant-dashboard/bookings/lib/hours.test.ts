import { describe, expect, it } from 'vitest'
import { formatIntervals, fromOperatingHours, openingHoursSchema, parseIntervals, toOperatingHours } from '@/features/merchant-dashboard/bookings/lib/hours'

const week = (over: Record<string, string> = {}) => ({
  mon: '10:00-13:00,14:00-20:00',
  tue: '10:00-20:00',
  wed: '10:00-20:00',
  thu: '10:00-20:00',
  fri: '10:00-22:00',
  sat: '11:00-19:00',
  sun: 'closed',
  ...over,
})

describe('opening hours format', () => {
  it('parses breaks as gaps and "closed" as no interval', () => {
    expect(parseIntervals('10:00-13:00,14:00-20:00')).toEqual({
      ok: true,
      intervals: [
        { from: '10:00', to: '13:00' },
        { from: '14:00', to: '20:00' },
      ],
    })
    expect(parseIntervals('closed')).toEqual({ ok: true, intervals: [] })
    expect(parseIntervals('18:00-24:00')).toEqual({ ok: true, intervals: [{ from: '18:00', to: '24:00' }] })
  })

  it('refuses malformed, reversed and overlapping intervals with their message keys', () => {
    expect(parseIntervals('10-13')).toEqual({ ok: false, error: 'merchantBookings.hours.errors.format' })
    expect(parseIntervals('10:00-25:00')).toEqual({ ok: false, error: 'merchantBookings.hours.errors.format' })
    expect(parseIntervals('13:00-10:00')).toEqual({ ok: false, error: 'merchantBookings.hours.errors.order' })
    expect(parseIntervals('10:00-14:00,13:00-20:00')).toEqual({ ok: false, error: 'merchantBookings.hours.errors.overlap' })
  })

  it('validates a whole week and writes the strict stored form', () => {
    expect(openingHoursSchema.safeParse(week()).success).toBe(true)
    const bad = openingHoursSchema.safeParse(week({ wed: '9am-5pm' }))
    expect(bad.success).toBe(false)
    expect(bad.error?.issues[0]?.path).toEqual(['wed'])
    expect(bad.error?.issues[0]?.message).toBe('merchantBookings.hours.errors.format')
    expect(toOperatingHours(week({ sun: '', sat: ' 11:00 - 19:00 ' }))).toEqual({
      ...week(),
      sat: '11:00-19:00',
      sun: 'closed',
    })
    expect(fromOperatingHours({ mon: '10:00-20:00' }).tue).toBe('closed')
    expect(formatIntervals([])).toBe('closed')
  })
})
