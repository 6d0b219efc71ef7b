// /services and /services/category/{name}: shops from search-shops with the filters of the URL
// (marketplace.md C.2), sorted by relevance, rating, price or distance, a page at a time.
import { useEffect, useId, useMemo, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useLocation, useNavigate, useParams } from 'react-router'
import { useTranslation } from 'react-i18next'
import { SlidersHorizontal } from 'lucide-react'
import { SearchBox } from '@/components/market/search-box'
import { LazyShopCard } from '@/components/market/lazy-shop-card'
import { ShopCardSkeleton } from '@/components/market/shop-card-skeleton'
import { EmptyState, ErrorState } from '@/components/market/states'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/cn'
import { labelLang } from '@/lib/enums'
import { areaBySlug } from '@/components/market/areas'
import { searchShopsQuery } from '@/components/market/api/search-shops'
import { filtersFromUrl, searchBody, SORTS, urlOfFilters, withFilter, type Sort } from './lib/filters'
import { districtLabel } from '@/components/market/localize'
import { useTitle } from '@/components/market/use-title'
import { FilterPanel } from './components/filter-panel'
import { Pagination } from './components/pagination'
import { useVisitorLocation } from './use-location'
import { OptionList, SelectBox } from '@/components/ui/select'

export default function ServicesPage() {
  const { t, i18n } = useTranslation()
  const lang = labelLang(i18n.language)
  const { category } = useParams()
  const { search } = useLocation()
  const navigate = useNavigate()
  const filters = useMemo(() => filtersFromUrl(category, new URLSearchParams(search)), [category, search])
  const { location, ask } = useVisitorLocation()
  const coords = location.status === 'ready' ? location.coords : null
  const body = useMemo(() => searchBody(filters, coords), [filters, coords])
  const results = useQuery(searchShopsQuery(body))
  const [showFilters, setShowFilters] = useState(false)
  const sortId = useId()

  // Distance needs the position: ask once the visitor chooses it (never before).
  useEffect(() => {
    if (filters.sort === 'distance' && location.status === 'idle') ask()
  }, [filters.sort, location.status, ask])

  const title = filters.category ? t(`nav.categories.${filters.category}`) : t('market.results.allTitle')
  useTitle(t('market.results.documentTitle', { title }))
  const area = areaBySlug(filters.area)
  const where = [area?.[lang], filters.district ? districtLabel(filters.district, lang) : ''].filter(Boolean).join(' · ')
  const go = (href: string) => void navigate(href)

  return (
    <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 sm:py-10">
      <h1 className="text-3xl font-bold tracking-tight text-stone-900">
        {title}
      </h1>
      {where && <p className="mt-1 text-stone-700">{where}</p>}
      <SearchBox
        key={filters.q}
        initial={filters.q}
        id="results-search"
        className="mt-4 max-w-2xl"
        onSearch={(q) => go(urlOfFilters(withFilter(filters, { q })))}
      />

      <div className="mt-6 grid gap-8 lg:grid-cols-[260px_1fr]">
        <aside aria-label={t('market.filters.label')}>
          <Button
            variant="outline"
            size="sm"
            className="w-full lg:hidden"
            aria-expanded={showFilters}
            aria-controls="market-filters"
            onClick={() => setShowFilters((open) => !open)}
          >
            <SlidersHorizontal aria-hidden="true" className="size-4" />
            {t(showFilters ? 'market.filters.hide' : 'market.filters.show')}
          </Button>
          <div id="market-filters" className={cn('mt-4 lg:mt-0 lg:block', showFilters ? 'block' : 'hidden')}>
            <FilterPanel filters={filters} lang={lang} navigateTo={go} />
          </div>
        </aside>

        <section aria-labelledby="results-count">
          <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
            <p id="results-count" role="status" aria-live="polite" className="text-sm text-stone-700">
              {results.data ? t('market.results.count', { count: results.data.total }) : results.isPending ? t('common.loading') : ''}
            </p>
            <div className="flex items-center gap-2">
              <label htmlFor={sortId} className="text-sm font-medium text-stone-800">
                {t('market.sort.label')}
              </label>
              <SelectBox
                id={sortId}
                value={filters.sort}
                onChange={(e) => go(urlOfFilters(withFilter(filters, { sort: e.target.value as Sort })))}
                selectClassName="h-10"
              >
                <OptionList values={SORTS} label={(sort) => t(`market.sort.${sort}`)} />
              </SelectBox>
            </div>
          </div>
          {filters.sort === 'distance' && location.status !== 'ready' && (
            <p role="status" className="mb-4 rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
              {location.status === 'denied' ? t('market.sort.locationDenied') : t('market.sort.locationAsking')}
              {location.status === 'denied' && (
                <Button variant="outline" size="sm" className="ml-3" onClick={ask}>
                  {t('market.sort.locationRetry')}
                </Button>
              )}
            </p>
          )}

          {results.isError ? (
            <ErrorState onRetry={() => void results.refetch()} />
          ) : results.isPending ? (
            <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
              {Array.from({ length: 6 }, (_, i) => (
                <li key={i}>
                  <ShopCardSkeleton />
                </li>
              ))}
            </ul>
          ) : results.data.shops.length === 0 ? (
            <EmptyState title={t('market.results.empty')}>
              <p className="text-sm text-stone-600">{t('market.results.emptyHint')}</p>
            </EmptyState>
          ) : (
            <ul className={cn('grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3', results.isPlaceholderData && 'opacity-60')}>
              {results.data.shops.map((shop) => (
                <li key={shop.id}>
                  <LazyShopCard shop={shop} headingLevel={2} />
                </li>
              ))}
            </ul>
          )}
          {results.data && <Pagination filters={filters} total={results.data.total} />}
        </section>
      </div>
    </main>
  )
}
