import { describe, expect, it } from 'vitest'
import { hkMonthStart, summarize, type SummaryBooking } from './summary'

// 2026-11-24 10:00 HKT
const NOW = new Date('2026-11-24T02:00:00Z')
const row = (start_at: string, status: SummaryBooking['status'], price_hkd: number | null = 100): SummaryBooking => ({ start_at, status, price_hkd })

describe('overview summary (Hong Kong days)', () => {
  it('counts today, open requests and the month, revenue only from confirmed and completed', () => {
    const rows = [
      row('2026-11-24T15:00:00+08:00', 'confirmed', 380),
      row('2026-11-24T09:00:00+08:00', 'completed', 200),
      row('2026-11-24T16:00:00+08:00', 'cancelled', 500),
      row('2026-11-25T11:00:00+08:00', 'pending', 300),
      row('2026-11-02T11:00:00+08:00', 'no_show', 300),
      row('2026-10-31T23:30:00+08:00', 'completed', 999),
    ]
    expect(summarize(rows, NOW)).toEqual({ today: 2, openRequests: 1, monthBookings: 4, monthRevenue: 580 })
  })

  it('a booking at 00:30 HKT on the 1st belongs to the new month although it is still the 31st in UTC', () => {
    const first = new Date('2026-11-30T17:00:00Z') // 1 Dec 01:00 HKT
    expect(summarize([row('2026-12-01T00:30:00+08:00', 'confirmed', 100)], first).monthBookings).toBe(1)
    expect(hkMonthStart(first)).toEqual({ key: '2026-12-01', instant: '2026-11-30T16:00:00.000Z' })
  })
})
