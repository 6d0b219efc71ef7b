// create-booking (C.3): 201 {booking}, confirmed or pending per the shop's auto_confirm; the
// same idempotency key again answers the same booking. Refusals: 409 slot_taken, 422 too_soon,
// too_far, outside_hours, shop_closed.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { invokeFunction } from '@/lib/invoke-function'
import type { Booking } from '@/lib/booking/booking'
import { bookingKeys } from '@/lib/booking/keys'

export interface CreateBookingRequest {
  shopId: string
  serviceId: string
  /** null: "Any staff". */
  staffId: string | null
  startAt: string
  idempotencyKey: string
  note?: string
}

export function createBooking({ shopId: _shop, note, ...request }: CreateBookingRequest) {
  const body: Record<string, unknown> = { ...request }
  if (note) body.note = note
  return invokeFunction<{ booking: Booking }>('create-booking', { body })
}

export function useCreateBooking() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: createBooking,
    onSettled: (_data, _error, request) => {
      void client.invalidateQueries({ queryKey: [...bookingKeys.all, 'slots', request.shopId] })
      void client.invalidateQueries({ queryKey: ['my-bookings'] })
    },
  })
}
