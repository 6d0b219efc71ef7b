// shop-readiness (salon-day.md C.2 "Readiness"): whether the shop takes online bookings and every
// reason it does not, in the order a merchant fixes them.
import { queryOptions } from '@tanstack/react-query'
import { invokeFunction } from '@/lib/invoke-function'

export const READINESS_REASONS = ['inactive', 'no_active_service', 'no_staff_on_service', 'no_staff_hours', 'hours_outside_opening'] as const
export type ReadinessReason = (typeof READINESS_REASONS)[number]

export interface Readiness {
  bookable: boolean
  reasons: ReadinessReason[]
}

export const readinessKeys = { shop: (shopId: string) => ['merchant', 'readiness', shopId] as const }

export const readinessQuery = (shopId: string) =>
  queryOptions({
    queryKey: readinessKeys.shop(shopId),
    queryFn: () => invokeFunction<Readiness>('shop-readiness', { body: { shopId } }),
  })
