// The merchant dashboard's Bookings section (marketplace.md C.2): the inbox of requests, today's
// and upcoming bookings, a day calendar per staff member, and the hours editors (opening hours,
// staff hours, time off). All times in Hong Kong time.
import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useBookingT } from '@/components/booking/i18n'
import { PillTabs } from '@/components/ui/pill-tabs'
import { labelLang, type Lang } from '@/lib/enums'
import { HktNote } from '@/components/booking/hkt-note'
import { hkDateKey, hkDateKeyOf } from '@/lib/format'
import { shopBookingsQuery, type ShopBooking } from './api/shop-bookings'
import { shopStaffQuery } from './api/staff-hours'
import { BookingItem } from './components/booking-item'
import { WeatherContacts } from './components/weather-contacts'
import { DayCalendar } from './components/day-calendar'
import { OpeningHoursEditor, StaffHoursEditor, TimeOffEditor } from './components/hours-editors'
import { RulesEditor } from './components/rules-editor'
import { WhatsAppAlertsEditor } from './components/whatsapp-alerts-editor'
import { DepositEditor } from './components/deposit-editor'
import { merchantBookingKeys } from './api/keys'
import { useLiveInvalidate } from '@/lib/use-live-invalidate'

const TABS = ['inbox', 'today', 'upcoming', 'calendar', 'hours'] as const
type Tab = (typeof TABS)[number]

export function BookingsSection({ shop }: { shop: { id: string; name: string; role?: 'owner' | 'manager' | 'staff' } }) {
  const { t, i18n } = useBookingT()
  const lang = labelLang(i18n.language)
  const [tab, setTab] = useState<Tab>('inbox')
  const bookings = useQuery(shopBookingsQuery(shop.id))
  const staff = useQuery(shopStaffQuery(shop.id))
  // A new request or a change by the customer shows at once (inbox, lists and calendar).
  useLiveInvalidate('bookings', `shop_id=eq.${shop.id}`, [merchantBookingKeys.bookings(shop.id)])
  const rows = bookings.data ?? []
  const today = hkDateKey()
  const now = Date.now()
  const inbox = rows.filter((r) => r.status === 'pending' && Date.parse(r.start_at) > now)
  const todays = rows.filter((r) => hkDateKeyOf(r.start_at) === today && r.status !== 'cancelled')
  const upcoming = rows.filter((r) => hkDateKeyOf(r.start_at) > today && (r.status === 'confirmed' || r.status === 'pending'))
  const counts: Partial<Record<Tab, number>> = { inbox: inbox.length, today: todays.length, upcoming: upcoming.length }

  return (
    <section aria-labelledby={`bookings-title-${shop.id}`} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-6" data-testid="merchant-bookings">
      <h2 id={`bookings-title-${shop.id}`} className="text-lg font-semibold text-stone-900">
        {t('merchantBookings.title')}
      </h2>
      <HktNote className="mt-1" />
      <WeatherContacts rows={rows} lang={lang} />
      <PillTabs
        label={t('merchantBookings.title')}
        className="-mx-1 mt-4 overflow-x-auto px-1 pb-1"
        panelOf={shop.id}
        selected={tab}
        onSelect={setTab}
        tabs={TABS.map((name) => ({
          id: name,
          label:
            counts[name] === undefined
              ? t(`merchantBookings.tabs.${name}`)
              : t('booking.tabCount', { label: t(`merchantBookings.tabs.${name}`), count: counts[name] }),
        }))}
      />
      <div role="tabpanel" id={`panel-${shop.id}`} aria-labelledby={`tab-${shop.id}-${tab}`} className="mt-4">
        {tab === 'hours' ? (
          <div className="space-y-4">
            <RulesEditor shopId={shop.id} />
            {/* The deposit settings are the owner's alone (C.3); a manager reads them. */}
            <DepositEditor shopId={shop.id} canEdit={(shop.role ?? 'owner') === 'owner'} />
            <WhatsAppAlertsEditor shopId={shop.id} />
            <OpeningHoursEditor shopId={shop.id} />
            {staff.data && <StaffHoursEditor shopId={shop.id} staff={staff.data} lang={lang} />}
            {staff.data && <TimeOffEditor shopId={shop.id} staff={staff.data} lang={lang} />}
          </div>
        ) : bookings.isPending || staff.isPending ? (
          <p role="status" className="text-sm text-stone-600">
            {t('merchantBookings.loading')}
          </p>
        ) : bookings.isError || staff.isError ? (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            {t('merchantBookings.loadError')}
          </p>
        ) : tab === 'calendar' ? (
          <DayCalendar bookings={rows} staff={staff.data.filter((s) => s.is_active)} lang={lang} />
        ) : (
          <BookingList rows={tab === 'inbox' ? inbox : tab === 'today' ? todays : upcoming} empty={t(`merchantBookings.empty.${tab}`)} lang={lang} shopId={shop.id} />
        )}
      </div>
    </section>
  )
}

function BookingList({ rows, empty, lang, shopId }: { rows: ShopBooking[]; empty: string; lang: Lang; shopId: string }) {
  if (rows.length === 0) return <p className="text-sm text-stone-600">{empty}</p>
  return (
    <ul className="space-y-2">
      {rows.map((row) => (
        <BookingItem key={row.id} row={row} lang={lang} shopId={shopId} />
      ))}
    </ul>
  )
}
