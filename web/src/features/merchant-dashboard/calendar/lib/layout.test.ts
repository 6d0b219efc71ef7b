import { describe, expect, it } from 'vitest'
import type { CalendarBlock, CalendarBooking } from '../api/calendar'
import { dragDelta, eventsOf, gridHours, hhmm, hkMinutes, hktInstant, lanes, minuteAt, openingPeriods, place, spanOnDay, staffPeriods, weekStart } from './layout'

const booking = (id: string, staff: string, start: string, end: string): CalendarBooking => ({
  id,
  staff_id: staff,
  service_id: 's',
  service: { name: 'Gel manicure', name_zh: '凝膠甲' },
  start_at: start,
  end_at: end,
  status: 'confirmed',
  source: 'walk_in',
  customer: { name: 'Chan Tai Man', phone: '+852 9123 4567', email: null },
  note: null,
  user_id: null,
  price_hkd: 380,
})
const block = (id: string, staff: string | null, start: string, end: string): CalendarBlock => ({ id, staff_id: staff, starts_at: start, ends_at: end, reason: 'Lunch' })

describe('Hong Kong time', () => {
  it('reads minutes of the HKT day whatever the instant is written in', () => {
    expect(hkMinutes('2026-12-01T16:15:00+08:00')).toBe(16 * 60 + 15)
    expect(hkMinutes('2026-12-01T08:15:00Z')).toBe(16 * 60 + 15)
    expect(hkMinutes('2026-11-30T16:30:00Z')).toBe(30) // 00:30 HKT on 1 December
  })
  it('writes the instants the book functions take, rolling past midnight', () => {
    expect(hktInstant('2026-12-01', 16 * 60 + 15)).toBe('2026-12-01T16:15:00+08:00')
    expect(hktInstant('2026-12-31', 24 * 60 + 30)).toBe('2027-01-01T00:30:00+08:00')
    expect(hhmm(9 * 60 + 5)).toBe('09:05')
  })
  it('starts a week on Monday (HKT)', () => {
    expect(weekStart('2026-12-03')).toBe('2026-11-30') // a Thursday
    expect(weekStart('2026-11-30')).toBe('2026-11-30')
    expect(weekStart('2026-12-06')).toBe('2026-11-30') // Sunday belongs to the week before
  })
  it('clips an event to the day it is drawn on', () => {
    expect(spanOnDay('2026-12-01T23:30:00+08:00', '2026-12-02T00:30:00+08:00', '2026-12-01')).toEqual([23 * 60 + 30, 24 * 60])
    expect(spanOnDay('2026-12-01T23:30:00+08:00', '2026-12-02T00:30:00+08:00', '2026-12-02')).toEqual([0, 30])
    expect(spanOnDay('2026-12-01T10:00:00+08:00', '2026-12-01T11:00:00+08:00', '2026-12-02')).toBeNull()
  })
})

describe('the grid', () => {
  it('spans the opening hours, working hours and events shown, in whole hours', () => {
    expect(gridHours([])).toEqual({ first: 9, last: 19 })
    expect(gridHours([[10 * 60, 20 * 60], [9 * 60 + 30, 12 * 60], [19 * 60, 21 * 60 + 15]])).toEqual({ first: 9, last: 22 })
  })
  it('reads the shop opening hours and staff hours of a weekday', () => {
    expect(openingPeriods({ tue: '10:00-13:00,14:00-20:00', wed: 'closed' }, '2026-12-01')).toEqual([[600, 780], [840, 1200]])
    expect(openingPeriods({ wed: 'closed' }, '2026-12-02')).toEqual([])
    const amy = { id: 'a', name: 'Amy', name_zh: null, is_active: true, hours: [{ weekday: 2, start: '10:00', end: '13:00' }, { weekday: 3, start: '14:00', end: '19:00' }] }
    expect(staffPeriods(amy, '2026-12-01')).toEqual([[600, 780]])
  })
  it('places an event by its minutes and clips it to the grid', () => {
    const grid = { first: 9, last: 19 }
    expect(place(10 * 60, 11 * 60 + 30, grid, 60)).toEqual({ top: 60, height: 90 })
    expect(place(8 * 60, 9 * 60 + 30, grid, 60)).toEqual({ top: 0, height: 30 })
    expect(place(19 * 60, 20 * 60, grid, 60)).toBeNull()
  })
  it('turns a tap into the quarter hour under it and a drag into 5-minute steps and whole days', () => {
    const grid = { first: 9, last: 19 }
    expect(minuteAt(0, grid, 60)).toBe(9 * 60)
    expect(minuteAt(95, grid, 60)).toBe(10 * 60 + 30)
    expect(minuteAt(10_000, grid, 60)).toBe(18 * 60 + 45)
    expect(dragDelta(0, 31, 60, 100)).toEqual({ minutes: 30, columns: 0 })
    expect(dragDelta(-160, -12, 60, 100)).toEqual({ minutes: -10, columns: -2 })
  })
})

describe('events per column', () => {
  it('gives a whole-shop block to every staff member and a booking to its own', () => {
    const events = [booking('b1', 'amy', '2026-12-01T10:00:00+08:00', '2026-12-01T11:00:00+08:00'), booking('b2', 'bea', '2026-12-01T10:00:00+08:00', '2026-12-01T11:00:00+08:00')]
    const blocks = [block('k1', null, '2026-12-01T13:00:00+08:00', '2026-12-01T14:00:00+08:00'), block('k2', 'bea', '2026-12-01T15:00:00+08:00', '2026-12-01T16:00:00+08:00')]
    expect(eventsOf(events, 'amy', '2026-12-01').map((e) => e.id)).toEqual(['b1'])
    expect(eventsOf(blocks, 'amy', '2026-12-01').map((e) => e.id)).toEqual(['k1'])
    expect(eventsOf(blocks, 'bea', '2026-12-01').map((e) => e.id)).toEqual(['k1', 'k2'])
    expect(eventsOf(blocks, 'bea', '2026-12-02')).toEqual([])
  })
  it('sets overlapping events side by side and lets the others have the full width', () => {
    const spans: Record<string, [number, number]> = { a: [600, 660], b: [630, 700], c: [640, 650], d: [720, 780] }
    const out = lanes(Object.keys(spans), (k) => spans[k]!)
    expect(out.get('a')).toEqual({ lane: 0, of: 3 })
    expect(out.get('b')).toEqual({ lane: 1, of: 3 })
    expect(out.get('c')).toEqual({ lane: 2, of: 3 })
    expect(out.get('d')).toEqual({ lane: 0, of: 1 })
  })
})
