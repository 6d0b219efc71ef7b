// The starts a shop offers for one service on one Hong Kong date (POST available-slots, public):
// computed on the server in HKT, so every browser shows the same times whatever its time zone.
import { queryOptions } from '@tanstack/react-query'
import { z } from 'zod'
import { invokeFunction } from '@/lib/invoke-function'
import { bookingKeys } from './keys'

export const slotSchema = z.object({
  time: z.string().regex(/^\d{2}:\d{2}$/),
  start_at: z.string(),
  staff_ids: z.array(z.string()),
})
export const slotsSchema = z.object({
  date: z.string(),
  timezone: z.literal('Asia/Hong_Kong'),
  slots: z.array(slotSchema),
})
export type Slot = z.infer<typeof slotSchema>
export type DaySlots = z.infer<typeof slotsSchema>

export interface SlotsRequest {
  shopId: string
  serviceId: string
  /** YYYY-MM-DD, a Hong Kong date */
  date: string
  /** null: any staff member */
  staffId: string | null
}

export async function availableSlots(request: SlotsRequest): Promise<DaySlots> {
  const body: Record<string, unknown> = { shopId: request.shopId, serviceId: request.serviceId, date: request.date }
  if (request.staffId) body.staffId = request.staffId
  return slotsSchema.parse(await invokeFunction<unknown>('available-slots', { body }))
}

export const availableSlotsQuery = (request: SlotsRequest) =>
  queryOptions({
    queryKey: bookingKeys.slots(request.shopId, request.serviceId, request.date, request.staffId),
    queryFn: () => availableSlots(request),
  })
