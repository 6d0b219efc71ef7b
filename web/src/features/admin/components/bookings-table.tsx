import type { Tables } from '@/lib/database.types'
import { BOOKING_STATUSES, enumLabel, type Lang } from '@/lib/enums'
import { Badge, statusTone } from './badge'
import { EmptyState } from './states'
import { TabsContent } from './tabs'
import { formatBookingSlot, formatHktTime, formatPrice } from '@/lib/format'
import { useAdminT } from '../i18n/use-admin-t'

/** A bookings row (the generated database.types.ts) with what it joins. */
export type BookingLike = Pick<Tables<'bookings'>, 'id' | 'booking_date' | 'booking_time' | 'status'> &
  Partial<Pick<Tables<'bookings'>, 'start_at' | 'end_at' | 'price_hkd'>> & {
    service?: (Pick<Tables<'services'>, 'name' | 'price'> & Partial<Pick<Tables<'services'>, 'duration'>>) | null
    user?: Pick<Tables<'user_profiles'>, 'email' | 'name'> | null
    shop?: Pick<Tables<'businesses'>, 'name'> | null
    staff?: Pick<Tables<'staff'>, 'name' | 'name_zh'> | null
  }

const staffName = (staff: BookingLike['staff'], lang: Lang) =>
  (lang === 'zh' ? staff?.name_zh?.trim() || staff?.name : staff?.name?.trim() || staff?.name_zh) ?? ''

/** The booking's own price (kept when it was made), else its service's. */
function priceOf(b: BookingLike): number | null {
  if (b.price_hkd !== undefined && b.price_hkd !== null) return b.price_hkd
  return b.service?.price ?? null
}

/** Bookings of a shop, a merchant or a user (who / where shown when joined); times in HKT. */
export function BookingsTable({ bookings, empty }: { bookings: BookingLike[]; empty: string }) {
  const { t, lang } = useAdminT()
  if (bookings.length === 0) return <EmptyState label={empty} className="py-6" />
  return (
    <>
      <p className="mb-2 text-xs text-stone-500">{t('bookings.hkt')}</p>
      <ul className="divide-y divide-stone-100 rounded-xl border border-stone-200" data-testid="bookings-list">
        {bookings.map((b) => {
          const price = priceOf(b)
          const staff = staffName(b.staff, lang)
          const start = formatHktTime(b.start_at)
          return (
            <li key={b.id} className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm" data-testid="booking-row">
              <div className="min-w-0">
                <p className="font-medium text-stone-900">{b.service?.name ?? '—'}</p>
                <p className="text-stone-600">
                  {formatBookingSlot(b.booking_date, b.booking_time)}
                  {b.shop?.name ? ` · ${b.shop.name}` : ''}
                  {b.user ? ` · ${b.user.name || b.user.email || ''}` : ''}
                </p>
                {(staff || start) && (
                  <p className="text-stone-600" data-testid="booking-extra">
                    {[staff && t('bookings.staff', { name: staff }), start && t('bookings.start', { time: start })]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                )}
              </div>
              <div className="flex items-center gap-2">
                {price !== null && <span className="text-stone-700">{t('shops.price', { price: formatPrice(price) })}</span>}
                <Badge tone={statusTone(b.status)}>{enumLabel(BOOKING_STATUSES, b.status, lang)}</Badge>
              </div>
            </li>
          )
        })}
      </ul>
    </>
  )
}

/** A detail panel's Bookings tab: the recent bookings, under a caption when given. */
export function BookingsTab({ caption, bookings, empty }: { caption?: string; bookings: BookingLike[]; empty: string }) {
  return (
    <TabsContent value="bookings">
      {caption && <p className="mb-2 text-xs text-stone-500">{caption}</p>}
      <BookingsTable bookings={bookings} empty={empty} />
    </TabsContent>
  )
}
