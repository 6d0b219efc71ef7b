// available-slots (public, marketplace.md C.3): the starts a shop offers for one service on
// one Hong Kong date, computed on the server in HKT.
import { queryOptions } from '@tanstack/react-query'
import { invokeFunction } from '@/lib/invoke-function'
import { bookingKeys } from '@/lib/booking/keys'

export interface Slot {
  /** 'HH:MM', Hong Kong wall clock. */
  time: string
  /** '2026-12-02T14:00:00+08:00'. */
  start_at: string
  staff_ids: string[]
}

export interface SlotDay {
  date: string
  timezone: 'Asia/Hong_Kong'
  slots: Slot[]
}

export interface SlotRequest {
  shopId: string
  serviceId: string
  staffId: string | null
  date: string
}

export function availableSlots({ shopId, serviceId, staffId, date }: SlotRequest): Promise<SlotDay> {
  const body: Record<string, unknown> = { shopId, serviceId, date }
  if (staffId) body.staffId = staffId
  return invokeFunction<SlotDay>('available-slots', { body })
}

export const slotsQuery = (request: SlotRequest) =>
  queryOptions({
    queryKey: bookingKeys.slotsOn(request.shopId, request.serviceId, request.staffId, request.date),
    queryFn: () => availableSlots(request),
    staleTime: 30_000,
  })
