// cancel-booking and reschedule-booking (C.3) for the signed-in customer.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { invokeFunction } from '@/lib/invoke-function'
import type { Booking } from '@/lib/booking/booking'
import { bookingKeys } from '@/lib/booking/keys'
import { myBookingKeys } from './list-my-bookings'

export function cancelBooking(request: { bookingId: string; reason?: string }) {
  return invokeFunction<{ booking: Booking }>('cancel-booking', { body: { ...request } })
}

export function rescheduleBooking(request: { bookingId: string; startAt: string; staffId?: string | null }) {
  const body: Record<string, unknown> = { bookingId: request.bookingId, startAt: request.startAt }
  if (request.staffId) body.staffId = request.staffId
  return invokeFunction<{ booking: Booking }>('reschedule-booking', { body })
}

function useInvalidate() {
  const client = useQueryClient()
  return () => {
    void client.invalidateQueries({ queryKey: myBookingKeys.all })
    void client.invalidateQueries({ queryKey: bookingKeys.all })
  }
}

export function useCancelBooking() {
  const invalidate = useInvalidate()
  return useMutation({ mutationFn: cancelBooking, onSettled: invalidate })
}

export function useRescheduleBooking() {
  const invalidate = useInvalidate()
  return useMutation({ mutationFn: rescheduleBooking, onSettled: invalidate })
}
