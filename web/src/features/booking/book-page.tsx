// /shops/{id}/book (marketplace.md C.2): service → staff or "Any staff" → date → time → confirm
// with an optional note → confirmation ("confirmed", or "Request sent — waiting for the shop").
// Times are the server's Hong Kong slots; a slot taken meanwhile (409 slot_taken) shows the
// message of C.3 and refreshes the list. Signed-out visitors sign in first and come back.
// The confirm step asks for the customer's Hong Kong phone (prefilled from the profile) so the
// shop can call. A shop that is not ready for online bookings (shop-readiness, salon-day.md C.2)
// says so and offers WhatsApp and a call instead of dates.
import { useState } from 'react'
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useBookingT } from '@/components/booking/i18n'
import { CalendarCheck, Hourglass } from 'lucide-react'
import { Button, buttonClasses } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Textarea } from '@/components/ui/textarea'
import { Input } from '@/components/ui/input'
import { LoadingScreen } from '@/components/loading-screen'
import { paths } from '@/config/paths'
import { useSession } from '@/lib/auth/session'
import { cn } from '@/lib/cn'
import { labelLang, type Lang } from '@/lib/enums'
import { FunctionError } from '@/lib/invoke-function'
import { useDocumentLang } from '@/lib/use-document-lang'
import type { Slot } from './api/available-slots'
import type { Booking } from './api/booking'
import { useCreateBooking } from './api/create-booking'
import { bookingShopQuery, type BookingShopData } from './api/get-booking-shop'
import { bookingKeys } from './api/keys'
import { confirmBookingSchema, NOTE_MAX, type ConfirmBookingValues } from './booking-schema'
import { DatePicker } from './components/date-picker'
import { HktNote } from '@/components/booking/hkt-note'
import { SlotGrid } from './components/slot-grid'
import { formatHkDay, formatHkSpan } from '@/lib/format'
import { newAttemptKey } from './lib/idempotency'
import { localName, whatsappLink } from '@/components/booking/names'
import { formatHkd, priceLabel } from '@/lib/format'
import { useErrorText } from '@/lib/errors/use-error-text'
import { usePaymentsT } from '@/components/payments/i18n'
import { cardPaymentsOn } from '@/lib/app-config'
import { depositFor } from '@/lib/deposit'

/** How the shop takes deposits: FPS with an account set, card when it accepts them and the platform has them. */
function depositMethods(shop: BookingShopData['shop']): 'fps' | 'card' | 'both' {
  const card = shop.accept_card && cardPaymentsOn()
  if (!card) return 'fps'
  return shop.fps_proxy_type ? 'both' : 'card'
}

export const bookPath = (shopId: string) => `/shops/${encodeURIComponent(shopId)}/book`

export default function BookPage() {
  const { t, i18n } = useBookingT()
  const lang = labelLang(i18n.language)
  useDocumentLang(lang, t('booking.documentTitle'))
  const { id = '' } = useParams()
  const session = useSession()
  const location = useLocation()
  const query = useQuery({ ...bookingShopQuery(id), enabled: session.status === 'signed-in' })

  if (session.status === 'signed-out') {
    const next = `${location.pathname}${location.search}`
    return <Navigate to={`${paths.auth.login.getHref()}?next=${encodeURIComponent(next)}`} replace />
  }
  if (session.status === 'unknown' || query.isPending) return <LoadingScreen fullScreen={false} />
  if (query.isError || !query.data) {
    return (
      <Frame>
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-red-800">
          {query.isError ? t('booking.loadError') : t('booking.notFound')}
        </p>
      </Frame>
    )
  }
  if (!query.data.bookable) return <NotTakingBookings data={query.data} lang={lang} />
  return <BookingFlow data={query.data} lang={lang} />
}

/** The shop is not ready for online bookings: say so, and offer WhatsApp and a call. */
function NotTakingBookings({ data, lang }: { data: BookingShopData; lang: Lang }) {
  const { t } = useBookingT()
  const whatsapp = whatsappLink(data.shop.whatsapp)
  const phone = data.shop.phone_number?.trim() || null
  return (
    <Frame>
      <p className="text-sm font-medium text-rose-700">{localName(data.shop, lang)}</p>
      <h1 className="mt-1 text-2xl font-semibold tracking-tight text-stone-900 sm:text-3xl">{t('booking.title')}</h1>
      <section className="mt-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-6" data-testid="not-bookable">
        <h2 className="text-lg font-semibold text-stone-900">{t('booking.notBookable.title')}</h2>
        <p className="mt-2 text-stone-700">{t('booking.notBookable.body')}</p>
        <div className="mt-4 flex flex-col gap-2 sm:flex-row">
          {whatsapp && (
            <a href={whatsapp} target="_blank" rel="noreferrer" className={buttonClasses('primary', 'lg', 'w-full sm:w-auto')}>
              {t('booking.notBookable.whatsapp')}
            </a>
          )}
          {phone && (
            <a href={`tel:${phone.replace(/[^+\d]/g, '')}`} className={buttonClasses('outline', 'lg', 'w-full sm:w-auto')}>
              {t('booking.notBookable.call', { phone })}
            </a>
          )}
        </div>
        {!whatsapp && !phone && <p className="mt-3 text-sm text-stone-600">{t('booking.notBookable.noContact')}</p>}
      </section>
    </Frame>
  )
}

function Frame({ children }: { children: React.ReactNode }) {
  return (
    <main className="flex-1 bg-stone-50 px-4 py-8 sm:py-12">
      <div className="mx-auto max-w-3xl">{children}</div>
    </main>
  )
}

function Step({ n, title, children, id }: { n: number; title: string; children: React.ReactNode; id: string }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-6">
      <h2 id={id} className="mb-4 flex scroll-mt-20 items-center gap-2 text-lg font-semibold text-stone-900">
        <span aria-hidden="true" className="flex size-7 flex-none items-center justify-center rounded-full bg-rose-100 text-sm text-rose-800">
          {n}
        </span>
        {title}
      </h2>
      {children}
    </section>
  )
}

/** After a tap, bring the next step into view (on a phone it is below the fold). */
function revealStep(id: string) {
  requestAnimationFrame(() => {
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches
    document.getElementById(id)?.scrollIntoView({ block: 'start', behavior: smooth ? 'smooth' : 'auto' })
  })
}

function choiceClasses(selected: boolean) {
  return cn(
    'flex w-full items-center justify-between gap-3 rounded-xl border px-4 py-3 text-left transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose-600',
    selected ? 'border-rose-600 bg-rose-50 ring-1 ring-rose-600' : 'border-stone-300 bg-white hover:border-rose-400',
  )
}

function BookingFlow({ data, lang }: { data: BookingShopData; lang: Lang }) {
  const { t } = useBookingT()
  const client = useQueryClient()
  const { shop, services, staff } = data
  const [serviceId, setServiceId] = useState<string | null>(services.length === 1 ? services[0]!.id : null)
  const [staffId, setStaffId] = useState<string | null>(null)
  const [date, setDate] = useState<string | null>(null)
  const [slot, setSlot] = useState<Slot | null>(null)
  const [attemptKey, setAttemptKey] = useState(newAttemptKey)
  const [failure, setFailure] = useState<string | null>(null)
  const [booked, setBooked] = useState<Booking | null>(null)
  const create = useCreateBooking()
  const errorText = useErrorText()
  const navigate = useNavigate()
  const p = usePaymentsT()
  const form = useForm<ConfirmBookingValues>({
    resolver: zodResolver(confirmBookingSchema),
    defaultValues: { phone: data.profilePhone, note: '' },
  })

  const service = services.find((s) => s.id === serviceId) ?? null
  const staffForService = staff.filter((s) => serviceId && s.serviceIds.includes(serviceId))
  const chosenStaff = staff.find((s) => s.id === staffId) ?? null
  const shopName = localName(shop, lang)
  // The deposit the shop asks (C.3), shown before confirming; the server computes the same.
  const deposit = service ? depositFor(shop.deposit_rule, shop.deposit_value, service.price) : null

  if (booked) return <Confirmation booking={booked} data={data} lang={lang} />

  const chooseSlot = (next: Slot | null) => {
    setSlot(next)
    setFailure(null)
    setAttemptKey(newAttemptKey())
    if (next) revealStep('step-confirm')
  }

  const submit = form.handleSubmit(async ({ phone, note }) => {
    if (!serviceId || !slot) return
    setFailure(null)
    try {
      const booking = await create.mutateAsync({
        serviceId,
        staffId,
        startAt: slot.start_at,
        idempotencyKey: attemptKey,
        customerPhone: phone,
        note,
      })
      // With a deposit due, the time is held while the customer pays it.
      if (booking.status === 'awaiting_payment') {
        void navigate(paths.bookingPay.getHref(booking.id))
        return
      }
      setBooked(booking)
      window.scrollTo({ top: 0 })
    } catch (error) {
      const code = error instanceof FunctionError ? error.code : ''
      setFailure(errorText(error, { hours: shop.cancel_notice_hours }))
      if (code === 'slot_taken' || code === 'too_soon' || code === 'outside_hours' || code === 'shop_closed') {
        setSlot(null)
        setAttemptKey(newAttemptKey())
        await client.refetchQueries({ queryKey: [...bookingKeys.all, 'slots', shop.id, serviceId] })
      }
    }
  })

  return (
    <Frame>
      <p className="text-sm font-medium text-rose-700">{shopName}</p>
      <h1 className="mt-1 text-2xl font-semibold tracking-tight text-stone-900 sm:text-3xl">{t('booking.title')}</h1>
      <HktNote className="mt-2" />
      <div className="mt-6 space-y-5">
        <Step n={1} id="step-service" title={t('booking.service.title')}>
          {services.length === 0 ? (
            <p className="text-stone-700">{t('booking.service.none')}</p>
          ) : (
            <ul className="space-y-2">
              {services.map((s) => (
                <li key={s.id}>
                  <button
                    type="button"
                    aria-pressed={serviceId === s.id}
                    className={choiceClasses(serviceId === s.id)}
                    onClick={() => {
                      setServiceId(s.id)
                      if (staffId && !staff.find((x) => x.id === staffId)?.serviceIds.includes(s.id)) setStaffId(null)
                      setDate(null)
                      chooseSlot(null)
                      revealStep('step-staff')
                    }}
                  >
                    <span>
                      <span className="block font-medium text-stone-900">{localName(s, lang)}</span>
                      {s.duration ? (
                        <span className="text-sm text-stone-600">{t('booking.service.minutes', { count: s.duration })}</span>
                      ) : null}
                    </span>
                    <span className="shrink-0 font-medium text-stone-900">{priceLabel(s.price, s.price_is_from, lang)}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </Step>

        {service && (
          <Step n={2} id="step-staff" title={t('booking.staff.title')}>
            <ul className="grid gap-2 sm:grid-cols-2">
              <li>
                <button
                  type="button"
                  aria-pressed={staffId === null}
                  className={choiceClasses(staffId === null)}
                  onClick={() => {
                    setStaffId(null)
                    chooseSlot(null)
                    revealStep('step-date')
                  }}
                >
                  <span>
                    <span className="block font-medium text-stone-900">{t('booking.staff.any')}</span>
                    <span className="text-sm text-stone-600">{t('booking.staff.anyHint')}</span>
                  </span>
                </button>
              </li>
              {staffForService.map((s) => (
                <li key={s.id}>
                  <button
                    type="button"
                    aria-pressed={staffId === s.id}
                    className={choiceClasses(staffId === s.id)}
                    onClick={() => {
                      setStaffId(s.id)
                      chooseSlot(null)
                      revealStep('step-date')
                    }}
                  >
                    <span>
                      <span className="block font-medium text-stone-900">{localName(s, lang)}</span>
                      {(lang === 'zh' ? s.title_zh || s.title : s.title) && (
                        <span className="text-sm text-stone-600">{lang === 'zh' ? s.title_zh || s.title : s.title}</span>
                      )}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          </Step>
        )}

        {service && (
          <Step n={3} id="step-date" title={t('booking.date.title')}>
            <DatePicker
              key={`${service.id}-${staffId ?? 'any'}`}
              shopId={shop.id}
              serviceId={service.id}
              staffId={staffId}
              horizonDays={shop.horizon_days}
              value={date}
              onChange={(next) => {
                setDate(next)
                chooseSlot(null)
                if (next) revealStep('step-time')
              }}
            />
          </Step>
        )}

        {service && date && (
          <Step n={4} id="step-time" title={t('booking.time.title', { date: formatHkDay(date, lang) })}>
            {failure && (
              <p role="alert" className="mb-3 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800" data-testid="booking-error">
                {failure}
              </p>
            )}
            <SlotGrid
              shopId={shop.id}
              serviceId={service.id}
              staffId={staffId}
              date={date}
              value={slot?.start_at ?? null}
              onChange={chooseSlot}
            />
          </Step>
        )}

        {service && date && slot && (
          <Step n={5} id="step-confirm" title={t('booking.confirm.title')}>
            <form onSubmit={(e) => void submit(e)} noValidate>
              <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[8rem_1fr]">
                <dt className="text-stone-600">{t('booking.summary.service')}</dt>
                <dd className="text-stone-900">
                  {localName(service, lang)} · {priceLabel(service.price, service.price_is_from, lang)}
                </dd>
                <dt className="text-stone-600">{t('booking.summary.staff')}</dt>
                <dd className="text-stone-900">{chosenStaff ? localName(chosenStaff, lang) : t('booking.staff.any')}</dd>
                <dt className="text-stone-600">{t('booking.summary.when')}</dt>
                <dd className="text-stone-900" data-testid="summary-when">
                  {t('booking.atHkt', { when: formatHkSpan(slot.start_at, null, lang) })}
                </dd>
                {deposit !== null && (
                  <>
                    <dt className="text-stone-600">{p.t('book.deposit')}</dt>
                    <dd className="font-medium text-stone-900" data-testid="summary-deposit">
                      {p.t('book.depositDue', { amount: formatHkd(deposit) })}
                    </dd>
                  </>
                )}
              </dl>
              {deposit !== null && (
                <p className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950" data-testid="deposit-terms">
                  {p.t('book.depositHint', {
                    minutes: shop.payment_window_min,
                    hours: shop.cancel_notice_hours,
                    methods: p.t(`book.methods.${depositMethods(shop)}`),
                  })}
                </p>
              )}
              <FormField
                className="mt-4"
                label={t('booking.confirm.phone')}
                hint={t('booking.confirm.phoneHint')}
                error={form.formState.errors.phone?.message ? t(form.formState.errors.phone.message as 'booking.confirm.phoneInvalid') : undefined}
              >
                {(control) => <Input {...control} type="tel" inputMode="tel" autoComplete="tel" {...form.register('phone')} />}
              </FormField>
              <FormField
                className="mt-4"
                label={t('booking.confirm.note')}
                hint={t('booking.confirm.noteHint', { max: NOTE_MAX })}
                error={form.formState.errors.note?.message ? t(form.formState.errors.note.message as 'booking.confirm.noteTooLong', { max: NOTE_MAX }) : undefined}
              >
                {(control) => <Textarea {...control} rows={3} {...form.register('note')} />}
              </FormField>
              {!shop.auto_confirm && <p className="mt-3 text-sm text-amber-800">{t('booking.confirm.requestMode')}</p>}
              <Button type="submit" size="lg" className="mt-4 w-full sm:w-auto" disabled={create.isPending}>
                {create.isPending
                  ? t('booking.confirm.sending')
                  : deposit !== null
                    ? p.t('book.confirm')
                    : shop.auto_confirm
                      ? t('booking.confirm.book')
                      : t('booking.confirm.request')}
              </Button>
            </form>
          </Step>
        )}
      </div>
    </Frame>
  )
}

function Confirmation({ booking, data, lang }: { booking: Booking; data: BookingShopData; lang: Lang }) {
  const { t } = useBookingT()
  const pending = booking.status === 'pending'
  const service = data.services.find((s) => s.id === booking.service_id)
  const staff = data.staff.find((s) => s.id === booking.staff_id)
  const Icon = pending ? Hourglass : CalendarCheck
  return (
    <Frame>
      <section
        aria-labelledby="done-title"
        className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200"
        data-testid="booking-confirmation"
        data-status={booking.status}
      >
        <Icon aria-hidden="true" className={cn('size-10', pending ? 'text-amber-600' : 'text-emerald-600')} />
        <h1 id="done-title" className="mt-3 text-2xl font-semibold tracking-tight text-stone-900">
          {pending ? t('booking.done.pendingTitle') : t('booking.done.confirmedTitle')}
        </h1>
        <p className="mt-2 text-stone-700">{pending ? t('booking.done.pendingText') : t('booking.done.confirmedText')}</p>
        <dl className="mt-4 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[8rem_1fr]">
          <dt className="text-stone-600">{t('booking.summary.shop')}</dt>
          <dd className="text-stone-900">{localName(data.shop, lang)}</dd>
          <dt className="text-stone-600">{t('booking.summary.service')}</dt>
          <dd className="text-stone-900">{localName(service, lang)}</dd>
          <dt className="text-stone-600">{t('booking.summary.staff')}</dt>
          <dd className="text-stone-900">{staff ? localName(staff, lang) : ''}</dd>
          <dt className="text-stone-600">{t('booking.summary.when')}</dt>
          <dd className="text-stone-900" data-testid="done-when">
            {t('booking.atHkt', { when: formatHkSpan(booking.start_at, booking.end_at, lang) })}
          </dd>
          {booking.note && (
            <>
              <dt className="text-stone-600">{t('booking.summary.note')}</dt>
              <dd className="text-stone-900">{booking.note}</dd>
            </>
          )}
        </dl>
        <HktNote className="mt-4" />
        <Link to={paths.user.bookings.getHref()} className={buttonClasses('primary', 'md', 'mt-6')}>
          {t('booking.done.myBookings')}
        </Link>
      </section>
    </Frame>
  )
}
