import type { Tables } from '@/lib/database.types'
import { BOOKING_STATUSES, enumLabel } from '@/lib/enums'
import { Badge, statusTone } from './badge'
import { EmptyState } from './states'
import { formatBookingSlot, formatPrice } from '../lib/format'
import { useAdminT } from '../i18n/use-admin-t'

/** A bookings row (the generated database.types.ts) with what it joins. */
export type BookingLike = Pick<Tables<'bookings'>, 'id' | 'booking_date' | 'booking_time' | 'status'> & {
  service?: (Pick<Tables<'services'>, 'name' | 'price'> & Partial<Pick<Tables<'services'>, 'duration'>>) | null
  user?: Pick<Tables<'user_profiles'>, 'email' | 'name'> | null
  shop?: Pick<Tables<'businesses'>, 'name'> | null
}

/** Bookings of a shop, a merchant or a user (who / where shown when joined). */
export function BookingsTable({ bookings, empty }: { bookings: BookingLike[]; empty: string }) {
  const { t, lang } = useAdminT()
  if (bookings.length === 0) return <EmptyState label={empty} className="py-6" />
  return (
    <ul className="divide-y divide-stone-100 rounded-xl border border-stone-200" data-testid="bookings-list">
      {bookings.map((b) => (
        <li key={b.id} className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm">
          <div className="min-w-0">
            <p className="font-medium text-stone-900">{b.service?.name ?? '—'}</p>
            <p className="text-stone-600">
              {formatBookingSlot(b.booking_date, b.booking_time)}
              {b.shop?.name ? ` · ${b.shop.name}` : ''}
              {b.user ? ` · ${b.user.name || b.user.email || ''}` : ''}
            </p>
          </div>
          <div className="flex items-center gap-2">
            {b.service?.price !== undefined && b.service?.price !== null && (
              <span className="text-stone-700">{t('shops.price', { price: formatPrice(b.service.price) })}</span>
            )}
            <Badge tone={statusTone(b.status)}>{enumLabel(BOOKING_STATUSES, b.status, lang)}</Badge>
          </div>
        </li>
      ))}
    </ul>
  )
}
