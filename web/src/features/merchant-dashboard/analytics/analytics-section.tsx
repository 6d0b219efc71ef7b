// Analytics (marketplace.md C.2, issue 16): page views, search impressions, booking requests,
// conversion, cancellations and no-shows, repeat customers, revenue at list price and the
// rating trend over the last 7, 30 or 90 Hong Kong days; charts (a lazy Recharts chunk), a
// table of the same numbers, and a CSV export.
import { lazy, Suspense, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Download } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { HktNote } from '@/components/booking/hkt-note'
import { cn } from '@/lib/cn'
import { formatHkd, formatHkDay } from '@/lib/format'
import { useErrorText } from '@/lib/errors/use-error-text'
import { useWorkspaceT } from '@/lib/workspace/i18n'
import type { SectionProps } from '../sections'
import { Loading, LoadError } from '../components/query-states'
import { analyticsQuery, PERIODS, type Period } from './api/analytics'
import { downloadCsv, toCsv } from './lib/csv'
import { COLUMNS, tableRows } from './lib/table'
import { DashboardSection } from '../components/dashboard-section'

const Charts = lazy(() => import('./components/charts'))

export default function AnalyticsSection({ shop }: SectionProps) {
  const { t, lang } = useWorkspaceT()
  const errorText = useErrorText()
  const [days, setDays] = useState<Period>(30)
  const [view, setView] = useState<'charts' | 'table'>('charts')
  const query = useQuery(analyticsQuery(shop.id, days))

  const toggle = <T extends string | number>(value: T, current: T, set: (v: T) => void, label: string) => (
    <button
      key={String(value)}
      type="button"
      aria-pressed={value === current}
      onClick={() => set(value)}
      className={cn(
        'h-9 rounded-full px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-rose-600',
        value === current ? 'bg-stone-900 text-white' : 'bg-white text-stone-700 ring-1 ring-stone-200 hover:bg-stone-100',
      )}
    >
      {label}
    </button>
  )

  const data = query.data
  const totals = data?.totals
  const percent = (v: number | null | undefined) => (v === null || v === undefined ? '—' : `${(v * 100).toLocaleString('en-HK', { maximumFractionDigits: 1 })}%`)
  const tiles = totals
    ? [
        ['page_views', String(totals.page_views)],
        ['search_impressions', String(totals.search_impressions)],
        ['booking_requests', String(totals.booking_requests)],
        ['conversion', percent(totals.conversion)],
        ['cancellations', String(totals.cancellations)],
        ['no_shows', String(totals.no_shows)],
        ['repeat_customers', t('analytics.ofCustomers', { repeat: totals.repeat_customers, count: totals.customers })],
        ['revenue_hkd', formatHkd(totals.revenue_hkd, 0)],
        ['rating', totals.rating === null ? '—' : `${totals.rating.toFixed(1)} ★`],
      ]
    : []
  const header = [t('analytics.columns.day'), ...COLUMNS.map((c) => t(`analytics.columns.${c}`))]

  return (
    <DashboardSection
      id="analytics-title"
      title={t('analytics.title')}
      testId="analytics-section"
      actions={
        <div role="group" aria-label={t('analytics.period')} className="flex gap-1.5">
          {PERIODS.map((p) => toggle(p, days, setDays, t('analytics.lastDays', { count: p })))}
        </div>
      }
    >
      <HktNote />
      {query.isPending ? (
        <Loading text={t('common.loading')} />
      ) : query.isError || !data || !totals ? (
        <LoadError text={errorText(query.error)} />
      ) : (
        <>
          <p className="text-sm text-stone-600">{t('analytics.range', { from: formatHkDay(data.from, lang), to: formatHkDay(data.to, lang) })}</p>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3" data-testid="analytics-totals">
            {tiles.map(([key, value]) => (
              <div key={key} className="rounded-xl bg-white p-3 ring-1 ring-stone-200 sm:p-4">
                <dt className="text-sm text-stone-600" aria-describedby={key === 'conversion' ? 'conversion-help' : undefined}>
                  {t(`analytics.totals.${key}` as 'analytics.totals.page_views')}
                  {key === 'conversion' && <sup aria-hidden="true"> *</sup>}
                </dt>
                <dd className="mt-1 text-xl font-semibold text-stone-900 tabular-nums">{value}</dd>
              </div>
            ))}
          </dl>
          <p id="conversion-help" className="text-xs text-stone-600" data-testid="conversion-help">
            * {t('analytics.conversionHelp')}
          </p>
          <p className="text-xs text-stone-600">{t('analytics.privacy')}</p>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <div role="group" aria-label={t('analytics.viewLabel')} className="flex gap-1.5">
              {toggle('charts', view, setView, t('analytics.views.charts'))}
              {toggle('table', view, setView, t('analytics.views.table'))}
            </div>
            <Button variant="outline" size="sm" onClick={() => downloadCsv(`emu-analytics-${data.from}-${data.to}.csv`, toCsv(header, tableRows(data.daily)))}>
              <Download aria-hidden="true" className="size-4" />
              {t('analytics.csv')}
            </Button>
          </div>
          {view === 'charts' ? (
            <Suspense fallback={<Loading text={t('common.loading')} />}>
              <Charts daily={data.daily} />
            </Suspense>
          ) : (
            <div className="overflow-x-auto rounded-xl bg-white ring-1 ring-stone-200">
              <table className="w-full text-right text-sm tabular-nums" data-testid="analytics-table">
                <caption className="sr-only">{t('analytics.title')}</caption>
                <thead className="bg-stone-50 text-xs text-stone-700">
                  <tr>
                    {header.map((h, i) => (
                      <th key={h} scope="col" className={cn('px-3 py-2 font-medium whitespace-nowrap', i === 0 && 'text-left')}>
                        {h}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody className="divide-y divide-stone-100">
                  {data.daily.map((d) => (
                    <tr key={d.day}>
                      <th scope="row" className="px-3 py-1.5 text-left font-normal whitespace-nowrap text-stone-800">
                        {d.day}
                      </th>
                      {COLUMNS.map((c) => (
                        <td key={c} className="px-3 py-1.5 text-stone-900">
                          {d[c] === null ? '—' : d[c]}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </DashboardSection>
  )
}
