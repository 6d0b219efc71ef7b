import { cn } from '@/lib/cn'
import type { PaymentStatus } from '@/lib/deposit'
import { usePaymentsT } from './i18n'

const TONE: Record<PaymentStatus, string> = {
  pending: 'bg-sky-100 text-sky-900',
  reported: 'bg-amber-100 text-amber-900',
  paid: 'bg-emerald-100 text-emerald-900',
  kept: 'bg-stone-800 text-white',
  refund_pending: 'bg-violet-100 text-violet-900',
  refund_owed: 'bg-red-100 text-red-900',
  refunded: 'bg-stone-200 text-stone-800',
  expired: 'bg-stone-200 text-stone-800',
  cancelled: 'bg-stone-200 text-stone-800',
}

/** A deposit payment's state in the page language (C.3's states). */
export function PaymentBadge({ status }: { status: PaymentStatus }) {
  const { t } = usePaymentsT()
  return (
    <span className={cn('rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap', TONE[status])} data-status={status}>
      {t(`status.${status}`)}
    </span>
  )
}
