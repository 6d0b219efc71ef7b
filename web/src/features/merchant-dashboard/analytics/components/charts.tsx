// The Analytics charts (Recharts, its own lazy chunk): views and search impressions, booking
// requests with cancellations and no-shows, revenue at list price, and the rating trend.
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import { formatHkd, formatHkDayShort } from '@/lib/format'
import { useWorkspaceT } from '@/lib/workspace/i18n'
import type { AnalyticsDay } from '../api/analytics'

const COLORS = { a: '#e11d48', b: '#57534e', c: '#f59e0b', d: '#0f766e' }

function Chart({ title, children }: { title: string; children: React.ReactElement }) {
  return (
    <figure className="rounded-xl bg-white p-3 ring-1 ring-stone-200 sm:p-4">
      <figcaption className="mb-2 text-sm font-medium text-stone-800">{title}</figcaption>
      <div className="h-56" aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          {children}
        </ResponsiveContainer>
      </div>
    </figure>
  )
}

export default function Charts({ daily }: { daily: AnalyticsDay[] }) {
  const { t, lang } = useWorkspaceT()
  const tick = (key: string) => formatHkDayShort(key, lang).replace(/（.*）|^\w+, /, '')
  const axis = { dataKey: 'day', tickFormatter: tick, fontSize: 11, minTickGap: 16 } as const
  const label = (key: unknown) => formatHkDayShort(String(key), lang)
  return (
    <div className="grid gap-3 lg:grid-cols-2" data-testid="analytics-charts">
      <Chart title={t('analytics.charts.traffic')}>
        <LineChart data={daily}>
          <CartesianGrid stroke="#e7e5e4" vertical={false} />
          <XAxis {...axis} />
          <YAxis allowDecimals={false} fontSize={11} width={32} />
          <Tooltip labelFormatter={label} />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          <Line type="monotone" dataKey="page_views" name={t('analytics.columns.page_views')} stroke={COLORS.a} dot={false} strokeWidth={2} />
          <Line type="monotone" dataKey="search_impressions" name={t('analytics.columns.search_impressions')} stroke={COLORS.b} dot={false} strokeWidth={2} />
        </LineChart>
      </Chart>
      <Chart title={t('analytics.charts.bookings')}>
        <BarChart data={daily}>
          <CartesianGrid stroke="#e7e5e4" vertical={false} />
          <XAxis {...axis} />
          <YAxis allowDecimals={false} fontSize={11} width={32} />
          <Tooltip labelFormatter={label} />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          <Bar dataKey="booking_requests" name={t('analytics.columns.booking_requests')} fill={COLORS.a} />
          <Bar dataKey="cancellations" name={t('analytics.columns.cancellations')} fill={COLORS.b} />
          <Bar dataKey="no_shows" name={t('analytics.columns.no_shows')} fill={COLORS.c} />
        </BarChart>
      </Chart>
      <Chart title={t('analytics.charts.revenue')}>
        <BarChart data={daily}>
          <CartesianGrid stroke="#e7e5e4" vertical={false} />
          <XAxis {...axis} />
          <YAxis fontSize={11} width={48} />
          <Tooltip labelFormatter={label} formatter={(v) => formatHkd(Number(v))} />
          <Bar dataKey="revenue_hkd" name={t('analytics.columns.revenue_hkd')} fill={COLORS.d} />
        </BarChart>
      </Chart>
      <Chart title={t('analytics.charts.rating')}>
        <LineChart data={daily}>
          <CartesianGrid stroke="#e7e5e4" vertical={false} />
          <XAxis {...axis} />
          <YAxis domain={[0, 5]} ticks={[1, 2, 3, 4, 5]} fontSize={11} width={24} />
          <Tooltip labelFormatter={label} />
          <Line type="monotone" dataKey="rating" name={t('analytics.columns.rating')} stroke={COLORS.c} connectNulls strokeWidth={2} />
        </LineChart>
      </Chart>
    </div>
  )
}
