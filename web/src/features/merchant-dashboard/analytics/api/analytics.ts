// shop-analytics (owner or admin): the shop's figures for the last 7, 30 or 90 Hong Kong days,
// totals and one row per day (oldest first). Numbers arrive as JSON numbers; null means none.
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { invokeFunction } from '@/lib/invoke-function'

export const PERIODS = [7, 30, 90] as const
export type Period = (typeof PERIODS)[number]

export interface AnalyticsDay {
  day: string
  page_views: number
  search_impressions: number
  booking_requests: number
  cancellations: number
  no_shows: number
  revenue_hkd: number
  reviews: number
  rating: number | null
}

export interface AnalyticsTotals {
  page_views: number
  search_impressions: number
  booking_requests: number
  conversion: number | null
  cancellations: number
  no_shows: number
  customers: number
  repeat_customers: number
  revenue_hkd: number
  reviews: number
  rating: number | null
  current_rating: number | null
  total_ratings: number
}

export interface Analytics {
  from: string
  to: string
  totals: AnalyticsTotals
  daily: AnalyticsDay[]
}

export function getAnalytics(shopId: string, days: Period) {
  return invokeFunction<Analytics>('shop-analytics', { body: { businessId: shopId, days } })
}

export const analyticsQuery = (shopId: string, days: Period) =>
  queryOptions({ queryKey: ['workspace', 'analytics', shopId, days] as const, queryFn: () => getAnalytics(shopId, days), placeholderData: keepPreviousData })
