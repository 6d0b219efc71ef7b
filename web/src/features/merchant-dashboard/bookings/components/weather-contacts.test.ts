import { describe, expect, it } from 'vitest'
import { weatherContacts } from './weather-contacts'
import type { ShopBooking } from '../api/shop-bookings'

const row = (id: string, start: string, extra: Partial<ShopBooking> = {}) =>
  ({ id, start_at: start, end_at: start, status: 'confirmed', weather_affected: true, ...extra }) as ShopBooking

describe('weatherContacts', () => {
  it('lists the live, affected bookings still to come, earliest first', () => {
    const now = Date.parse('2026-11-27T03:00:00Z')
    const rows = [
      row('later', '2026-11-27T09:00:00Z'),
      row('sooner', '2026-11-27T05:00:00Z', { status: 'pending' }),
      row('started', '2026-11-27T02:00:00Z'),
      row('cancelled', '2026-11-27T06:00:00Z', { status: 'cancelled' }),
      row('unaffected', '2026-11-27T07:00:00Z', { weather_affected: false }),
    ]
    expect(weatherContacts(rows, now).map((r) => r.id)).toEqual(['sooner', 'later'])
  })
})
