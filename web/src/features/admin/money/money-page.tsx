// /admin/money (salon-day.md C.3): the platform's money read from the ledger — card deposits
// held, refunds pending, payouts due — and the payouts, the due ones first by their deadline
// (30 days after the earliest kept deposit), each marked sent with the bank's reference.
import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { formatHkd, formatShortDate } from '@/lib/format'
import type { Payout } from '@/lib/money'
import { cn } from '@/lib/cn'
import { PageHeader } from '../components/page-header'
import { EmptyState, ErrorState, LoadingState } from '../components/states'
import { useAdminT, type AdminKey } from '../i18n/use-admin-t'
import { adminMoneyQuery, useMarkPayoutSent, type AdminMoney } from './api/admin-money'
import { markSentSchema, payoutOrder, type MarkSentValues } from './money.utils'
import { CallError } from '@/components/call-error'

export default function MoneyPage() {
  const { t } = useAdminT()
  const query = useQuery(adminMoneyQuery())
  return (
    <div data-testid="admin-money">
      <PageHeader title={t('money.title')} subtitle={t('money.subtitle')} />
      {query.isPending ? (
        <LoadingState label={t('money.loading')} />
      ) : query.isError ? (
        <ErrorState
          label={t('money.loadError')}
          action={
            <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
              {t('money.retry')}
            </Button>
          }
        />
      ) : (
        <>
          <Figures money={query.data} />
          <Payouts payouts={query.data.payouts} />
        </>
      )}
    </div>
  )
}

function Figures({ money }: { money: AdminMoney }) {
  const { t } = useAdminT()
  const figures: { key: string; label: AdminKey; hint: AdminKey; value: number }[] = [
    { key: 'held', label: 'money.held', hint: 'money.heldHint', value: money.held_hkd },
    { key: 'refunds', label: 'money.refundsPending', hint: 'money.refundsPendingHint', value: money.refunds_pending_hkd },
    { key: 'payouts', label: 'money.payoutsDue', hint: 'money.payoutsDueHint', value: money.payouts_due_hkd },
  ]
  return (
    <dl className="grid gap-3 sm:grid-cols-3">
      {figures.map((f) => (
        <div key={f.key} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200" data-testid={`admin-money-${f.key}`}>
          <dt className="text-sm text-stone-600">{t(f.label)}</dt>
          <dd className="mt-1 text-2xl font-semibold text-stone-900 tabular-nums">{formatHkd(f.value) || 'HK$0'}</dd>
          <dd className="mt-1 text-xs text-stone-600">{t(f.hint)}</dd>
        </div>
      ))}
    </dl>
  )
}

function Payouts({ payouts }: { payouts: Payout[] }) {
  const { t, language } = useAdminT()
  const [marking, setMarking] = useState<Payout | null>(null)
  const rows = payoutOrder(payouts)
  return (
    <section aria-labelledby="payouts-title" className="mt-6 rounded-xl bg-white shadow-sm ring-1 ring-stone-200">
      <h2 id="payouts-title" className="border-b border-stone-200 px-4 py-3 font-semibold text-stone-900">
        {t('money.payouts')}
      </h2>
      {rows.length === 0 ? (
        <EmptyState label={t('money.payoutsEmpty')} />
      ) : (
        <ul className="divide-y divide-stone-100">
          {rows.map((p) => (
            <li
              key={p.id}
              className="grid gap-x-4 gap-y-1 px-4 py-3 text-sm sm:grid-cols-[minmax(0,2fr)_1fr_1fr_minmax(0,1.5fr)_auto] sm:items-center"
              data-testid="admin-payout"
              data-status={p.status}
            >
              <span className="font-medium text-stone-900">{p.shop_name ?? p.shop_id}</span>
              <span className="font-semibold text-stone-900 tabular-nums">{formatHkd(p.amount_hkd)}</span>
              <span>
                <span
                  className={cn(
                    'rounded-full px-2.5 py-0.5 text-xs font-medium',
                    p.status === 'sent' ? 'bg-emerald-100 text-emerald-900' : 'bg-amber-100 text-amber-900',
                  )}
                >
                  {t(`money.status.${p.status}`)}
                </span>
              </span>
              <span className="text-stone-700">
                {p.status === 'sent'
                  ? `${t('money.columns.sent')}: ${formatShortDate(p.sent_at, language)}${p.bank_reference ? ` · ${p.bank_reference}` : ''}`
                  : `${t('money.columns.dueBy')}: ${formatShortDate(p.due_by, language)}`}
              </span>
              <span className="sm:text-right">
                {p.status === 'due' && (
                  <Button size="sm" onClick={() => setMarking(p)}>
                    {t('money.markSent')}
                  </Button>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
      <Dialog open={marking !== null} onOpenChange={(open) => !open && setMarking(null)}>
        {marking && <MarkSentDialog payout={marking} onDone={() => setMarking(null)} />}
      </Dialog>
    </section>
  )
}

function MarkSentDialog({ payout, onDone }: { payout: Payout; onDone: () => void }) {
  const { t } = useAdminT()
  const mark = useMarkPayoutSent()
  const form = useForm<MarkSentValues>({ resolver: zodResolver(markSentSchema), defaultValues: { bankReference: '' } })
  const error = form.formState.errors.bankReference?.message
  const submit = form.handleSubmit(({ bankReference }) => mark.mutate({ payoutId: payout.id, bankReference }, { onSuccess: onDone }))
  return (
    <DialogContent closeLabel={t('money.cancel')}>
      <DialogTitle>{t('money.markSentTitle', { amount: formatHkd(payout.amount_hkd), shop: payout.shop_name ?? '' })}</DialogTitle>
      <DialogDescription>{t('money.markSentText')}</DialogDescription>
      <form onSubmit={(e) => void submit(e)} noValidate className="mt-4">
        <FormField label={t('money.bankReference')} error={error ? t(error as AdminKey) : undefined}>
          {(control) => <Input {...control} autoComplete="off" {...form.register('bankReference')} />}
        </FormField>
        <CallError call={mark} className="mt-3 rounded-lg bg-red-50 px-3 py-2" />
        <div className="mt-5 flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={onDone}>
            {t('money.cancel')}
          </Button>
          <Button type="submit" disabled={mark.isPending}>
            {t('money.save')}
          </Button>
        </div>
      </form>
    </DialogContent>
  )
}
