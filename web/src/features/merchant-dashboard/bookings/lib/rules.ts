// The shop's booking rules (marketplace.md section 2): request or instant mode, slot step,
// minimum notice, horizon and the cancel window, bounded as the database's CHECKs bound them.
import { z } from 'zod/mini'

export const SLOT_STEPS = [5, 10, 15, 20, 30, 60] as const

const whole = (min: number, max: number, error: string) =>
  z.coerce.number<unknown>().check(z.int({ error }), z.gte(min, { error }), z.lte(max, { error }))

export const bookingRulesSchema = z.object({
  auto_confirm: z.boolean(),
  slot_step_min: z.coerce.number<unknown>().check(
    z.refine((v) => (SLOT_STEPS as readonly number[]).includes(v), { error: 'merchantBookings.rules.errors.step' }),
  ),
  min_notice_min: whole(0, 10080, 'merchantBookings.rules.errors.notice'),
  horizon_days: whole(0, 366, 'merchantBookings.rules.errors.horizon'),
  cancel_notice_hours: whole(0, 720, 'merchantBookings.rules.errors.cancel'),
})

export type BookingRulesInput = z.input<typeof bookingRulesSchema>
export type BookingRules = z.output<typeof bookingRulesSchema>
