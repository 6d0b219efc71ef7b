// The customer's changes: cancel-booking and reschedule-booking. Outside the shop's notice window
// the server answers 409 outside_cancel_window (details.hours) unless a weather warning applies.
import { useRefreshingMutation } from '@/lib/query'
import { invokeFunction } from '@/lib/invoke-function'
import { bookingAnswerSchema, type Booking } from './booking'
import { bookingKeys } from './keys'

export async function cancelBooking(bookingId: string, reason?: string): Promise<Booking> {
  const body = reason ? { bookingId, reason } : { bookingId }
  return bookingAnswerSchema.parse(await invokeFunction<unknown>('cancel-booking', { body })).booking
}

export async function rescheduleBooking(bookingId: string, startAt: string, staffId?: string): Promise<Booking> {
  const body = staffId ? { bookingId, startAt, staffId } : { bookingId, startAt }
  return bookingAnswerSchema.parse(await invokeFunction<unknown>('reschedule-booking', { body })).booking
}

export function useCancelBooking() {
  return useRefreshingMutation(
    ({ bookingId, reason }: { bookingId: string; reason?: string }) => cancelBooking(bookingId, reason),
    [bookingKeys.all],
  )
}

export function useRescheduleBooking() {
  return useRefreshingMutation(
    ({ bookingId, startAt, staffId }: { bookingId: string; startAt: string; staffId?: string }) =>
      rescheduleBooking(bookingId, startAt, staffId),
    [bookingKeys.all],
  )
}
