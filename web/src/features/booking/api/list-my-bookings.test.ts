import { describe, expect, it } from 'vitest'
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
  it('splits upcoming active bookings from past and closed ones', () => {
    const rows = [
      row({ id: 'old', start_at: '2026-11-30T10:00:00+08:00' }),
      row({ id: 'next' }),
      row({ id: 'gone', status: 'cancelled' }),
      row({ id: 'asked', status: 'pending', start_at: '2026-12-03T11:00:00+08:00' }),
    ]
    const { upcoming, past } = splitBookings(rows, now)
    expect(upcoming.map((r) => r.id)).toEqual(['next', 'asked'])
    expect(past.map((r) => r.id)).toEqual(['gone', 'old'])
  })

  it('allows self-service only inside the notice window, or when the weather affected it', () => {
    // 30 h to go (scenario 5): allowed; 20 h: refused; 20 h but weather-affected: allowed.
    expect(canSelfServe(row({ start_at: '2026-12-02T16:00:00+08:00' }), now)).toBe(true)
    expect(canSelfServe(row({ start_at: '2026-12-02T06:00:00+08:00' }), now)).toBe(false)
    expect(canSelfServe(row({ start_at: '2026-12-02T06:00:00+08:00', weather_affected: true }), now)).toBe(true)
  })
})
