// A shop's opening hours ({"mon":"10:00-13:00,14:00-20:00",...,"sun":"closed"}, marketplace.md
// section 2) as rows Monday to Sunday, and which day it is in Hong Kong.
import { hkWeekdayName } from '@/lib/format'

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const
export type Weekday = (typeof WEEKDAYS)[number]

export type DayHours = { day: Weekday; status: 'open'; ranges: string[] } | { day: Weekday; status: 'closed' | 'unknown' }

const RANGE = /^([01]\d|2[0-4]):[0-5]\d-([01]\d|2[0-4]):[0-5]\d$/

export function hoursRows(hours: Record<string, string> | null): DayHours[] {
  return WEEKDAYS.map((day) => {
    const raw = hours?.[day]?.trim().toLowerCase()
    if (!raw) return { day, status: 'unknown' }
    if (raw === 'closed') return { day, status: 'closed' }
    const ranges = raw.split(',').map((r) => r.trim()).filter((r) => RANGE.test(r))
    return ranges.length ? { day, status: 'open', ranges: ranges.map((r) => r.replace('-', '–')) } : { day, status: 'unknown' }
  })
}

/** Today's weekday in Hong Kong, whatever the browser's time zone. */
export function hkWeekday(now: Date = new Date()): Weekday {
  const name = hkWeekdayName(now)
  return (WEEKDAYS as readonly string[]).includes(name) ? (name as Weekday) : 'mon'
}
