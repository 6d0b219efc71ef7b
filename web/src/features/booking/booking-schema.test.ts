import { describe, expect, it } from 'vitest'
import { confirmBookingSchema, NOTE_MAX } from './booking-schema'

describe('confirm booking form', () => {
  it('accepts no note and trims one', () => {
    expect(confirmBookingSchema.parse({ phone: '9123 4567', note: '' })).toEqual({ phone: '9123 4567', note: '' })
    expect(confirmBookingSchema.parse({ phone: ' +852 9123-4567 ', note: '  Short nails please ' })).toEqual({ phone: '+852 9123-4567', note: 'Short nails please' })
  })
  it(`refuses a note longer than ${NOTE_MAX} characters with the locale key`, () => {
    const result = confirmBookingSchema.safeParse({ phone: '91234567', note: 'x'.repeat(NOTE_MAX + 1) })
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.message).toBe('booking.confirm.noteTooLong')
    expect(confirmBookingSchema.safeParse({ phone: '91234567', note: '美'.repeat(NOTE_MAX) }).success).toBe(true)
  })
  it('requires a Hong Kong phone so the shop can call, with the spec rule and locale keys', () => {
    const missing = confirmBookingSchema.safeParse({ phone: '  ', note: '' })
    expect(missing.error?.issues[0]?.message).toBe('booking.confirm.phoneRequired')
    for (const bad of ['12345', '+86 9123 4567', '9123 45678', 'phone']) {
      expect(confirmBookingSchema.safeParse({ phone: bad, note: '' }).error?.issues[0]?.message).toBe('booking.confirm.phoneInvalid')
    }
    for (const good of ['91234567', '9123 4567', '+852 9123 4567', '+8529123-4567']) {
      expect(confirmBookingSchema.safeParse({ phone: good, note: '' }).success).toBe(true)
    }
  })
})
