// The workspace's Payments section (salon-day.md C.3; the owner and managers — staff never see
// it, and the server refuses them: C.5.4): card money held and payable; the FPS payments customers
// say they made, with their screenshot, to confirm as received or not; the FPS refunds the shop
// owes until marked refunded; the open payments with their state; payouts; and the monthly
// statement with its CSV. Times in Hong Kong time.
import { useState, type ReactNode } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { toast } from 'sonner'
import { Download, ExternalLink } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { HktNote } from '@/components/booking/hkt-note'
import { usePaymentsT } from '@/components/payments/i18n'
import { PaymentBadge } from '@/components/payments/payment-badge'
import { formatHkd, formatHkDate, formatHkSpan, formatSignedHkd, hkDateKey } from '@/lib/format'
import { useLiveInvalidate } from '@/lib/use-live-invalidate'
import type { Lang } from '@/lib/enums'
import type { SectionProps } from '../sections'
import {
  proofUrl,
  shopMoneyKeys,
  shopMoneyQuery,
  STATEMENT_KINDS,
  statementQuery,
  useConfirmPayment,
  useMarkRefunded,
  type MoneyPayment,
  type ShopMoney,
} from './api/shop-money'
import { REFUND_REFERENCE_MAX, refundSchema, type RefundValues } from './lib/refund-schema'
import { Loading, LoadError, QueryView } from '../components/query-states'
import { EditorCard } from '../components/editor-card'

/** The payments page's cards: white, raised, roomier from the small breakpoint. */
const CARD = 'rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-6'

type PaymentsT = ReturnType<typeof usePaymentsT>['t']

export default function PaymentsSection({ shop }: SectionProps) {
  const { t, lang } = usePaymentsT()
  const money = useQuery(shopMoneyQuery(shop.id))
  // A customer's "I have paid", a card payment's webhook or a cancellation shows without a reload.
  useLiveInvalidate('bookings', `shop_id=eq.${shop.id}`, [shopMoneyKeys.money(shop.id)])
  return (
    <section aria-labelledby="payments-title" className="space-y-5" data-testid="merchant-payments">
      <div className={CARD}>
        <h2 id="payments-title" className="text-lg font-semibold text-stone-900">
          {t('shop.title')}
        </h2>
        <p className="mt-1 text-sm text-stone-600">{t('shop.intro')}</p>
        <HktNote className="mt-1" />
        {money.isPending ? (
          <Loading text={t('shop.loading')} className="mt-4" />
        ) : money.isError ? (
          <div className="mt-4">
            <LoadError text={t('shop.loadError')} />
            <Button variant="outline" size="sm" className="mt-2" onClick={() => void money.refetch()}>
              {t('pay.retry')}
            </Button>
          </div>
        ) : (
          <Figures money={money.data} t={t} />
        )}
      </div>
      {money.data && <Lists money={money.data} lang={lang} />}
      <StatementCard shopId={shop.id} lang={lang} />
    </section>
  )
}

function Figures({ money, t }: { money: ShopMoney; t: PaymentsT }) {
  const figures = [
    { key: 'held', label: t('shop.held'), hint: t('shop.heldHint'), value: money.held_hkd },
    { key: 'payable', label: t('shop.payable'), hint: t('shop.payableHint'), value: money.payable_hkd },
  ]
  return (
    <dl className="mt-4 grid gap-3 sm:grid-cols-2">
      {figures.map((f) => (
        <div key={f.key} className="rounded-xl bg-stone-50 p-4 ring-1 ring-stone-200" data-testid={`money-${f.key}`}>
          <dt className="text-sm text-stone-600">{f.label}</dt>
          <dd className="mt-1 text-2xl font-semibold text-stone-900 tabular-nums">{formatHkd(f.value) || 'HK$0'}</dd>
          <dd className="mt-1 text-xs text-stone-600">{f.hint}</dd>
        </div>
      ))}
    </dl>
  )
}

function Lists({ money, lang }: { money: ShopMoney; lang: Lang }) {
  const { t } = usePaymentsT()
  const toCheck = money.payments_open.filter((p) => p.method === 'fps' && p.status === 'reported')
  return (
    <>
      <PaymentList
        id="to-confirm"
        title={t('shop.toConfirm')}
        hint={t('shop.toConfirmHint')}
        empty={t('shop.toConfirmEmpty')}
        payments={toCheck}
        lang={lang}
        action={(p) => <ConfirmActions payment={p} />}
      />
      <PaymentList
        id="refunds"
        title={t('shop.refunds')}
        hint={t('shop.refundsHint')}
        empty={t('shop.refundsEmpty')}
        payments={money.refunds_owed}
        lang={lang}
        action={(p) => <RefundAction payment={p} />}
      />
      <PaymentList id="open" title={t('shop.list')} empty={t('shop.listEmpty')} payments={money.payments_open} lang={lang} />
      <EditorCard className={CARD} id="payouts-title" title={t('shop.payouts')} testId="payments-payouts">
        {money.payouts.length === 0 ? (
          <p className="text-sm text-stone-600">{t('shop.payoutsEmpty')}</p>
        ) : (
          <ul className="divide-y divide-stone-100">
            {money.payouts.map((o) => (
              <li key={o.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3 text-sm" data-testid="payout">
                <span className="font-semibold text-stone-900 tabular-nums">{formatHkd(o.amount_hkd)}</span>
                <span className="text-stone-700">
                  {o.status === 'sent'
                    ? `${t('shop.columns.sentAt')}: ${formatHkDate(o.sent_at, lang)}${o.bank_reference ? ` · ${o.bank_reference}` : ''}`
                    : `${t('shop.columns.dueBy')}: ${formatHkDate(o.due_by, lang)}`}
                </span>
                <span className={o.status === 'sent' ? 'text-emerald-800' : 'text-amber-800'}>{t(`shop.payoutStatus.${o.status}`)}</span>
              </li>
            ))}
          </ul>
        )}
      </EditorCard>
    </>
  )
}

/** A card of payments (its hint shown while it has some), each with the card's action. */
function PaymentList({
  id,
  title,
  hint,
  empty,
  payments,
  lang,
  action,
}: {
  id: string
  title: string
  hint?: string
  empty: string
  payments: MoneyPayment[]
  lang: Lang
  action?: (payment: MoneyPayment) => ReactNode
}) {
  return (
    <EditorCard className={CARD} id={`${id}-title`} title={title} intro={payments.length ? hint : undefined} testId={`payments-${id}`}>
      {payments.length === 0 ? (
        <p className="text-sm text-stone-600">{empty}</p>
      ) : (
        <ul className="divide-y divide-stone-100">
          {payments.map((p) => (
            <PaymentItem key={p.id} payment={p} lang={lang}>
              {action?.(p)}
            </PaymentItem>
          ))}
        </ul>
      )}
    </EditorCard>
  )
}

/** One payment: the customer, the booking's time, the method, amount, reference and state. */
function PaymentItem({ payment: p, lang, children }: { payment: MoneyPayment; lang: Lang; children?: ReactNode }) {
  const { t } = usePaymentsT()
  return (
    <li className="py-3" data-testid="payment" data-payment-id={p.id} data-reference={p.reference} data-status={p.status}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-medium text-stone-900">{p.customer_name || t('shop.someone')}</p>
          {p.booking_start_at && <p className="text-sm text-stone-600">{formatHkSpan(p.booking_start_at, null, lang)}</p>}
        </div>
        <PaymentBadge status={p.status} />
      </div>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm sm:grid-cols-[auto_1fr_auto_1fr_auto_1fr]">
        <dt className="text-stone-600">{t('shop.columns.amount')}</dt>
        <dd className="font-medium text-stone-900 tabular-nums">{formatHkd(p.amount_hkd)}</dd>
        <dt className="text-stone-600">{t('shop.columns.method')}</dt>
        <dd className="text-stone-900">{t(`method.${p.method}`)}</dd>
        <dt className="text-stone-600">{t('shop.columns.reference')}</dt>
        <dd className="font-mono text-stone-900">{p.reference}</dd>
      </dl>
      {p.reported_at && p.status === 'reported' && (
        <p className="mt-1 text-sm text-stone-600">{t('shop.reportedAt', { time: formatHkSpan(p.reported_at, null, lang) })}</p>
      )}
      {children}
    </li>
  )
}

/** Confirm received / Not received, and the customer's screenshot when there is one. */
function ConfirmActions({ payment }: { payment: MoneyPayment }) {
  const { t } = usePaymentsT()
  const confirm = useConfirmPayment()
  const act = (action: 'received' | 'not_received') =>
    confirm.mutate(
      { paymentId: payment.id, action },
      {
        onSuccess: () => toast.success(action === 'received' ? t('shop.confirmed') : t('shop.rejected')),
        onError: () => toast.error(t('shop.actionError')),
      },
    )
  return (
    <div className="mt-3 flex flex-wrap items-center gap-2">
      {payment.proof_path ? <ProofLink path={payment.proof_path} /> : <span className="text-sm text-stone-500">{t('shop.noProof')}</span>}
      <span className="grow" />
      <Button size="sm" variant="outline" disabled={confirm.isPending} onClick={() => act('not_received')}>
        {t('shop.notReceived')}
      </Button>
      <Button size="sm" disabled={confirm.isPending} onClick={() => act('received')}>
        {t('shop.received')}
      </Button>
    </div>
  )
}

/** Opens the screenshot through a signed URL made on demand (the bucket is private). */
function ProofLink({ path }: { path: string }) {
  const { t } = usePaymentsT()
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle')
  const open = async () => {
    // The window is opened at the click, so no pop-up blocker stops it; the link follows.
    const win = window.open('', '_blank')
    setState('busy')
    try {
      const url = await proofUrl(path)
      if (win) {
        win.opener = null
        win.location.href = url
      } else window.location.assign(url)
      setState('idle')
    } catch {
      win?.close()
      setState('failed')
    }
  }
  return (
    <span className="flex items-center gap-2">
      <Button size="sm" variant="ghost" onClick={() => void open()} disabled={state === 'busy'} data-testid="proof-link">
        <ExternalLink aria-hidden="true" className="size-4" />
        {state === 'busy' ? t('shop.proofLoading') : t('shop.proof')}
      </Button>
      {state === 'failed' && (
        <span role="alert" className="text-sm text-red-700">
          {t('shop.proofError')}
        </span>
      )}
    </span>
  )
}

/** Mark refunded, with the shop's own FPS transfer reference (optional). */
function RefundAction({ payment }: { payment: MoneyPayment }) {
  const { t } = usePaymentsT()
  const [open, setOpen] = useState(false)
  const refund = useMarkRefunded()
  const form = useForm<RefundValues>({ resolver: zodResolver(refundSchema), defaultValues: { reference: '' } })
  const amount = formatHkd(payment.amount_hkd)
  const error = form.formState.errors.reference?.message
  const submit = form.handleSubmit(async ({ reference }) => {
    try {
      await refund.mutateAsync({ paymentId: payment.id, reference: reference || undefined })
      toast.success(t('shop.refundDone'))
      setOpen(false)
    } catch {
      toast.error(t('shop.actionError'))
    }
  })
  return (
    <div className="mt-3 flex justify-end">
      <Button size="sm" onClick={() => setOpen(true)}>
        {t('shop.markRefunded')}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        {open && (
          <DialogContent closeLabel={t('shop.close')}>
            <DialogTitle>{t('shop.refundTitle', { amount })}</DialogTitle>
            <DialogDescription>{t('shop.refundText', { amount, name: payment.customer_name || t('shop.someone') })}</DialogDescription>
            <form onSubmit={(e) => void submit(e)} noValidate className="mt-4">
              <FormField label={t('shop.refundReference')} error={error ? t(error as 'shop.refundReferenceTooLong') : undefined}>
                {(control) => <Input {...control} maxLength={REFUND_REFERENCE_MAX + 20} autoComplete="off" {...form.register('reference')} />}
              </FormField>
              <div className="mt-5 flex flex-wrap justify-end gap-2">
                <Button variant="outline" onClick={() => setOpen(false)}>
                  {t('shop.close')}
                </Button>
                <Button type="submit" disabled={refund.isPending}>
                  {t('shop.refundSave')}
                </Button>
              </div>
            </form>
          </DialogContent>
        )}
      </Dialog>
    </div>
  )
}

/** Saves the statement's CSV (UTF-8 with BOM, as the server made it) without leaving the page. */
function downloadCsv(csv: string, month: string) {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }))
  const link = document.createElement('a')
  link.href = url
  link.download = `emu-statement-${month}.csv`
  link.click()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}

function StatementCard({ shopId, lang }: { shopId: string; lang: Lang }) {
  const { t } = usePaymentsT()
  const [month, setMonth] = useState(() => hkDateKey().slice(0, 7))
  const statement = useQuery(statementQuery(shopId, month))
  return (
    <EditorCard className={CARD} id="statement-title" title={t('shop.statement')} testId="payments-statement">
      <div className="flex flex-wrap items-end gap-3">
        <FormField label={t('shop.statementMonth')}>
          {(control) => (
            <Input {...control} type="month" value={month} max={hkDateKey().slice(0, 7)} onChange={(e) => setMonth(e.target.value)} className="w-48" />
          )}
        </FormField>
        <Button variant="outline" disabled={!statement.data} onClick={() => statement.data && downloadCsv(statement.data.csv, month)}>
          <Download aria-hidden="true" className="size-4" />
          {t('shop.download')}
        </Button>
      </div>
      <QueryView
        query={statement}
        loading={t('shop.statementLoading')}
        error={t('shop.statementError')}
        empty={t('shop.statementEmpty')}
        isEmpty={(data) => data.lines.length === 0}
        className="mt-3"
      >
        {(data) => (
          <>
            <p aria-hidden="true" className="mt-3 hidden grid-cols-[10rem_10rem_1fr_auto] gap-x-3 border-b border-stone-200 pb-1 text-xs font-medium text-stone-600 sm:grid">
              <span>{t('shop.statementColumns.at')}</span>
              <span>{t('shop.statementColumns.kind')}</span>
              <span>{t('shop.statementColumns.reference')}</span>
              <span className="text-right">{t('shop.statementColumns.amount')}</span>
            </p>
            <ul className="mt-3 divide-y divide-stone-100 text-sm sm:mt-0" data-testid="statement-lines">
              {data.lines.map((line, i) => (
                <li key={`${line.at}-${i}`} className="grid grid-cols-[1fr_auto] gap-x-3 py-2 sm:grid-cols-[10rem_10rem_1fr_auto]" data-kind={line.kind}>
                  <span className="text-stone-600">{formatHkDate(line.at, lang)}</span>
                  <span className="text-right font-medium text-stone-900 tabular-nums sm:order-last">{formatSignedHkd(line.amount_hkd)}</span>
                  <span className="text-stone-900">{t(`shop.kinds.${line.kind}`)}</span>
                  <span className="font-mono text-stone-700">{line.reference ?? ''}</span>
                </li>
              ))}
            </ul>
            <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 border-t border-stone-200 pt-3 text-sm" data-testid="statement-totals">
              {STATEMENT_KINDS.filter((kind) => data.totals[`${kind}_hkd`]).map((kind) => (
                <div key={kind} className="contents">
                  <dt className="text-stone-700">
                    {t('shop.total')} · {t(`shop.kinds.${kind}`)}
                  </dt>
                  <dd className="text-right font-semibold text-stone-900 tabular-nums">{formatSignedHkd(data.totals[`${kind}_hkd`])}</dd>
                </div>
              ))}
            </dl>
          </>
        )}
      </QueryView>
    </EditorCard>
  )
}
