// The Analytics table's columns: the same numbers as the charts, one row per Hong Kong day.
import type { AnalyticsDay } from '../api/analytics'
import type { Cell } from './csv'

export const COLUMNS = ['page_views', 'search_impressions', 'booking_requests', 'cancellations', 'no_shows', 'revenue_hkd', 'reviews', 'rating'] as const satisfies readonly (keyof AnalyticsDay)[]
export type Column = (typeof COLUMNS)[number]

export function tableRows(daily: AnalyticsDay[]): Cell[][] {
  return daily.map((d) => [d.day, ...COLUMNS.map((c) => d[c])])
}
