// The Overview's figures from the shop's bookings (Hong Kong days): today's bookings, open
// requests, this month's bookings and their revenue at list price (the price snapshot of
// confirmed and completed bookings; cancelled ones and no-shows earn nothing).
import { hkDateKey, hkDateKeyOf } from '@/lib/format'
import type { BookingStatus } from '@/components/booking/booking-row'

export interface SummaryBooking {
  status: BookingStatus
  start_at: string
  price_hkd: number | null
}

export interface OverviewSummary {
  today: number
  openRequests: number
  monthBookings: number
  monthRevenue: number
}

/** 'YYYY-MM-01' of the Hong Kong month of `now`, and its start as an instant. */
export function hkMonthStart(now: Date = new Date()): { key: string; instant: string } {
  const key = `${hkDateKey(now).slice(0, 7)}-01`
  return { key, instant: new Date(`${key}T00:00:00+08:00`).toISOString() }
}

export function summarize(rows: SummaryBooking[], now: Date = new Date()): OverviewSummary {
  const today = hkDateKey(now)
  const month = today.slice(0, 7)
  let todayCount = 0
  let openRequests = 0
  let monthBookings = 0
  let monthRevenue = 0
  for (const row of rows) {
    const day = hkDateKeyOf(row.start_at)
    const live = row.status !== 'cancelled'
    if (day === today && live) todayCount += 1
    if (row.status === 'pending' && Date.parse(row.start_at) > now.getTime()) openRequests += 1
    if (day.slice(0, 7) === month && live) {
      monthBookings += 1
      if (row.status === 'confirmed' || row.status === 'completed') monthRevenue += Number(row.price_hkd ?? 0)
    }
  }
  return { today: todayCount, openRequests, monthBookings, monthRevenue }
}
