// The calendar's geometry, in Hong Kong time whatever the browser's zone: which hours the grid
// shows, where a booking or block sits in a column, which minute a tap or a drop means, and the
// instants the book's functions take ('2026-12-01T16:15:00+08:00').
import { addDays } from '@/lib/format'
import type { CalendarBlock, CalendarBooking, CalendarStaff } from '../api/calendar'

const HK_MS = 8 * 3600_000
export const DAY_MIN = 24 * 60
/** A tap on the grid picks the quarter hour it falls in; a drag moves in 5-minute steps (the book's cells). */
export const TAP_STEP_MIN = 15
export const DRAG_STEP_MIN = 5

/** Minutes since 00:00 HKT of the instant's own HKT day. */
export function hkMinutes(iso: string): number {
  const d = new Date(Date.parse(iso) + HK_MS)
  return d.getUTCHours() * 60 + d.getUTCMinutes()
}

/** 'HH:MM' of minutes since midnight. */
export function hhmm(minutes: number): string {
  const m = ((minutes % DAY_MIN) + DAY_MIN) % DAY_MIN
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`
}

/** Minutes since midnight of 'HH:MM' (null when malformed). */
export function minutesOf(text: string): number | null {
  const m = /^(\d{2}):(\d{2})$/.exec(text)
  if (!m) return null
  const h = Number(m[1])
  const min = Number(m[2])
  if (h > 24 || min > 59 || (h === 24 && min > 0)) return null
  return h * 60 + min
}

/** The instant of an HKT date key and minutes since its midnight: '2026-12-01T16:15:00+08:00'. */
export function hktInstant(day: string, minutes: number): string {
  const extra = Math.floor(minutes / DAY_MIN)
  return `${addDays(day, extra)}T${hhmm(minutes - extra * DAY_MIN)}:00+08:00`
}

/** The Monday (HKT) of a date key's week. */
export function weekStart(day: string): string {
  const weekday = new Date(`${day}T12:00:00+08:00`).getUTCDay() // noon HKT is the same date in UTC
  return addDays(day, -((weekday + 6) % 7))
}

/** The `count` date keys from `from`. */
export function daysFrom(from: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => addDays(from, i))
}

/** 0 = Sunday, as staff_hours.weekday. */
export function weekdayOf(day: string): number {
  return new Date(`${day}T12:00:00+08:00`).getUTCDay()
}

const WEEKDAY_KEYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const

/** The shop's opening periods of a day as [start, end] minutes ('closed' or unset: none). */
export function openingPeriods(openingHours: Record<string, string> | undefined, day: string): [number, number][] {
  const key = WEEKDAY_KEYS[weekdayOf(day)] ?? 'sun'
  const text = openingHours?.[key]
  if (!text || text === 'closed') return []
  const out: [number, number][] = []
  for (const part of text.split(',')) {
    const [a, b] = part.trim().split('-')
    const start = a ? minutesOf(a) : null
    const end = b ? minutesOf(b) : null
    if (start !== null && end !== null && end > start) out.push([start, end])
  }
  return out
}

/** A staff member's working periods on a day, as [start, end] minutes. */
export function staffPeriods(staff: CalendarStaff | undefined, day: string): [number, number][] {
  if (!staff) return []
  const weekday = weekdayOf(day)
  return staff.hours
    .filter((h) => h.weekday === weekday)
    .map((h) => [minutesOf(h.start) ?? 0, minutesOf(h.end) ?? 0] as [number, number])
    .filter(([a, b]) => b > a)
}

/**
 * The hours the grid shows: from the earliest opening, working period, booking or block of the
 * shown days to the latest, whole hours, at least 09:00-19:00 when there is nothing to show.
 */
export function gridHours(spans: [number, number][]): { first: number; last: number } {
  if (spans.length === 0) return { first: 9, last: 19 }
  let lo = DAY_MIN
  let hi = 0
  for (const [a, b] of spans) {
    lo = Math.min(lo, a)
    hi = Math.max(hi, b)
  }
  const first = Math.max(0, Math.floor(lo / 60))
  const last = Math.min(24, Math.max(first + 1, Math.ceil(hi / 60)))
  return { first, last }
}

/** Where an interval sits in a day column: top and height in px, clipped to the grid. */
export function place(startMin: number, endMin: number, grid: { first: number; last: number }, hourPx: number): { top: number; height: number } | null {
  const lo = grid.first * 60
  const hi = grid.last * 60
  const a = Math.max(startMin, lo)
  const b = Math.min(endMin, hi)
  if (b <= a) return null
  return { top: ((a - lo) / 60) * hourPx, height: Math.max(((b - a) / 60) * hourPx, hourPx / 4) }
}

/** The interval of an event on `day` in minutes since its midnight (clipped to the day); null if not on it. */
export function spanOnDay(startIso: string, endIso: string, day: string): [number, number] | null {
  const dayStart = Date.parse(`${day}T00:00:00+08:00`)
  const a = (Date.parse(startIso) - dayStart) / 60_000
  const b = (Date.parse(endIso) - dayStart) / 60_000
  if (b <= 0 || a >= DAY_MIN) return null
  return [Math.max(0, a), Math.min(DAY_MIN, b)]
}

/** The minute a point `y` px below the grid's top stands for, snapped down to `step`. */
export function minuteAt(y: number, grid: { first: number; last: number }, hourPx: number, step = TAP_STEP_MIN): number {
  const raw = grid.first * 60 + (y / hourPx) * 60
  const snapped = Math.floor(raw / step) * step
  return Math.min(Math.max(snapped, grid.first * 60), grid.last * 60 - step)
}

/** A drag's move: whole `step` minutes for `dy` px, and whole columns for `dx` px. */
export function dragDelta(dx: number, dy: number, hourPx: number, columnPx: number, step = DRAG_STEP_MIN): { minutes: number; columns: number } {
  return {
    minutes: Math.round(((dy / hourPx) * 60) / step) * step,
    columns: columnPx > 0 ? Math.round(dx / columnPx) : 0,
  }
}

/** The bookings and blocks of one staff member on one day (a whole-shop block is everyone's). */
export function eventsOf<T extends CalendarBooking | CalendarBlock>(events: T[], staffId: string, day: string): T[] {
  return events.filter((e) => {
    const owner = e.staff_id
    if ('starts_at' in e) {
      if (owner !== null && owner !== staffId) return false
      return spanOnDay(e.starts_at, e.ends_at, day) !== null
    }
    return owner === staffId && spanOnDay(e.start_at, e.end_at, day) !== null
  })
}

/**
 * Side-by-side lanes for events of one column that overlap (a pending request beside a block,
 * legacy rows): each event's lane and the lane count of its cluster, so none hides another.
 */
export function lanes<T>(events: T[], span: (e: T) => [number, number]): Map<T, { lane: number; of: number }> {
  const sorted = [...events].sort((x, y) => span(x)[0] - span(y)[0] || span(y)[1] - span(x)[1])
  const out = new Map<T, { lane: number; of: number }>()
  let cluster: T[] = []
  let ends: number[] = []
  let clusterEnd = -1
  const close = () => {
    for (const e of cluster) out.get(e)!.of = ends.length
    cluster = []
    ends = []
  }
  for (const e of sorted) {
    const [a, b] = span(e)
    if (a >= clusterEnd) close()
    let lane = ends.findIndex((end) => end <= a)
    if (lane < 0) {
      lane = ends.length
      ends.push(b)
    } else {
      ends[lane] = b
    }
    out.set(e, { lane, of: 0 })
    cluster.push(e)
    clusterEnd = Math.max(clusterEnd, b)
  }
  close()
  return out
}
