// A booking's deposit on My bookings (salon-day.md C.3): waiting to be paid (the amount, the
// deadline and "Pay deposit"), waiting for the shop to confirm an FPS payment, or where the
// money went (paid, refunded, refund owed by the shop, kept); and a booking released unpaid.
import { Link } from 'react-router'
import { Wallet } from 'lucide-react'
import { buttonClasses } from '@/components/ui/button'
import { useBookingT } from '@/components/booking/i18n'
import { usePaymentsT } from '@/components/payments/i18n'
import { paths } from '@/config/paths'
import { hkdOfCents, standingPayment, type PaymentStatus } from '@/lib/deposit'
import { formatHkd, formatHkSpan } from '@/lib/format'
import type { Lang } from '@/lib/enums'
import type { DepositStatus } from '@/components/booking/booking-row'
import type { MyBooking } from '../api/list-my-bookings'

type Shown = 'paid' | 'kept' | 'refund_pending' | 'refund_owed' | 'refunded'
const OF_PAYMENT: Partial<Record<PaymentStatus, Shown>> = {
  paid: 'paid',
  kept: 'kept',
  refund_pending: 'refund_pending',
  refund_owed: 'refund_owed',
  refunded: 'refunded',
}
const OF_BOOKING: Partial<Record<DepositStatus, Shown>> = { received: 'paid', kept: 'kept', refund_owed: 'refund_owed', refunded: 'refunded' }

export function DepositLine({ row, lang }: { row: MyBooking; lang: Lang }) {
  const { t } = usePaymentsT()
  const b = useBookingT()
  if (row.status === 'cancelled' && row.cancel_reason === 'unpaid') {
    return (
      <p className="mt-1 text-sm text-stone-700" data-testid="my-booking-deposit" data-state="unpaid">
        {t('mine.unpaid')}
      </p>
    )
  }
  if (row.status === 'awaiting_payment') {
    const amount = formatHkd(row.deposit_hkd)
    const reported = row.payments.some((p) => p.status === 'reported')
    return (
      <div
        className="mt-3 flex flex-wrap items-center justify-between gap-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950"
        data-testid="my-booking-deposit"
        data-state={reported ? 'reported' : 'awaiting'}
      >
        <p className="flex items-start gap-2">
          <Wallet aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {reported
            ? t('mine.awaitingReported', { amount })
            : t('mine.awaiting', { amount, time: b.t('booking.atHkt', { when: formatHkSpan(row.payment_due_at ?? row.start_at, null, lang) }) })}
        </p>
        {!reported && (
          <Link to={paths.bookingPay.getHref(row.id)} className={buttonClasses('primary', 'sm')}>
            {t('mine.pay')}
          </Link>
        )}
      </div>
    )
  }
  const standing = standingPayment(row.payments)
  const shown = standing ? OF_PAYMENT[standing.status] : row.deposit_status ? OF_BOOKING[row.deposit_status] : undefined
  if (!shown) return null
  const amount = formatHkd(standing ? hkdOfCents(standing.amount_cents) : row.deposit_hkd)
  return (
    <p className="mt-1 flex items-start gap-2 text-sm text-stone-700" data-testid="my-booking-deposit" data-state={shown}>
      <Wallet aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {t(`mine.deposit.${shown}`, { amount })}
    </p>
  )
}
