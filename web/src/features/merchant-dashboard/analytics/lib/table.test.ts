import { describe, expect, it } from 'vitest'
import { COLUMNS, tableRows } from './table'

describe('analytics table', () => {
  it('has one row per day with the day first and the columns in order', () => {
    const rows = tableRows([
      { day: '2026-11-24', page_views: 5, search_impressions: 40, booking_requests: 2, cancellations: 1, no_shows: 0, revenue_hkd: 380, reviews: 1, rating: 5 },
    ])
    expect(COLUMNS).toHaveLength(8)
    expect(rows).toEqual([['2026-11-24', 5, 40, 2, 1, 0, 380, 1, 5]])
  })
})
