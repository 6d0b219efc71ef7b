import { describe, expect, it } from 'vitest'
import { bookingState } from '@/components/booking/status-badge'
import { canSelfServe, splitBookings, type MyBooking } from './list-my-bookings'

const now = new Date('2026-12-01T02:00:00Z') // 10:00 HKT
const row = (over: Partial<MyBooking>): MyBooking =>
  ({
    id: 'b',
    status: 'confirmed',
    start_at: '2026-12-02T16:15:00+08:00',
    end_at: '2026-12-02T17:15:00+08:00',
    weather_affected: false,
    shop: { id: 's', name: 'Glow', name_zh: null, whatsapp: null, phone_number: null, cancel_notice_hours: 24, horizon_days: 60 },
    ...over,
  }) as MyBooking

describe('my bookings', () => {
  it('splits live future bookings, visits whose time has come, and cancelled ones (future or past)', () => {
    const rows = [
      row({ id: 'old', start_at: '2026-11-30T10:00:00+08:00' }),
      row({ id: 'done', status: 'completed', start_at: '2026-11-30T12:00:00+08:00' }),
      row({ id: 'next' }),
      row({ id: 'gone', status: 'cancelled' }),
      row({ id: 'asked', status: 'pending', start_at: '2026-12-03T11:00:00+08:00' }),
      row({ id: 'no', status: 'cancelled', cancel_reason: 'declined', start_at: '2026-12-04T11:00:00+08:00' }),
      row({ id: 'was', status: 'cancelled', start_at: '2026-11-29T11:00:00+08:00' }),
      row({ id: 'paying', status: 'awaiting_payment', start_at: '2026-12-05T11:00:00+08:00' }),
      row({ id: 'unpaid', status: 'cancelled', cancel_reason: 'unpaid', start_at: '2026-12-06T11:00:00+08:00' }),
    ]
    const { upcoming, past, cancelled } = splitBookings(rows, now)
    expect(upcoming.map((r) => r.id)).toEqual(['next', 'asked', 'paying'])
    expect(past.map((r) => r.id)).toEqual(['done', 'old'])
    expect(cancelled.map((r) => r.id)).toEqual(['unpaid', 'no', 'gone', 'was'])
  })

  it('names a declined request, an expired one and one released unpaid apart from a cancellation', () => {
    expect(bookingState(row({ status: 'cancelled', cancel_reason: 'declined' }))).toBe('declined')
    expect(bookingState(row({ status: 'cancelled', cancel_reason: 'expired' }))).toBe('expired')
    expect(bookingState(row({ status: 'cancelled', cancel_reason: 'unpaid' }))).toBe('unpaid')
    expect(bookingState(row({ status: 'cancelled', cancel_reason: 'customer' }))).toBe('cancelled')
    expect(bookingState(row({ status: 'confirmed' }))).toBe('confirmed')
  })

  it('allows self-service only inside the notice window, or when the weather affected it', () => {
    // 30 h to go (scenario 5): allowed; 20 h: refused; 20 h but weather-affected: allowed.
    expect(canSelfServe(row({ start_at: '2026-12-02T16:00:00+08:00' }), now)).toBe(true)
    expect(canSelfServe(row({ start_at: '2026-12-02T06:00:00+08:00' }), now)).toBe(false)
    expect(canSelfServe(row({ start_at: '2026-12-02T06:00:00+08:00', weather_affected: true }), now)).toBe(true)
  })
})
