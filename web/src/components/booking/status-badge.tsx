import { useBookingT } from './i18n'
import { cn } from '@/lib/cn'
import type { BookingStatus } from './booking-row'

/**
 * A status as a person reads it: a declined request, an expired one and one released unpaid
 * (its deposit not paid in time) are not "cancelled".
 */
export type BookingStatusLabel = BookingStatus | 'declined' | 'expired' | 'unpaid'

/** A booking's status as the person reads it: cancelled because declined or expired is named so. */
export function bookingState(row: { status: BookingStatus; cancel_reason: string | null }): BookingStatusLabel {
  if (row.status === 'cancelled' && row.cancel_reason === 'declined') return 'declined'
  if (row.status === 'cancelled' && row.cancel_reason === 'expired') return 'expired'
  if (row.status === 'cancelled' && row.cancel_reason === 'unpaid') return 'unpaid'
  return row.status
}

const TONE: Record<BookingStatusLabel, string> = {
  awaiting_payment: 'bg-sky-100 text-sky-900',
  pending: 'bg-amber-100 text-amber-900',
  confirmed: 'bg-emerald-100 text-emerald-900',
  completed: 'bg-stone-200 text-stone-800',
  cancelled: 'bg-red-100 text-red-900',
  no_show: 'bg-stone-800 text-white',
  declined: 'bg-red-100 text-red-900',
  expired: 'bg-stone-200 text-stone-800',
  unpaid: 'bg-stone-200 text-stone-800',
}

/**
 * A booking's status in the page language, as the reader sees it: the customer's words ("Waiting
 * for the shop") or, with side="shop", the shop's ("Waiting for your confirmation").
 */
export function StatusBadge({ status, side = 'customer' }: { status: BookingStatusLabel; side?: 'customer' | 'shop' }) {
  const { t } = useBookingT()
  return (
    <span className={cn('rounded-full px-2.5 py-0.5 text-xs font-medium', TONE[status])} data-status={status}>
      {side === 'shop' ? t(`bookingStatusShop.${status}`) : t(`bookingStatus.${status}`)}
    </span>
  )
}
