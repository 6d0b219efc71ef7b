// The hours form's values (salon-day.md C.2: hours are edited with time pickers and a closed-day
// switch, never free text): per day an open switch and its periods, checked with zod (messages
// are locale keys), and the strict day texts of marketplace.md section 2 they stand for.
import { z } from 'zod/mini'
import { DAY_KEYS, formatIntervals, parseIntervals, type DayKey, type Interval, type OpeningHoursValues } from './hours'

const TIME = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/
const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5))

/** What is wrong with an open day's periods (a locale key), or null. */
export function periodsProblem(periods: Interval[]): string | null {
  if (periods.length === 0) return 'merchantBookings.hours.errors.empty'
  for (const p of periods) {
    if (!TIME.test(p.from) || p.from === '24:00' || !TIME.test(p.to)) return 'merchantBookings.hours.errors.time'
    if (minutes(p.from) >= minutes(p.to)) return 'merchantBookings.hours.errors.order'
  }
  const sorted = [...periods].sort((a, b) => minutes(a.from) - minutes(b.from))
  for (let i = 1; i < sorted.length; i++) {
    if (minutes(sorted[i]!.from) < minutes(sorted[i - 1]!.to)) return 'merchantBookings.hours.errors.overlap'
  }
  return null
}

const day = z
  .object({ open: z.boolean(), periods: z.array(z.object({ from: z.string(), to: z.string() })) })
  .check(
    z.refine((d) => !d.open || periodsProblem(d.periods) === null, {
      error: (issue) => {
        const d = issue.input as { periods: Interval[] }
        return periodsProblem(d.periods) ?? ''
      },
    }),
  )

export const weekFormSchema = z.object(Object.fromEntries(DAY_KEYS.map((d) => [d, day])) as Record<DayKey, typeof day>)
export type WeekFormValues = z.infer<typeof weekFormSchema>

/** A new period: the shop's usual day. */
export const DEFAULT_PERIOD: Interval = { from: '10:00', to: '19:00' }

/** The form's values from the day texts ('closed' days keep a period to switch back on to). */
export function toWeekForm(values: OpeningHoursValues): WeekFormValues {
  return Object.fromEntries(
    DAY_KEYS.map((d) => {
      const parsed = parseIntervals(values[d])
      const periods = parsed.ok ? parsed.intervals : []
      return [d, { open: periods.length > 0, periods: periods.length > 0 ? periods : [{ ...DEFAULT_PERIOD }] }]
    }),
  ) as WeekFormValues
}

/** The day texts of the form's values: the periods in time order, or 'closed'. */
export function fromWeekForm(values: WeekFormValues): OpeningHoursValues {
  return Object.fromEntries(
    DAY_KEYS.map((d) => {
      const v = values[d]
      const periods = [...v.periods].sort((a, b) => minutes(a.from) - minutes(b.from))
      return [d, v.open ? formatIntervals(periods) : 'closed']
    }),
  ) as OpeningHoursValues
}
