// Overview (marketplace.md C.2): today's bookings, open requests, this month's bookings and
// revenue at list price, rating and new reviews, each a link to its section. Hong Kong time.
// Above them, why the shop is not bookable online (if it is not); below, the member's private
// calendar feed.
import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { HktNote } from '@/components/booking/hkt-note'
import { formatHkd, formatHkTime, hkDateKey, hkDateKeyOf } from '@/lib/format'
import { localName } from '@/components/booking/names'
import { useWorkspaceT } from '@/lib/workspace/i18n'
import type { SectionProps } from '../sections'
import { Loading, LoadError } from '../components/query-states'
import { useSectionHref } from '../components/section-nav'
import { overviewQuery } from './api/overview'
import { summarize } from './lib/summary'
import { TitledSection } from '@/components/ui/titled-section'
import { ReadinessChecklist } from './components/readiness-checklist'
import { CalendarLink } from './components/calendar-link'

export default function OverviewSection({ shop }: SectionProps) {
  const { t, lang } = useWorkspaceT()
  const query = useQuery(overviewQuery(shop.id))
  const href = useSectionHref()

  if (query.isPending) return <Loading text={t('common.loading')} />
  if (query.isError) return <LoadError text={t('common.loadError')} />

  const data = query.data
  const summary = summarize(data.bookings)
  const today = hkDateKey()
  const todays = data.bookings.filter((b) => hkDateKeyOf(b.start_at) === today && b.status !== 'cancelled')
  const tiles = [
    { key: 'today', value: String(summary.today), to: href('bookings') },
    { key: 'requests', value: String(summary.openRequests), to: href('bookings') },
    { key: 'month', value: String(summary.monthBookings), to: href('analytics') },
    { key: 'revenue', value: formatHkd(summary.monthRevenue, 0), to: href('analytics') },
    {
      key: 'rating',
      value: data.rating !== null && data.totalRatings > 0 ? `${data.rating.toFixed(1)} ★` : '—',
      hint: t('overview.ratingCount', { count: data.totalRatings }),
      to: href('reviews'),
    },
    { key: 'newReviews', value: String(data.newReviews), to: href('reviews') },
  ] as const

  return (
    <div className="space-y-6">
      <ReadinessChecklist shopId={shop.id} />
      <TitledSection id="overview-title" title={t('overview.title', { shop: localName(shop, lang) })}>
        <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3" data-testid="overview-tiles">
          {tiles.map((tile) => (
            <li key={tile.key}>
              <Link
                to={tile.to}
                className="block h-full rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 hover:ring-stone-400 focus-visible:outline-2 focus-visible:outline-rose-600"
              >
                <span className="block text-sm text-stone-600">{t(`overview.tiles.${tile.key}`)}</span>
                <span className="mt-1 block text-2xl font-semibold text-stone-900 tabular-nums">{tile.value}</span>
                {'hint' in tile && <span className="block text-xs text-stone-600">{tile.hint}</span>}
              </Link>
            </li>
          ))}
        </ul>
        <p className="mt-2 text-xs text-stone-600">{t('overview.revenueNote')}</p>
      </TitledSection>

      <TitledSection id="today-title" title={t('overview.todayTitle')} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-6">
        <HktNote className="mt-1" />
        {todays.length === 0 ? (
          <p className="mt-3 text-sm text-stone-600">{t('overview.noneToday')}</p>
        ) : (
          <ul className="mt-3 divide-y divide-stone-100" data-testid="overview-today">
            {todays.map((b) => (
              <li key={b.id} className="flex flex-wrap items-baseline gap-x-3 py-2 text-sm">
                <span className="font-medium text-stone-900 tabular-nums">{formatHkTime(b.start_at)}</span>
                <span className="text-stone-800">{localName(b.service, lang)}</span>
                {b.staff && <span className="text-stone-600">{localName(b.staff, lang)}</span>}
                <span className="ml-auto text-xs text-stone-600">{t(`overview.status.${b.status}`)}</span>
              </li>
            ))}
          </ul>
        )}
      </TitledSection>

      <CalendarLink shopId={shop.id} />

      <TitledSection id="links-title" title={t('overview.linksTitle')} titleClassName="sr-only">
        <ul className="grid gap-3 sm:grid-cols-2">
          {(['store', 'services', 'staff', 'analytics'] as const).map((id) => (
            <li key={id}>
              <Link
                to={href(id)}
                className="block rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 hover:ring-stone-400 focus-visible:outline-2 focus-visible:outline-rose-600"
              >
                <span className="block font-medium text-stone-900">{t(`nav.${id}`)}</span>
                <span className="block text-sm text-stone-600">{t(`overview.links.${id}`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </TitledSection>
    </div>
  )
}
