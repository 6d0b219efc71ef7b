// A booking's deposit (salon-day.md C.3; the functions of payments-contract.md): the booking and
// its payments as the customer reads them (own rows through /rest/v1), start-payment (the FPS QR
// or a Stripe Checkout page; the same payment again for the same method), the optional
// screenshot in the private bucket `payment-proofs` (<user id>/<file>) and report-payment.
import { queryOptions } from '@tanstack/react-query'
import { z } from 'zod'
import { invokeFunction } from '@/lib/invoke-function'
import { useRefreshingMutation } from '@/lib/query'
import { getSupabase } from '@/lib/supabase'
import { uploadObject } from '@/lib/storage-upload'
import { safeFileName } from '@/lib/file-name'
import { FPS_PROXY_TYPES, type PaymentMethod, type PaymentStatus } from '@/lib/deposit'
import { paymentSchema } from '@/lib/money'
import type { BookingStatus, DepositStatus } from '@/components/booking/booking-row'
import { bookingKeys } from './keys'

export const PROOF_BUCKET = 'payment-proofs'
export const PROOF_MAX_BYTES = 5 * 1024 * 1024
export const PROOF_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const

/** start-payment's {payment}: with the FPS QR and details, or the card's Checkout page. */
export const startedPaymentSchema = paymentSchema.extend({
  fps_payload: z.string().nullish(),
  fps_qr_svg: z.string().nullish(),
  fps: z
    .object({
      proxy_type: z.enum(FPS_PROXY_TYPES),
      proxy_value: z.string(),
      bank_code: z.string().nullish(),
      payee_name: z.string().nullish(),
    })
    .nullish(),
  checkout_url: z.string().nullish(),
})
export type StartedPayment = z.infer<typeof startedPaymentSchema>
const paymentAnswerSchema = z.object({ payment: startedPaymentSchema })

/** A payments row as its customer reads it. */
export interface PaymentRow {
  id: string
  booking_id: string
  method: PaymentMethod
  amount_cents: number
  reference: string
  status: PaymentStatus
  due_at: string
  reported_at: string | null
  paid_at: string | null
  refunded_cents: number
  created_at: string
  updated_at: string
}
export const PAYMENT_COLUMNS = 'id,booking_id,method,amount_cents,reference,status,due_at,reported_at,paid_at,refunded_cents,created_at,updated_at'

export interface PayBooking {
  id: string
  user_id: string | null
  status: BookingStatus
  start_at: string
  end_at: string
  deposit_hkd: number | string | null
  payment_due_at: string | null
  cancel_reason: string | null
  deposit_status: DepositStatus | null
  shop: { id: string; name: string; name_zh: string | null; accept_card: boolean; auto_confirm: boolean; fps_proxy_type: string | null } | null
  service: { name: string; name_zh: string | null } | null
}

export const payKeys = {
  booking: (bookingId: string) => [...bookingKeys.all, 'pay', bookingId] as const,
  started: (bookingId: string, method: PaymentMethod) => [...bookingKeys.all, 'pay', bookingId, 'start', method] as const,
}

/** The booking with its shop and service, and its payments; null when the customer has no such booking. */
export async function getPayBooking(bookingId: string): Promise<{ booking: PayBooking; payments: PaymentRow[] } | null> {
  const supabase = await getSupabase()
  const [booking, payments] = await Promise.all([
    supabase
      .from('bookings')
      .select(
        'id,user_id,status,start_at,end_at,deposit_hkd,payment_due_at,cancel_reason,deposit_status,' +
          'shop:businesses(id,name,name_zh,accept_card,auto_confirm,fps_proxy_type),service:services(name,name_zh)',
      )
      .eq('id', bookingId)
      .maybeSingle(),
    supabase.from('payments').select(PAYMENT_COLUMNS).eq('booking_id', bookingId).order('created_at'),
  ])
  if (booking.error) throw booking.error
  if (payments.error) throw payments.error
  if (!booking.data) return null
  return { booking: booking.data as unknown as PayBooking, payments: (payments.data ?? []) as unknown as PaymentRow[] }
}

/** Re-read every 3 s while the page waits for the money (a webhook, the shop's confirmation, the deadline). */
export const payBookingQuery = (bookingId: string, polling: boolean) =>
  queryOptions({
    queryKey: payKeys.booking(bookingId),
    queryFn: () => getPayBooking(bookingId),
    refetchInterval: polling ? 3000 : false,
  })

export async function startPayment(request: { bookingId: string; method: PaymentMethod }): Promise<StartedPayment> {
  return paymentAnswerSchema.parse(await invokeFunction<unknown>('start-payment', { body: request })).payment
}

/** The FPS payment (its QR and details): asked once per page, the server answers the same payment again. */
export const fpsPaymentQuery = (bookingId: string, enabled: boolean) =>
  queryOptions({
    queryKey: payKeys.started(bookingId, 'fps'),
    queryFn: () => startPayment({ bookingId, method: 'fps' }),
    enabled,
    staleTime: Infinity,
    retry: false,
  })

/** Uploads the screenshot under the customer's own folder; resolves with its path in the bucket. */
export async function uploadProof(userId: string, paymentId: string, file: File): Promise<string> {
  const path = `${userId}/${paymentId}-${Date.now()}-${safeFileName(file.name)}`
  await uploadObject({ bucket: PROOF_BUCKET, path, file })
  return path
}

/** "I have paid", with the screenshot (uploaded first) when one was chosen; the page re-reads the row. */
export async function reportPayment(request: { paymentId: string; userId: string; proof?: File | null }): Promise<void> {
  const proofPath = request.proof ? await uploadProof(request.userId, request.paymentId, request.proof) : undefined
  await invokeFunction<unknown>('report-payment', { body: { paymentId: request.paymentId, ...(proofPath ? { proofPath } : {}) } })
}

export function useReportPayment(bookingId: string) {
  return useRefreshingMutation(reportPayment, [payKeys.booking(bookingId)])
}

export function useStartCardPayment() {
  return useRefreshingMutation(startPayment, [])
}
