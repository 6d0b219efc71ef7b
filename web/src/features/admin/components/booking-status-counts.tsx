import { BOOKING_STATUSES, enumLabel } from '@/lib/enums'
import type { BookingStatusCounts as Counts } from '../api/bookings'
import { useAdminT } from '../i18n/use-admin-t'

/** "Pending: 2 · Confirmed: 5 · …" for every booking status, in the spec's order. */
export function BookingStatusCounts({ counts }: { counts: Counts }) {
  const { t, lang } = useAdminT()
  return (
    <section aria-label={t('bookings.byStatus')} data-testid="booking-status-counts">
      <h3 className="mb-1 text-xs font-medium text-stone-500">{t('bookings.byStatus')}</h3>
      <ul className="flex flex-wrap gap-2 text-sm">
        {BOOKING_STATUSES.map(({ value }) => (
          <li key={value} className="rounded-full bg-stone-100 px-2.5 py-0.5 text-stone-700" data-status={value}>
            {t('bookings.statusCount', { status: enumLabel(BOOKING_STATUSES, value, lang), count: counts[value] })}
          </li>
        ))}
      </ul>
    </section>
  )
}
