// create-booking: one attempt carries one idempotency key, so a double click or a retry after a
// lost answer returns the same booking. A 409 slot_taken refreshes the day's slots so the person
// sees the list without the time that was just taken.
import { useRefreshingMutation } from '@/lib/query'
import { FunctionError, invokeFunction } from '@/lib/invoke-function'
import { bookingAnswerSchema, type Booking } from './booking'
import { bookingKeys } from './keys'

export interface CreateBookingRequest {
  serviceId: string
  staffId: string | null
  startAt: string
  idempotencyKey: string
  /** The customer's Hong Kong phone, kept on the booking so the shop can call. */
  customerPhone?: string
  note?: string
}

export async function createBooking(request: CreateBookingRequest): Promise<Booking> {
  const body = { ...request, note: request.note?.trim() ? request.note.trim() : undefined }
  return bookingAnswerSchema.parse(await invokeFunction<unknown>('create-booking', { body })).booking
}

export const isSlotTaken = (error: unknown) => error instanceof FunctionError && error.code === 'slot_taken'

export function useCreateBooking() {
  return useRefreshingMutation(createBooking, [bookingKeys.all])
}
