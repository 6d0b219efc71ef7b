import { describe, expect, it } from 'vitest'
import { confirmBookingSchema, NOTE_MAX } from './booking-schema'

describe('confirm booking form', () => {
  it('accepts no note and trims one', () => {
    expect(confirmBookingSchema.parse({ note: '' })).toEqual({ note: '' })
    expect(confirmBookingSchema.parse({ note: '  Short nails please ' })).toEqual({ note: 'Short nails please' })
  })
  it(`refuses a note longer than ${NOTE_MAX} characters with the locale key`, () => {
    const result = confirmBookingSchema.safeParse({ note: 'x'.repeat(NOTE_MAX + 1) })
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.message).toBe('booking.confirm.noteTooLong')
    expect(confirmBookingSchema.safeParse({ note: '美'.repeat(NOTE_MAX) }).success).toBe(true)
  })
})
