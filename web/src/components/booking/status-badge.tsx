import { useBookingT } from './i18n'
import { cn } from '@/lib/cn'
import type { BookingStatus } from './booking-row'

/** A status as a person reads it: a declined request and an expired one are not "cancelled". */
export type BookingStatusLabel = BookingStatus | 'declined' | 'expired'

/** A booking's status as the person reads it: cancelled because declined or expired is named so. */
export function bookingState(row: { status: BookingStatus; cancel_reason: string | null }): BookingStatusLabel {
  if (row.status === 'cancelled' && row.cancel_reason === 'declined') return 'declined'
  if (row.status === 'cancelled' && row.cancel_reason === 'expired') return 'expired'
  return row.status
}

const TONE: Record<BookingStatusLabel, string> = {
  pending: 'bg-amber-100 text-amber-900',
  confirmed: 'bg-emerald-100 text-emerald-900',
  completed: 'bg-stone-200 text-stone-800',
  cancelled: 'bg-red-100 text-red-900',
  no_show: 'bg-stone-800 text-white',
  declined: 'bg-red-100 text-red-900',
  expired: 'bg-stone-200 text-stone-800',
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
