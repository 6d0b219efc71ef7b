// A staff member's week between its staff_hours rows and the hours form's day texts.
import type { StaffHoursRow } from '../api/staff-hours'
import { DAY_KEYS, formatIntervals, parseIntervals, WEEKDAY_OF, type OpeningHoursValues } from './hours'

/** staff_hours rows → the form's day texts. */
export function weekOf(rows: StaffHoursRow[]): OpeningHoursValues {
  return Object.fromEntries(
    DAY_KEYS.map((d) => {
      const day = rows
        .filter((r) => r.weekday === WEEKDAY_OF[d])
        .sort((a, b) => a.start_time.localeCompare(b.start_time))
        .map((r) => ({ from: r.start_time, to: r.end_time }))
      return [d, formatIntervals(day)]
    }),
  ) as OpeningHoursValues
}

/** The form's day texts → staff_hours rows. */
export function rowsOf(values: OpeningHoursValues): StaffHoursRow[] {
  return DAY_KEYS.flatMap((d) => {
    const parsed = parseIntervals(values[d])
    return parsed.ok ? parsed.intervals.map((i) => ({ weekday: WEEKDAY_OF[d], start_time: i.from, end_time: i.to })) : []
  })
}
