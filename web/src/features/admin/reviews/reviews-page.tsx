// /admin/reviews (marketplace.md C.2, scenario 9): the moderation queue. Open reports first
// (oldest first, one card per reported review with each report's reason, details, reporter
// and date), then every review filtered by status and rating;
// hide, remove the text but keep the rating, restore, dismiss a report, each confirmed. Every
// decision is audited by moderate-review and listed on the dashboard's Recent Activity.
import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { labelLang } from '@/lib/enums'
import { useReviewsT } from '@/components/reviews/i18n'
import { REVIEW_STATUSES } from '@/components/reviews/api/review'
import { PageHeader } from '../components/page-header'
import { EmptyState, ErrorState, LoadingState } from '../components/states'
import { PagedList, useListPage } from '../components/paged-table'
import { allReviewsQuery, byReview, openReportsQuery, type ReviewFilters } from './api/moderation'
import { ModerationCard } from './components/moderation-card'
import { TitledSection } from '@/components/ui/titled-section'
import { OptionList } from '@/components/ui/select'

const SELECT = 'h-9 rounded-md border border-stone-300 bg-white px-2 text-sm text-stone-900'

export default function AdminReviewsPage() {
  const { t, i18n } = useReviewsT()
  const lang = labelLang(i18n.language)
  const reports = useQuery(openReportsQuery())
  const [filters, setFilters] = useState<ReviewFilters>({ status: '', rating: 0 })
  const { page, setPage, firstPage } = useListPage()
  const all = useQuery(allReviewsQuery(filters, page))
  const setFilter = firstPage((next: Partial<ReviewFilters>) => setFilters((f) => ({ ...f, ...next })))

  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader title={t('admin.title')} subtitle={t('admin.subtitle')} />
      <TitledSection id="open-reports" title={reports.data ? t('withCount', { label: t('admin.reports'), count: reports.data.length }) : t('admin.reports')}>
        {reports.isPending ? (
          <LoadingState label={t('admin.loading')} />
        ) : reports.isError ? (
          <ErrorState label={t('admin.loadError')} />
        ) : reports.data.length === 0 ? (
          <EmptyState label={t('admin.noReports')} className="py-6" />
        ) : (
          <ul className="mt-3 space-y-3" data-testid="open-reports">
            {byReview(reports.data).map(({ review, reports: open }) => (
              <ModerationCard key={review.id} review={review} reports={open} lang={lang} />
            ))}
          </ul>
        )}
      </TitledSection>

      <section aria-labelledby="all-reviews" className="mt-10">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id="all-reviews" className="text-lg font-semibold text-stone-900">
            {t('admin.all')}
          </h2>
          <div className="flex flex-wrap gap-3 text-sm text-stone-700">
            <label className="flex items-center gap-2">
              {t('admin.filters.status')}
              <select className={SELECT} value={filters.status} onChange={(e) => setFilter({ status: e.target.value as ReviewFilters['status'] })}>
                <OptionList values={REVIEW_STATUSES} label={(s) => t(`status.${s}`)} empty={t('admin.filters.any')} />
              </select>
            </label>
            <label className="flex items-center gap-2">
              {t('admin.filters.rating')}
              <select className={SELECT} value={filters.rating} onChange={(e) => setFilter({ rating: Number(e.target.value) })}>
                <option value={0}>{t('admin.filters.any')}</option>
                <OptionList values={[5, 4, 3, 2, 1]} label={(n) => t('stars', { count: n })} />
              </select>
            </label>
          </div>
        </div>
        <PagedList
          list={all}
          page={page}
          onPageChange={setPage}
          labels={{ loading: t('admin.loading'), loadFailed: t('admin.loadError'), empty: t('admin.none') }}
          emptyClassName="py-6"
        >
          {(rows) => (
            <ul className="mt-3 space-y-3" data-testid="all-reviews">
              {rows.map((review) => (
                <ModerationCard key={review.id} review={review} lang={lang} />
              ))}
            </ul>
          )}
        </PagedList>
      </section>
    </div>
  )
}
