import { describe, expect, it } from 'vitest'
import { fromWeekForm, periodsProblem, toWeekForm, weekFormSchema } from './week-form'

const texts = { mon: '10:00-13:00,14:00-20:00', tue: 'closed', wed: '10:00-20:00', thu: '10:00-20:00', fri: '10:00-20:00', sat: '10:00-20:00', sun: 'closed' }

describe('hours with time pickers and a closed-day switch', () => {
  it('round-trips the strict day texts', () => {
    const form = toWeekForm(texts)
    expect(form.mon).toEqual({ open: true, periods: [{ from: '10:00', to: '13:00' }, { from: '14:00', to: '20:00' }] })
    expect(form.tue.open).toBe(false)
    expect(fromWeekForm(form)).toEqual(texts)
  })
  it('refuses an open day without periods, a period ending before it starts and overlaps, with locale keys', () => {
    expect(periodsProblem([])).toBe('merchantBookings.hours.errors.empty')
    expect(periodsProblem([{ from: '14:00', to: '13:00' }])).toBe('merchantBookings.hours.errors.order')
    expect(periodsProblem([{ from: '10:00', to: '14:00' }, { from: '13:00', to: '18:00' }])).toBe('merchantBookings.hours.errors.overlap')
    expect(periodsProblem([{ from: '', to: '18:00' }])).toBe('merchantBookings.hours.errors.time')
    const form = toWeekForm(texts)
    form.wed = { open: true, periods: [{ from: '18:00', to: '10:00' }] }
    const result = weekFormSchema.safeParse(form)
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.path).toEqual(['wed'])
    expect(result.error?.issues[0]?.message).toBe('merchantBookings.hours.errors.order')
    form.wed = { open: false, periods: [{ from: '18:00', to: '10:00' }] }
    expect(weekFormSchema.safeParse(form).success).toBe(true)
  })
  it('keeps periods in time order whatever order they were added in', () => {
    const form = toWeekForm(texts)
    form.mon.periods = [{ from: '14:00', to: '20:00' }, { from: '10:00', to: '13:00' }]
    expect(fromWeekForm(form).mon).toBe('10:00-13:00,14:00-20:00')
  })
})
