// The booking data functions read the server's answers as C.3 gives them and refuse anything
// else; a taken time is recognisable as slot_taken so the page can refresh the slot list.
import { describe, expect, it, vi } from 'vitest'
import { availableSlots } from './available-slots'
import { cancelBooking } from './change-booking'
import { createBooking, isSlotTaken } from './create-booking'
import { mockInvoke } from '@/test/mock-invoke'

vi.mock('@/lib/supabase', () => ({ getSupabase: vi.fn() }))
const invoke = mockInvoke()

const booking = {
  id: 'b1',
  shop_id: 's1',
  service_id: 'v1',
  staff_id: 'amy',
  status: 'confirmed',
  start_at: '2026-12-02T16:15:00+08:00',
  end_at: '2026-12-02T17:15:00+08:00',
  note: null,
  price_hkd: 380,
  expires_at: null,
  cancel_reason: null,
  decline_reason: null,
  weather_affected: false,
}

describe('booking api', () => {
  it('asks for one shop-day, any staff leaves staffId out', async () => {
    invoke.mockResolvedValue({
      data: { date: '2026-12-02', timezone: 'Asia/Hong_Kong', slots: [{ time: '10:00', start_at: '2026-12-02T10:00:00+08:00', staff_ids: ['amy'] }] },
      error: null,
    })
    const day = await availableSlots({ shopId: 's1', serviceId: 'v1', date: '2026-12-02', staffId: null })
    expect(day.slots[0]?.time).toBe('10:00')
    expect(invoke).toHaveBeenCalledWith('available-slots', { body: { shopId: 's1', serviceId: 'v1', date: '2026-12-02' } })
  })

  it('refuses an answer that is not Hong Kong time', async () => {
    invoke.mockResolvedValue({ data: { date: '2026-12-02', timezone: 'UTC', slots: [] }, error: null })
    await expect(availableSlots({ shopId: 's1', serviceId: 'v1', date: '2026-12-02', staffId: 'amy' })).rejects.toThrow()
  })

  it('creates with the idempotency key and a trimmed note; slot_taken is recognised', async () => {
    invoke.mockResolvedValue({ data: { booking }, error: null })
    const made = await createBooking({ serviceId: 'v1', staffId: null, startAt: booking.start_at, idempotencyKey: 'k1', note: '  ' })
    expect(made.id).toBe('b1')
    expect(invoke).toHaveBeenCalledWith('create-booking', {
      body: { serviceId: 'v1', staffId: null, startAt: booking.start_at, idempotencyKey: 'k1', note: undefined },
    })
    const taken = Object.assign(new Error('non-2xx'), {
      name: 'FunctionsHttpError',
      context: new Response(JSON.stringify({ code: 'slot_taken', message: 'This time was just taken. Please choose another time.' }), { status: 409 }),
    })
    invoke.mockResolvedValue({ data: null, error: taken })
    const error = await createBooking({ serviceId: 'v1', staffId: 'amy', startAt: booking.start_at, idempotencyKey: 'k2' }).catch((e: unknown) => e)
    expect(isSlotTaken(error)).toBe(true)
  })

  it('cancels with the reason', async () => {
    invoke.mockResolvedValue({ data: { booking: { ...booking, status: 'cancelled', cancel_reason: 'customer' } }, error: null })
    expect((await cancelBooking('b1', 'Sick')).status).toBe('cancelled')
    expect(invoke).toHaveBeenCalledWith('cancel-booking', { body: { bookingId: 'b1', reason: 'Sick' } })
  })
})
