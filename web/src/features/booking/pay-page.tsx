// /bookings/{id}/pay (salon-day.md C.3): a booking held while its customer pays the shop's
// deposit. The deadline in Hong Kong time and a countdown; FPS — the server's QR (the EMVCo
// payload with the exact amount and reference), the payee, account, amount and reference each
// with a copy button, then "I have paid" with an optional screenshot and a "waiting for the shop"
// state; card (when the shop accepts cards and the platform has them) — Stripe Checkout, whose
// success_url / cancel_url come back here (?checkout=success|cancel). The page re-reads the
// booking every few seconds while it waits, so the paid state (a webhook, the shop's
// confirmation) and the release at the deadline (C.6) show without a reload.
import { useEffect, useState, type ReactNode } from 'react'
import { Link, Navigate, useParams, useSearchParams } from 'react-router'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { CalendarCheck, CircleAlert, Copy, CreditCard, Hourglass, ImageUp, Timer } from 'lucide-react'
import { Button, buttonClasses } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { PillTabs } from '@/components/ui/pill-tabs'
import { LoadingScreen } from '@/components/loading-screen'
import { HktNote } from '@/components/booking/hkt-note'
import { useBookingT } from '@/components/booking/i18n'
import { localName } from '@/components/booking/names'
import { usePaymentsT } from '@/components/payments/i18n'
import { paths } from '@/config/paths'
import { cardPaymentsOn } from '@/lib/app-config'
import { countdownText, standingPayment, type PaymentMethod } from '@/lib/deposit'
import { useErrorText } from '@/lib/errors/use-error-text'
import { formatHkd, formatHkSpan } from '@/lib/format'
import { FunctionError } from '@/lib/invoke-function'
import { useDocumentLang } from '@/lib/use-document-lang'
import { useLiveInvalidate } from '@/lib/use-live-invalidate'
import type { Lang } from '@/lib/enums'
import {
  fpsPaymentQuery,
  payBookingQuery,
  payKeys,
  PROOF_TYPES,
  startPayment,
  useReportPayment,
  type PayBooking,
  type PaymentRow,
  type StartedPayment,
} from './api/payments'
import { reportPaymentSchema, type ReportPaymentValues } from './lib/proof-schema'
import { CallError } from '@/components/call-error'
import { useSignedInUser } from '@/components/market/use-signed-in-user'

type PaymentsT = ReturnType<typeof usePaymentsT>['t']

export default function PayPage() {
  const { t, lang } = usePaymentsT()
  useDocumentLang(lang, t('pay.documentTitle'))
  const { id = '' } = useParams()
  const { session, userId, loginHref } = useSignedInUser()
  const [search] = useSearchParams()
  const checkout = search.get('checkout')
  // Polling until the booking is settled one way or the other (see below).
  const [polling, setPolling] = useState(true)
  const query = useQuery({ ...payBookingQuery(id, polling), enabled: Boolean(userId) })
  useLiveInvalidate('bookings', `user_id=eq.${userId}`, [payKeys.booking(id)], Boolean(userId))
  const awaiting = query.data?.booking.status === 'awaiting_payment'
  useEffect(() => {
    if (query.data !== undefined) setPolling(Boolean(query.data && query.data.booking.status === 'awaiting_payment'))
  }, [query.data])

  if (session.status === 'signed-out') {
    return <Navigate to={loginHref} replace />
  }
  if (session.status === 'unknown' || query.isPending) return <LoadingScreen fullScreen={false} />
  if (query.isError || !query.data) {
    return (
      <Frame>
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-red-800" data-testid="pay-error">
          {query.isError ? t('pay.loadError') : t('pay.notFound')}
        </p>
        {query.isError && (
          <Button variant="outline" className="mt-3" onClick={() => void query.refetch()}>
            {t('pay.retry')}
          </Button>
        )}
      </Frame>
    )
  }
  const { booking, payments } = query.data
  const shopName = localName(booking.shop, lang)
  return (
    <Frame>
      <p className="text-sm font-medium text-rose-700">{shopName}</p>
      <h1 className="mt-1 text-2xl font-semibold tracking-tight text-stone-900 sm:text-3xl">{t('pay.title')}</h1>
      <HktNote className="mt-2" />
      <Summary booking={booking} lang={lang} t={t} />
      {awaiting ? (
        <Paying booking={booking} payments={payments} userId={userId} checkout={checkout} lang={lang} />
      ) : (
        <Outcome booking={booking} payments={payments} lang={lang} />
      )}
    </Frame>
  )
}

function Frame({ children }: { children: ReactNode }) {
  return (
    <main className="flex-1 bg-stone-50 px-4 py-8 sm:py-12">
      <div className="mx-auto max-w-2xl" data-testid="pay-page">
        {children}
      </div>
    </main>
  )
}

function Card({ children, className = '', ...rest }: { children: ReactNode; className?: string } & Record<`data-${string}`, string>) {
  return (
    <section className={`mt-5 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-6 ${className}`} {...rest}>
      {children}
    </section>
  )
}

function Summary({ booking, lang, t }: { booking: PayBooking; lang: Lang; t: PaymentsT }) {
  const b = useBookingT()
  return (
    <Card>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[8rem_1fr]">
        <dt className="text-stone-600">{t('pay.summary.service')}</dt>
        <dd className="text-stone-900">{localName(booking.service, lang)}</dd>
        <dt className="text-stone-600">{t('pay.summary.when')}</dt>
        <dd className="text-stone-900" data-testid="pay-when">
          {b.t('booking.atHkt', { when: formatHkSpan(booking.start_at, booking.end_at, lang) })}
        </dd>
        <dt className="text-stone-600">{t('pay.summary.amount')}</dt>
        <dd className="text-lg font-semibold text-stone-900 tabular-nums" data-testid="pay-amount">
          {formatHkd(booking.deposit_hkd)}
        </dd>
      </dl>
    </Card>
  )
}

/** The time to pay by, and what is left of it (`now` ticks every second). */
function Deadline({ due, now, lang }: { due: string; now: number; lang: Lang }) {
  const { t } = usePaymentsT()
  const b = useBookingT()
  return (
    <div className="mt-5 flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-amber-50 px-5 py-4 ring-1 ring-amber-200" data-testid="pay-deadline">
      <p className="flex items-center gap-2 font-medium text-amber-950">
        <Hourglass aria-hidden="true" className="size-5 shrink-0" />
        {t('pay.deadline', { time: b.t('booking.atHkt', { when: formatHkSpan(due, null, lang) }) })}
      </p>
      <p className="flex items-center gap-1.5 text-amber-950">
        <Timer aria-hidden="true" className="size-5" />
        <span className="sr-only">{t('pay.remainingLabel')}</span>
        <span role="timer" aria-live="off" className="text-lg font-semibold tabular-nums" data-testid="pay-countdown">
          {t('pay.remaining', { time: countdownText(due, now) })}
        </span>
      </p>
    </div>
  )
}

/** Date.now(), once a second. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [])
  return now
}

function Paying({
  booking,
  payments,
  userId,
  checkout,
  lang,
}: {
  booking: PayBooking
  payments: PaymentRow[]
  userId: string
  checkout: string | null
  lang: Lang
}) {
  const { t } = usePaymentsT()
  const now = useNow()
  // The shop's ways to be paid: FPS with an account set, card when it accepts them and the
  // platform has them (C.3).
  const card = Boolean(booking.shop?.accept_card) && cardPaymentsOn()
  const fps = Boolean(booking.shop?.fps_proxy_type) || !card
  const methods = [...(fps ? (['fps'] as const) : []), ...(card ? (['card'] as const) : [])]
  const [method, setMethod] = useState<PaymentMethod>(card && (checkout || !fps) ? 'card' : 'fps')
  const due = booking.payment_due_at
  const fpsRow = payments.find((p) => p.method === 'fps') ?? null
  const reported = fpsRow?.status === 'reported'
  // At the deadline the booking is released (the booking jobs cancel it within seconds; C.6).
  if (due && Date.parse(due) <= now && !reported && checkout !== 'success') return <Released />
  return (
    <>
      {/* A reported FPS payment holds the booking until the shop answers: no deadline then. */}
      {due && !reported && <Deadline due={due} now={now} lang={lang} />}
      {checkout === 'success' && (
        <p role="status" className="mt-5 rounded-lg bg-sky-50 px-3 py-2 text-sky-900" data-testid="pay-checking">
          {t('pay.card.returning')}
        </p>
      )}
      {checkout === 'cancel' && (
        <p role="status" className="mt-5 rounded-lg bg-amber-50 px-3 py-2 text-amber-900" data-testid="pay-cancelled">
          {t('pay.card.cancelled')}
        </p>
      )}
      {reported ? (
        <Waiting row={fpsRow} lang={lang} />
      ) : (
        <Card>
          {methods.length > 1 && (
            <PillTabs
              label={t('pay.methodLabel')}
              variant="segmented"
              panelOf="pay"
              className="mb-5"
              selected={method}
              onSelect={setMethod}
              tabs={methods.map((id) => ({ id, label: t(`pay.tabs.${id}`) }))}
            />
          )}
          <div
            role={methods.length > 1 ? 'tabpanel' : undefined}
            id={methods.length > 1 ? 'panel-pay' : undefined}
            aria-labelledby={methods.length > 1 ? `tab-pay-${method}` : undefined}
          >
            {method === 'fps' ? (
              <FpsPanel bookingId={booking.id} userId={userId} row={fpsRow} />
            ) : (
              <CardPanel bookingId={booking.id} amount={formatHkd(booking.deposit_hkd)} />
            )}
          </div>
        </Card>
      )}
    </>
  )
}

/** The customer said they paid by FPS: the shop checks its account and confirms. */
function Waiting({ row, lang }: { row: PaymentRow | null; lang: Lang }) {
  const { t } = usePaymentsT()
  const b = useBookingT()
  return (
    <Card data-testid="pay-waiting">
      <Hourglass aria-hidden="true" className="size-9 text-amber-600" />
      <h2 className="mt-2 text-xl font-semibold text-stone-900">{t('pay.fps.waitingTitle')}</h2>
      <p className="mt-2 text-stone-700">{t('pay.fps.waitingText')}</p>
      {row?.reported_at && (
        <p className="mt-2 text-sm text-stone-600">
          {t('pay.fps.reportedAt', { time: b.t('booking.atHkt', { when: formatHkSpan(row.reported_at, null, lang) }) })}
        </p>
      )}
      <Link to={paths.user.bookings.getHref()} className={buttonClasses('outline', 'md', 'mt-5')}>
        {t('pay.myBookings')}
      </Link>
    </Card>
  )
}

function FpsPanel({ bookingId, userId, row }: { bookingId: string; userId: string; row: PaymentRow | null }) {
  const { t } = usePaymentsT()
  const errorText = useErrorText()
  const started = useQuery(fpsPaymentQuery(bookingId, true))
  const client = useQueryClient()
  // A refusal (the window closed meanwhile, nothing to pay) shows once the row is re-read.
  useEffect(() => {
    if (started.error instanceof FunctionError && started.error.status === 409) void client.invalidateQueries({ queryKey: payKeys.booking(bookingId) })
  }, [started.error, client, bookingId])
  if (started.isPending) {
    return (
      <p role="status" className="text-sm text-stone-600">
        {t('pay.fps.loading')}
      </p>
    )
  }
  if (started.isError) {
    return (
      <div>
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800" data-testid="pay-fps-error">
          {errorText(started.error)}
        </p>
        <Button variant="outline" className="mt-3" onClick={() => void started.refetch()}>
          {t('pay.retry')}
        </Button>
      </div>
    )
  }
  const payment = started.data
  // The shop said it did not receive it: the customer checks and reports again (until the deadline).
  const notReceived = Boolean(row?.reported_at) && row?.status === 'pending'
  return (
    <div data-testid="pay-fps">
      <p className="text-stone-700">{t('pay.fps.intro')}</p>
      {notReceived && (
        <p role="alert" className="mt-3 flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900" data-testid="pay-not-received">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t('pay.fps.notReceived')}
        </p>
      )}
      <div className="mt-4 flex flex-col items-center gap-5 sm:flex-row sm:items-start">
        {payment.fps_qr_svg && (
          <img
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(payment.fps_qr_svg)}`}
            alt={t('pay.fps.qrAlt', { amount: formatHkd(payment.amount_hkd), reference: payment.reference })}
            className="size-56 shrink-0 rounded-lg bg-white p-2 ring-1 ring-stone-200 [image-rendering:pixelated]"
            data-testid="fps-qr"
          />
        )}
        <FpsDetails payment={payment} />
      </div>
      <ReportForm paymentId={payment.id} bookingId={bookingId} userId={userId} />
    </div>
  )
}

function FpsDetails({ payment }: { payment: StartedPayment }) {
  const { t } = usePaymentsT()
  const fps = payment.fps
  const rows: { key: string; label: string; value: string; copy: boolean }[] = [
    ...(fps?.payee_name ? [{ key: 'payee', label: t('pay.fps.payee'), value: fps.payee_name, copy: false }] : []),
    ...(fps
      ? [{ key: 'proxy', label: `${t('pay.fps.proxy')} · ${t(`rules.proxyTypes.${fps.proxy_type}`)}`, value: fps.proxy_value, copy: true }]
      : []),
    ...(fps?.bank_code ? [{ key: 'bank', label: t('pay.fps.bankCode'), value: fps.bank_code, copy: false }] : []),
    { key: 'amount', label: t('pay.fps.amount'), value: payment.amount_hkd.toFixed(2), copy: true },
    { key: 'reference', label: t('pay.fps.reference'), value: payment.reference, copy: true },
  ]
  return (
    <dl className="w-full min-w-0 divide-y divide-stone-100 text-sm">
      {rows.map((row) => (
        <div key={row.key} className="flex items-center justify-between gap-3 py-2">
          <div className="min-w-0">
            <dt className="text-stone-600">{row.label}</dt>
            <dd className={`text-base break-all text-stone-900 ${row.key === 'payee' ? '' : 'font-mono'}`} data-testid={`fps-${row.key}`}>
              {row.key === 'amount' ? `HK$${row.value}` : row.value}
            </dd>
          </div>
          {row.copy && <CopyButton text={row.value} what={row.label} />}
        </div>
      ))}
    </dl>
  )
}

function CopyButton({ text, what }: { text: string; what: string }) {
  const { t } = usePaymentsT()
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle')
  useEffect(() => {
    if (state === 'idle') return
    const timer = setTimeout(() => setState('idle'), 2500)
    return () => clearTimeout(timer)
  }, [state])
  const copy = () =>
    navigator.clipboard
      .writeText(text)
      .then(() => setState('copied'))
      .catch(() => setState('failed'))
  return (
    <span className="flex shrink-0 flex-col items-end">
      <Button variant="outline" size="sm" onClick={() => void copy()} aria-label={t('pay.fps.copyLabel', { what })}>
        <Copy aria-hidden="true" className="size-4" />
        {state === 'copied' ? t('pay.fps.copied') : t('pay.fps.copy')}
      </Button>
      <span aria-live="polite" className="sr-only">
        {state === 'copied' ? t('pay.fps.copied') : ''}
      </span>
      {state === 'failed' && <span className="mt-1 max-w-40 text-right text-xs text-red-700">{t('pay.fps.copyFailed')}</span>}
    </span>
  )
}

/** "I have paid", with an optional screenshot (react-hook-form + zod). */
function ReportForm({ paymentId, bookingId, userId }: { paymentId: string; bookingId: string; userId: string }) {
  const { t } = usePaymentsT()
  const report = useReportPayment(bookingId)
  const form = useForm<ReportPaymentValues>({ resolver: zodResolver(reportPaymentSchema), defaultValues: { proof: null } })
  const proofError = form.formState.errors.proof?.message
  const proof = form.watch('proof')
  const submit = form.handleSubmit(async ({ proof }) => {
    await report.mutateAsync({ paymentId, userId, proof: proof ?? null }).catch(() => undefined)
  })
  const { onChange: _ignored, ...proofField } = form.register('proof')
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="mt-6 border-t border-stone-200 pt-5" data-testid="pay-report">
      <h2 className="text-base font-semibold text-stone-900">{t('pay.fps.paidTitle')}</h2>
      <FormField
        className="mt-3"
        label={t('pay.fps.proof')}
        hint={t('pay.fps.proofHint')}
        error={proofError ? t(proofError as 'pay.fps.proofType') : undefined}
      >
        {(control) => (
          // The browser's own file button speaks the browser's language: ours speaks the page's.
          <div className="flex flex-wrap items-center gap-3">
            <input
              {...control}
              {...proofField}
              type="file"
              accept={PROOF_TYPES.join(',')}
              className="peer sr-only"
              onChange={(e) => form.setValue('proof', e.target.files?.[0] ?? null, { shouldValidate: true })}
            />
            <label
              htmlFor={control.id}
              className={buttonClasses('outline', 'md', 'cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-rose-600')}
            >
              <ImageUp aria-hidden="true" className="size-4" />
              {t('pay.fps.choose')}
            </label>
            <span className="min-w-0 truncate text-sm text-stone-700" data-testid="proof-name">
              {proof?.name ?? t('pay.fps.noFile')}
            </span>
          </div>
        )}
      </FormField>
      <CallError call={report} className="mt-3 rounded-lg bg-red-50 px-3 py-2" />
      <Button type="submit" size="lg" className="mt-4 w-full sm:w-auto" disabled={report.isPending}>
        {report.isPending ? t('pay.fps.sending') : t('pay.fps.iHavePaid')}
      </Button>
    </form>
  )
}

/** Card: start-payment card, then Stripe's hosted page (same session on a retry). */
function CardPanel({ bookingId, amount }: { bookingId: string; amount: string }) {
  const { t } = usePaymentsT()
  const errorText = useErrorText()
  const [state, setState] = useState<{ busy: boolean; error: unknown }>({ busy: false, error: null })
  const go = async () => {
    setState({ busy: true, error: null })
    try {
      const payment = await startPayment({ bookingId, method: 'card' })
      if (!payment.checkout_url) throw new FunctionError(503, 'payment_provider_unavailable', 'no checkout_url')
      window.location.assign(payment.checkout_url)
    } catch (error) {
      setState({ busy: false, error })
    }
  }
  return (
    <div data-testid="pay-card">
      <p className="text-stone-700">{t('pay.card.intro', { amount })}</p>
      {state.error !== null && (
        <p role="alert" className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800" data-testid="pay-card-error">
          {errorText(state.error)}
        </p>
      )}
      <Button size="lg" className="mt-4 w-full sm:w-auto" disabled={state.busy} onClick={() => void go()}>
        <CreditCard aria-hidden="true" className="size-5" />
        {state.busy ? t('pay.card.starting') : t('pay.card.button', { amount })}
      </Button>
    </div>
  )
}

/** Unpaid at the deadline: the booking was released (C.6's message). */
function Released() {
  const { t } = usePaymentsT()
  const errorText = useErrorText()
  return (
    <OutcomeCard state="released" icon={<CircleAlert aria-hidden="true" className="size-10 text-red-600" />} title={t('pay.releasedTitle')} text={errorText('payment_window_closed')} />
  )
}

function OutcomeCard({ state, icon, title, text }: { state: string; icon: ReactNode; title: string; text: string }) {
  const { t } = usePaymentsT()
  return (
    <Card data-testid="pay-outcome" data-state={state}>
      {icon}
      <div role={state === 'released' ? 'alert' : 'status'}>
        <h2 className="mt-3 text-xl font-semibold text-stone-900">{title}</h2>
        <p className="mt-2 text-stone-700">{text}</p>
      </div>
      <Link to={paths.user.bookings.getHref()} className={buttonClasses('primary', 'md', 'mt-5')}>
        {t('pay.myBookings')}
      </Link>
    </Card>
  )
}

/** The booking is no longer waiting: paid (confirmed, or a request waiting for the shop), released unpaid, or never asked a deposit. */
function Outcome({ booking, payments, lang }: { booking: PayBooking; payments: PaymentRow[]; lang: Lang }) {
  const { t } = usePaymentsT()
  const b = useBookingT()
  const errorText = useErrorText()
  if (booking.status === 'cancelled' && booking.cancel_reason === 'unpaid') return <Released />
  const standing = standingPayment(payments)
  const paid = standing !== null && !['pending', 'reported', 'expired', 'cancelled'].includes(standing.status)
  if (paid && (booking.status === 'confirmed' || booking.status === 'pending')) {
    const confirmed = booking.status === 'confirmed'
    return (
      <OutcomeCard
        state={confirmed ? 'paid' : 'paid-pending'}
        icon={<CalendarCheck aria-hidden="true" className="size-10 text-emerald-600" />}
        title={confirmed ? t('pay.paidTitle') : t('pay.paidPendingTitle')}
        text={t('pay.paidText', { when: b.t('booking.atHkt', { when: formatHkSpan(booking.start_at, booking.end_at, lang) }) })}
      />
    )
  }
  return (
    <OutcomeCard
      state="not-needed"
      icon={<CircleAlert aria-hidden="true" className="size-10 text-stone-500" />}
      title={t('pay.notNeededTitle')}
      text={errorText('payment_not_needed')}
    />
  )
}
