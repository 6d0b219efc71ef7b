// Time off (holidays, leave): staff_id null closes the whole shop. Owners read and write their
// shop's rows (own_shop policy); instants are stored in UTC.
import { queryOptions } from '@tanstack/react-query'
import { useRefreshingMutation } from '@/lib/query'
import { getSupabase } from '@/lib/supabase'
import { selectRows } from '@/lib/select-rows'
import { BOOKING_QUERIES, merchantBookingKeys } from './keys'

export const TIME_OFF_REASONS = ['holiday', 'leave', 'weather', 'other'] as const
export type TimeOffReason = (typeof TIME_OFF_REASONS)[number]

export interface TimeOff {
  id: string
  staff_id: string | null
  starts_at: string
  ends_at: string
  reason: TimeOffReason
}

export async function listTimeOff(shopId: string): Promise<TimeOff[]> {
  return selectRows<TimeOff>('time_off', 'id,staff_id,starts_at,ends_at,reason', (q) =>
    q.eq('business_id', shopId).gte('ends_at', new Date().toISOString()).order('starts_at'),
  )
}

export const timeOffQuery = (shopId: string) =>
  queryOptions({ queryKey: merchantBookingKeys.timeOff(shopId), queryFn: () => listTimeOff(shopId) })

/** A Hong Kong date and 'HH:MM' as the stored UTC instant. */
export function hkInstant(date: string, time: string): string {
  return new Date(`${date}T${time}:00+08:00`).toISOString().replace('.000Z', 'Z')
}

export async function addTimeOff(row: Omit<TimeOff, 'id'> & { business_id: string }) {
  const supabase = await getSupabase()
  const { error } = await supabase.from('time_off').insert(row)
  if (error) throw error
}

export async function removeTimeOff(id: string) {
  const supabase = await getSupabase()
  const { error } = await supabase.from('time_off').delete().eq('id', id)
  if (error) throw error
}

export function useAddTimeOff(shopId: string) {
  return useRefreshingMutation(addTimeOff, [merchantBookingKeys.timeOff(shopId), BOOKING_QUERIES])
}

export function useRemoveTimeOff(shopId: string) {
  return useRefreshingMutation(removeTimeOff, [merchantBookingKeys.timeOff(shopId), BOOKING_QUERIES])
}
