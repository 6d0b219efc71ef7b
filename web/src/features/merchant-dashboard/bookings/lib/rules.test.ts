import { describe, expect, it } from 'vitest'
import { bookingRulesSchema } from './rules'

const rules = { auto_confirm: false, slot_step_min: '15', min_notice_min: '60', horizon_days: '60', cancel_notice_hours: '24' }

describe('booking rules form', () => {
  it('reads the form fields as whole numbers', () => {
    expect(bookingRulesSchema.parse(rules)).toEqual({
      auto_confirm: false,
      slot_step_min: 15,
      min_notice_min: 60,
      horizon_days: 60,
      cancel_notice_hours: 24,
    })
  })
  it('refuses what the database would refuse, with a message key per field', () => {
    const cases: [Partial<typeof rules>, string, string][] = [
      [{ slot_step_min: '25' }, 'slot_step_min', 'merchantBookings.rules.errors.step'],
      [{ horizon_days: '400' }, 'horizon_days', 'merchantBookings.rules.errors.horizon'],
      [{ min_notice_min: '-5' }, 'min_notice_min', 'merchantBookings.rules.errors.notice'],
      [{ cancel_notice_hours: '1.5' }, 'cancel_notice_hours', 'merchantBookings.rules.errors.cancel'],
    ]
    for (const [change, field, key] of cases) {
      const result = bookingRulesSchema.safeParse({ ...rules, ...change })
      expect(result.success).toBe(false)
      expect(result.error?.issues[0]?.path).toEqual([field])
      expect(result.error?.issues[0]?.message).toBe(key)
    }
  })
})
