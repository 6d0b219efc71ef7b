// /user/bookings (marketplace.md C.2): upcoming and past bookings in Hong Kong time, with
// cancel and reschedule inside the shop's notice window; outside it the message of C.3 and the
// shop's WhatsApp; weather-affected bookings can be moved or cancelled free.
import { lazy, Suspense, useState, type ReactNode } from 'react'
import { Link, Navigate, useSearchParams } from 'react-router'
import { useQuery } from '@tanstack/react-query'
import { useBookingT } from '@/components/booking/i18n'
import { CloudLightning, MapPin, MessageCircle } from 'lucide-react'
import { Button, buttonClasses } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog'
import { LoadingScreen } from '@/components/loading-screen'
import { paths } from '@/config/paths'
import { PillTabs } from '@/components/ui/pill-tabs'
import { ENUMS, enumLabel, labelLang, type Lang } from '@/lib/enums'
import { useDocumentLang } from '@/lib/use-document-lang'
import { HktNote } from '@/components/booking/hkt-note'
import { DatePicker } from './components/date-picker'
import { SlotGrid } from './components/slot-grid'
import type { Slot } from './api/available-slots'
import { formatHkd, formatHkSpan } from '@/lib/format'
import { localName, whatsappLink } from '@/components/booking/names'
import { canSelfServe, myBookingKeys, myBookingsQuery, splitBookings, type MyBooking } from './api/list-my-bookings'
import { useLiveInvalidate } from '@/lib/use-live-invalidate'
import { useCancelBooking, useRescheduleBooking } from './api/change-booking'
import { bookingState, StatusBadge } from '@/components/booking/status-badge'
import { useErrorText } from '@/lib/errors/use-error-text'
import { googleCalendarUrl, icsFile, type CalendarEvent } from './lib/calendar-links'
import { DepositLine } from './components/deposit-line'
import { useSignedInUser } from '@/components/market/use-signed-in-user'

// "Write a review" / "Edit review" on past visits: its own chunk, so the router's list of this
// page's files (in every page's first paint) does not grow with the review dialog's.
const ReviewAction = lazy(() => import('@/components/reviews/review-action'))

const TABS = ['upcoming', 'past', 'cancelled'] as const
type Tab = (typeof TABS)[number]
const EMPTY = {
  upcoming: 'myBookings.emptyUpcoming',
  past: 'myBookings.emptyPast',
  cancelled: 'myBookings.emptyCancelled',
} as const

export default function MyBookingsPage() {
  const { t, i18n } = useBookingT()
  const lang = labelLang(i18n.language)
  useDocumentLang(lang, t('myBookings.documentTitle'))
  const { session, userId, loginHref } = useSignedInUser()
  const query = useQuery({ ...myBookingsQuery(userId), enabled: Boolean(userId) })
  // The shop confirming, declining or completing a booking shows without a reload.
  useLiveInvalidate('bookings', `user_id=eq.${userId}`, [myBookingKeys.list(userId)], Boolean(userId))
  // The review invitation's link (?review=<bookingId>) opens the past visits with its dialog.
  const [params] = useSearchParams()
  const [tab, setTab] = useState<Tab>(params.has('review') ? 'past' : 'upcoming')
  // Back from Stripe Checkout (start-payment's success_url / cancel_url: ?booking=<id>&payment=
  // done|cancelled): the booking's payment page says how it went.
  const returned = params.get('booking')
  const outcome = params.get('payment')
  if (returned && (outcome === 'done' || outcome === 'cancelled')) {
    return <Navigate to={paths.bookingPay.getHref(returned, { checkout: outcome === 'done' ? 'success' : 'cancel' })} replace />
  }

  if (session.status === 'signed-out') {
    return <Navigate to={loginHref} replace />
  }
  if (session.status === 'unknown' || query.isPending) return <LoadingScreen fullScreen={false} />

  const lists = query.data ? splitBookings(query.data) : { upcoming: [], past: [], cancelled: [] }
  const rows = lists[tab]
  return (
    <main className="flex-1 bg-stone-50 px-4 py-8 sm:py-12">
      <div className="mx-auto max-w-3xl">
        <h1 className="text-2xl font-semibold tracking-tight text-stone-900 sm:text-3xl">{t('myBookings.title')}</h1>
        <HktNote className="mt-2" />
        <p className="mt-1 text-sm text-stone-600" data-testid="my-bookings-grouping">
          {t('myBookings.grouping')}
        </p>
        <PillTabs
          label={t('myBookings.title')}
          variant="segmented"
          className="mt-6"
          selected={tab}
          onSelect={setTab}
          tabs={TABS.map((name) => ({
            id: name,
            label: t('booking.tabCount', { label: t(`myBookings.tabs.${name}`), count: lists[name].length }),
          }))}
        />
        <div role="tabpanel" className="mt-4 space-y-3">
          {query.isError ? (
            <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-red-800">
              {t('myBookings.loadError')}
            </p>
          ) : rows.length === 0 ? (
            <p className="rounded-2xl bg-white p-6 text-stone-700 ring-1 ring-stone-200">
              {t(EMPTY[tab])}
            </p>
          ) : (
            rows.map((row) => <BookingCard key={row.id} row={row} lang={lang} tab={tab} />)
          )}
        </div>
      </div>
    </main>
  )
}

/** Saves the booking as an .ics file (the browser's download, no page change). */
function downloadIcs(event: CalendarEvent) {
  const url = URL.createObjectURL(new Blob([icsFile(event)], { type: 'text/calendar;charset=utf-8' }))
  const link = document.createElement('a')
  link.href = url
  link.download = 'emu-booking.ics'
  link.click()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}

function BookingCard({ row, lang, tab }: { row: MyBooking; lang: Lang; tab: Tab }) {
  const { t } = useBookingT()
  const upcoming = tab === 'upcoming'
  const state = bookingState(row)
  const street = lang === 'zh' ? (row.shop?.address_zh ?? row.shop?.address) : row.shop?.address
  const address = [street, row.shop?.district ? enumLabel(ENUMS.districts, row.shop.district, lang) : null]
    .filter(Boolean)
    .join(' · ')
  const price = formatHkd(row.price_hkd)
  const shopLink = row.shop ? (
    <Link to={paths.shop.getHref(row.shop.id)} className={buttonClasses('outline', 'sm')} data-testid="my-booking-shop-link">
      {t('myBookings.openShop')}
    </Link>
  ) : null
  const errorText = useErrorText()
  const [dialog, setDialog] = useState<'cancel' | 'reschedule' | null>(null)
  const selfServe = canSelfServe(row)
  const hours = row.shop?.cancel_notice_hours ?? 24
  const wa = whatsappLink(row.shop?.whatsapp ?? row.shop?.phone_number)
  const live = state === 'confirmed' || state === 'pending'
  const calendarEvent: CalendarEvent | null =
    row.shop && upcoming && live && row.start_at && row.end_at
      ? {
          uid: `${row.id}@emu`,
          title: [localName(row.service, lang), localName(row.shop, lang)].filter(Boolean).join(' · '),
          start: row.start_at,
          end: row.end_at,
          location: address,
          url: `${window.location.origin}${paths.shop.getHref(row.shop.id)}`,
        }
      : null
  return (
    <article className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200" data-testid="my-booking" data-booking-id={row.id}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="font-semibold text-stone-900" data-testid="my-booking-shop">
            {row.shop ? (
              <Link to={paths.shop.getHref(row.shop.id)} className="underline-offset-4 hover:text-rose-700 hover:underline">
                {localName(row.shop, lang)}
              </Link>
            ) : null}
          </h2>
          <p className="text-sm text-stone-700">
            {localName(row.service, lang)}
            {row.staff ? ` · ${localName(row.staff, lang)}` : ''}
          </p>
        </div>
        <StatusBadge status={state} />
      </div>
      <p className="mt-2 font-medium text-stone-900 tabular-nums" data-testid="my-booking-when">
        {t('booking.atHkt', { when: formatHkSpan(row.start_at, row.end_at, lang) })}
      </p>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        {address && (
          <>
            <dt className="text-stone-600">
              <MapPin aria-hidden="true" className="mr-1 inline size-4 align-[-2px]" />
              {t('myBookings.address')}
            </dt>
            <dd className="text-stone-900" data-testid="my-booking-address">
              {address}
            </dd>
          </>
        )}
        {price && (
          <>
            <dt className="text-stone-600">{t('myBookings.price')}</dt>
            <dd className="text-stone-900 tabular-nums" data-testid="my-booking-price">
              {price}
            </dd>
          </>
        )}
      </dl>
      {calendarEvent && (
        <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm" data-testid="my-booking-calendar">
          <a href={googleCalendarUrl(calendarEvent)} target="_blank" rel="noreferrer" className="text-rose-700 underline underline-offset-4">
            {t('myBookings.addToGoogle')}
          </a>
          <button type="button" className="text-rose-700 underline underline-offset-4" onClick={() => downloadIcs(calendarEvent)}>
            {t('myBookings.downloadIcs')}
          </button>
        </p>
      )}
      {state === 'declined' && row.decline_reason && (
        <p className="mt-1 text-sm text-red-800">{t('myBookings.declinedWith', { reason: row.decline_reason })}</p>
      )}
      {row.status === 'cancelled' && row.cancel_reason === 'expired' && (
        <p className="mt-1 text-sm text-stone-700">{t('myBookings.expired')}</p>
      )}
      {row.status === 'pending' && upcoming && <p className="mt-1 text-sm text-amber-800">{t('myBookings.pendingNote')}</p>}
      <DepositLine row={row} lang={lang} />
      {upcoming && row.weather_affected && (
        <p className="mt-2 flex items-start gap-2 rounded-lg bg-sky-50 px-3 py-2 text-sm text-sky-900" data-testid="weather-free">
          <CloudLightning aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t('myBookings.weatherFree')}
        </p>
      )}
      {upcoming && (
        <div className="mt-4 flex flex-wrap gap-2">
          {selfServe ? (
            <>
              {/* A booking waiting for its deposit is paid or released first, not moved. */}
              {row.status !== 'awaiting_payment' && (
                <Button variant="outline" size="sm" onClick={() => setDialog('reschedule')}>
                  {t('myBookings.reschedule')}
                </Button>
              )}
              <Button variant="outline" size="sm" onClick={() => setDialog('cancel')}>
                {t('myBookings.cancel')}
              </Button>
              {shopLink}
            </>
          ) : (
            <div className="w-full">
              <p className="text-sm text-stone-700" data-testid="outside-window">
                {errorText('outside_cancel_window', { hours })}
              </p>
              <div className="mt-2 flex flex-wrap gap-2">
                {wa && (
                  <a href={wa} target="_blank" rel="noreferrer" className={buttonClasses('whatsapp', 'sm')}>
                    <MessageCircle aria-hidden="true" className="size-4" />
                    {t('myBookings.whatsapp')}
                  </a>
                )}
                {shopLink}
              </div>
            </div>
          )}
        </div>
      )}
      {!upcoming && shopLink && <div className="mt-3">{shopLink}</div>}
      {tab === 'past' && (
        <Suspense fallback={null}>
          <ReviewAction
            booking={{ id: row.id, status: row.status, start_at: row.start_at, end_at: row.end_at, shopName: localName(row.shop, lang), serviceName: localName(row.service, lang) }}
            lang={lang}
          />
        </Suspense>
      )}
      <Dialog open={dialog === 'cancel'} onOpenChange={(open) => setDialog(open ? 'cancel' : null)}>
        {dialog === 'cancel' && <CancelDialog row={row} lang={lang} onDone={() => setDialog(null)} />}
      </Dialog>
      <Dialog open={dialog === 'reschedule'} onOpenChange={(open) => setDialog(open ? 'reschedule' : null)}>
        {dialog === 'reschedule' && <RescheduleDialog row={row} lang={lang} onDone={() => setDialog(null)} />}
      </Dialog>
    </article>
  )
}

function CancelDialog({ row, lang, onDone }: { row: MyBooking; lang: Lang; onDone: () => void }) {
  const { t } = useBookingT()
  const cancel = useCancelBooking()
  const errorText = useErrorText()
  const [reason, setReason] = useState('')
  const hours = row.shop?.cancel_notice_hours ?? 24
  return (
    <DialogContent closeLabel={t('myBookings.close')}>
      <DialogTitle>{t('myBookings.cancelTitle')}</DialogTitle>
      <DialogDescription>
        {localName(row.shop, lang)} · {t('booking.atHkt', { when: formatHkSpan(row.start_at, row.end_at, lang) })}
      </DialogDescription>
      <label className="mt-4 block text-sm font-medium text-stone-800" htmlFor={`reason-${row.id}`}>
        {t('myBookings.cancelReason')}
      </label>
      <input
        id={`reason-${row.id}`}
        className="mt-1 block h-11 w-full rounded-lg border border-stone-300 px-3"
        value={reason}
        maxLength={300}
        onChange={(e) => setReason(e.target.value)}
      />
      <DialogFooter error={cancel.isError ? errorText(cancel.error, { hours }) : null} onKeep={onDone}>
        <Button
          disabled={cancel.isPending}
          onClick={() =>
            cancel.mutate({ bookingId: row.id, ...(reason.trim() ? { reason: reason.trim() } : {}) }, { onSuccess: onDone })
          }
        >
          {t('myBookings.confirmCancel')}
        </Button>
      </DialogFooter>
    </DialogContent>
  )
}

function RescheduleDialog({ row, lang, onDone }: { row: MyBooking; lang: Lang; onDone: () => void }) {
  const { t } = useBookingT()
  const move = useRescheduleBooking()
  const errorText = useErrorText()
  const [date, setDate] = useState<string | null>(null)
  const [slot, setSlot] = useState<Slot | null>(null)
  const hours = row.shop?.cancel_notice_hours ?? 24
  if (!row.service_id || !row.shop) return null
  return (
    <DialogContent closeLabel={t('myBookings.close')} className="max-w-2xl">
      <DialogTitle>{t('myBookings.rescheduleTitle')}</DialogTitle>
      <DialogDescription>
        {t('myBookings.currently', { when: t('booking.atHkt', { when: formatHkSpan(row.start_at, row.end_at, lang) }) })}
      </DialogDescription>
      <HktNote className="mt-2" />
      <div className="mt-4">
        <DatePicker
          shopId={row.shop.id}
          serviceId={row.service_id}
          staffId={row.staff_id}
          horizonDays={row.shop.horizon_days}
          value={date}
          onChange={(next) => {
            setDate(next)
            setSlot(null)
            move.reset()
          }}
        />
      </div>
      {date && (
        <div className="mt-4">
          <SlotGrid
            shopId={row.shop.id}
            serviceId={row.service_id}
            staffId={row.staff_id}
            date={date}
            value={slot?.start_at ?? null}
            onChange={(next) => {
              setSlot(next)
              move.reset()
            }}
          />
        </div>
      )}
      <DialogFooter error={move.isError ? errorText(move.error, { hours }) : null} onKeep={onDone}>
        <Button
          disabled={!slot || move.isPending}
          onClick={() =>
            slot &&
            move.mutate(
              { bookingId: row.id, startAt: slot.start_at, staffId: row.staff_id ?? undefined },
              {
                onSuccess: onDone,
                onError: () => setSlot(null),
              },
            )
          }
        >
          {slot ? t('myBookings.moveTo', { time: slot.time }) : t('myBookings.pickTime')}
        </Button>
      </DialogFooter>
    </DialogContent>
  )
}

/** A dialog's refusal (if any) and its buttons: "Keep booking", then the dialog's own action. */
function DialogFooter({ error, onKeep, children }: { error: string | null; onKeep: () => void; children: ReactNode }) {
  const { t } = useBookingT()
  return (
    <>
      {error && (
        <p role="alert" className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {error}
        </p>
      )}
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={onKeep}>
          {t('myBookings.keep')}
        </Button>
        {children}
      </div>
    </>
  )
}
