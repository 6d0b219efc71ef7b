// Opening and working hours in the strict format of marketplace.md section 2:
// {"mon":"10:00-13:00,14:00-20:00",...,"sun":"closed"} — ascending, non-overlapping 'HH:MM-HH:MM'
// intervals of one Hong Kong day (24:00 allowed as an end), or "closed".
import { z } from 'zod/mini'

export const DAY_KEYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const
export type DayKey = (typeof DAY_KEYS)[number]
/** staff_hours.weekday of each day key (0 = Sunday). */
export const WEEKDAY_OF: Record<DayKey, number> = { sun: 0, mon: 1, tue: 2, wed: 3, thu: 4, fri: 5, sat: 6 }

export interface Interval {
  from: string
  to: string
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/

const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5))

/** The intervals of one day's text, or the locale key of what is wrong. '' and 'closed' are none. */
export function parseIntervals(text: string): { ok: true; intervals: Interval[] } | { ok: false; error: string } {
  const value = text.trim().toLowerCase()
  if (value === '' || value === 'closed') return { ok: true, intervals: [] }
  const intervals: Interval[] = []
  for (const part of value.split(',')) {
    const match = /^\s*(\d{2}:\d{2})\s*-\s*(\d{2}:\d{2})\s*$/.exec(part)
    if (!match) return { ok: false, error: 'merchantBookings.hours.errors.format' }
    const [, from, to] = match as unknown as [string, string, string]
    if (!TIME.test(from) || from === '24:00' || !TIME.test(to)) return { ok: false, error: 'merchantBookings.hours.errors.format' }
    if (minutes(from) >= minutes(to)) return { ok: false, error: 'merchantBookings.hours.errors.order' }
    const last = intervals[intervals.length - 1]
    if (last && minutes(from) < minutes(last.to)) return { ok: false, error: 'merchantBookings.hours.errors.overlap' }
    intervals.push({ from, to })
  }
  return { ok: true, intervals }
}

/** The canonical text of a day: '10:00-13:00,14:00-20:00' or 'closed'. */
export function formatIntervals(intervals: Interval[]): string {
  return intervals.length === 0 ? 'closed' : intervals.map((i) => `${i.from}-${i.to}`).join(',')
}

const dayText = z.string().check(
  z.refine((value) => parseIntervals(value).ok, {
    error: (issue) => {
      const result = parseIntervals(String(issue.input))
      return result.ok ? '' : result.error
    },
  }),
)

export const openingHoursSchema = z.object(
  Object.fromEntries(DAY_KEYS.map((d) => [d, dayText])) as Record<DayKey, typeof dayText>,
)
export type OpeningHoursValues = z.infer<typeof openingHoursSchema>

/** The stored column's value: every day, canonical. */
export function toOperatingHours(values: OpeningHoursValues): Record<DayKey, string> {
  return Object.fromEntries(
    DAY_KEYS.map((d) => {
      const parsed = parseIntervals(values[d])
      return [d, parsed.ok ? formatIntervals(parsed.intervals) : 'closed']
    }),
  ) as Record<DayKey, string>
}

/** The form's values from a stored column (missing days are closed). */
export function fromOperatingHours(value: unknown): OpeningHoursValues {
  const stored = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>
  return Object.fromEntries(
    DAY_KEYS.map((d) => [d, typeof stored[d] === 'string' ? (stored[d] as string) : 'closed']),
  ) as OpeningHoursValues
}

/** The staff hours form: the same day texts, one per weekday. */
export const staffHoursSchema = openingHoursSchema
