// The customers to contact while a weather warning affects the shop's bookings (salon-day.md C.4):
// every live booking marked weather-affected that has not started, with its time (HKT), name and
// phone as a call link. Nothing when there is none.
import { CloudLightning } from 'lucide-react'
import { useBookingT } from '@/components/booking/i18n'
import { formatHkSpan } from '@/lib/format'
import type { Lang } from '@/lib/enums'
import type { ShopBooking } from '../api/shop-bookings'

export function weatherContacts(rows: readonly ShopBooking[], now: number = Date.now()): ShopBooking[] {
  return rows
    .filter((r) => r.weather_affected && (r.status === 'confirmed' || r.status === 'pending') && Date.parse(r.start_at) > now)
    .sort((a, b) => Date.parse(a.start_at) - Date.parse(b.start_at))
}

export function WeatherContacts({ rows, lang }: { rows: readonly ShopBooking[]; lang: Lang }) {
  const { t } = useBookingT()
  const affected = weatherContacts(rows)
  if (affected.length === 0) return null
  return (
    <section className="mt-4 rounded-xl bg-sky-50 p-4 text-sky-950 ring-1 ring-sky-200" data-testid="weather-contacts" aria-labelledby="weather-contacts-title">
      <h3 id="weather-contacts-title" className="flex items-center gap-2 font-semibold">
        <CloudLightning aria-hidden="true" className="size-4" />
        {t('merchantBookings.weatherContacts.title', { count: affected.length })}
      </h3>
      <p className="mt-1 text-sm">{t('merchantBookings.weatherContacts.help')}</p>
      <ul className="mt-3 divide-y divide-sky-200 text-sm">
        {affected.map((r) => {
          const phone = r.customer_phone || r.user?.phone_number || null
          const who = r.customer_name || r.user?.name || r.user?.email || t('merchantBookings.unknownCustomer')
          return (
            <li key={r.id} className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 py-2">
              <span className="tabular-nums">{formatHkSpan(r.start_at, r.end_at, lang)}</span>
              <span className="font-medium">{who}</span>
              {phone ? (
                <a href={`tel:${phone.replace(/[^+\d]/g, '')}`} className="font-medium text-rose-700 underline underline-offset-2 tabular-nums">
                  {phone}
                </a>
              ) : (
                <span className="text-sky-800">{t('merchantBookings.weatherContacts.noPhone')}</span>
              )}
            </li>
          )
        })}
      </ul>
    </section>
  )
}
