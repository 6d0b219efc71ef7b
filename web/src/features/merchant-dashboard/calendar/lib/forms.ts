// The Calendar's sheets as zod schemas (react-hook-form): a manual booking (salon-day.md C.2:
// service, staff or any, HKT date and time, the customer's name and phone, e-mail, channel,
// note, the outside-hours override), blocked time and a move. Errors are workspace keys
// (calendar.errors.*); the server's refusals keep their own sentences (errors.<code>).
import { z } from 'zod/mini'
import { EMAIL_PATTERN } from '@/lib/validation'
import { requiredText, textUpTo } from '@/lib/shop-fields'
import { MANUAL_SOURCES } from '../api/calendar'
import { minutesOf } from './layout'

const DATE = /^\d{4}-\d{2}-\d{2}$/
const date = z.string().check(z.refine((v) => DATE.test(v), { error: 'calendar.errors.date' }))
const time = z.string().check(z.refine((v) => minutesOf(v) !== null, { error: 'calendar.errors.time' }))

/** What the server takes as a contact phone: 6 to 15 digits, with + - ( ) and spaces. */
export function isContactPhone(value: string): boolean {
  if (!/^[\d+\-() ]+$/.test(value)) return false
  const digits = value.replace(/\D/g, '').length
  return digits >= 6 && digits <= 15
}

export const bookingSchema = z.object({
  serviceId: z.string().check(z.minLength(1, { error: 'calendar.errors.serviceRequired' })),
  staffId: z.string(), // '': any staff member
  date,
  time,
  name: requiredText(200, 'calendar.errors.nameRequired', 'calendar.errors.tooLong'),
  phone: z.string().check(z.trim(), z.refine(isContactPhone, { error: 'calendar.errors.phone' })),
  email: z.string().check(z.trim(), z.maxLength(254, { error: 'calendar.errors.email' }), z.refine((v) => v === '' || EMAIL_PATTERN.test(v), { error: 'calendar.errors.email' })),
  source: z.enum(MANUAL_SOURCES),
  note: textUpTo(1000, 'calendar.errors.tooLong'),
  outsideHours: z.boolean(),
})
export type BookingValues = z.input<typeof bookingSchema>

export const blockSchema = z
  .object({
    scope: z.enum(['staff', 'shop']),
    staffId: z.string(),
    date,
    start: time,
    end: time,
    reason: textUpTo(500, 'calendar.errors.tooLong'),
  })
  .check(
    z.refine((v) => (minutesOf(v.end) ?? 0) > (minutesOf(v.start) ?? 0), { error: 'calendar.errors.endAfterStart', path: ['end'] }),
    z.refine((v) => v.scope === 'shop' || v.staffId !== '', { error: 'calendar.errors.staffRequired', path: ['staffId'] }),
  )
export type BlockValues = z.input<typeof blockSchema>

export const moveSchema = z.object({
  date,
  time,
  staffId: z.string().check(z.minLength(1, { error: 'calendar.errors.staffRequired' })),
  outsideHours: z.boolean(),
})
export type MoveValues = z.input<typeof moveSchema>
