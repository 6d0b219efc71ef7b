// "/" with the marketplace open (marketplace.md C.2): search box, the six categories, the 18
// districts, featured and top-rated shops.
import { lazy, Suspense } from 'react'
import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { CategoryIcon } from '@/components/market/category-icon'
import { SearchBox } from '@/components/market/search-box'
import { paths, SERVICE_CATEGORIES } from '@/config/paths'
import { DISTRICTS, labelLang } from '@/lib/enums'
import { AREAS } from '@/components/market/areas'
import { useTitle } from '@/components/market/use-title'
import { SkeletonGrid } from './components/skeleton-grid'
import { TitledSection } from '@/components/ui/titled-section'
import { featuredBody } from './featured'

const TOP_RATED = { q: '', sort: 'rating', limit: 6, offset: 0 }
const FEATURED = featuredBody()

const ShopRowList = lazy(() => import('./components/shop-row-list'))

function ShopRow({ id, title, body }: { id: string; title: string; body: Record<string, unknown> }) {
  return (
    <section aria-labelledby={id} className="mx-auto w-full max-w-6xl px-4 py-8">
      <div className="mb-4 flex items-end justify-between gap-4">
        <h2 id={id} className="text-2xl font-semibold tracking-tight text-stone-900">
          {title}
        </h2>
        <SeeAll sort={body.sort === 'rating' ? 'rating' : undefined} />
      </div>
      <Suspense fallback={<SkeletonGrid />}>
        <ShopRowList body={body} />
      </Suspense>
    </section>
  )
}

function SeeAll({ sort }: { sort?: 'rating' }) {
  const { t } = useTranslation()
  return (
    <Link
      to={sort ? `${paths.services.getHref()}?sort=${sort}` : paths.services.getHref()}
      className="shrink-0 rounded-md text-sm font-medium text-rose-700 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-rose-600"
    >
      {t('market.home.seeAll')}
    </Link>
  )
}

export default function HomePage() {
  const { t, i18n } = useTranslation()
  const lang = labelLang(i18n.language)
  useTitle(t('market.home.documentTitle'))

  return (
    <main className="flex-1 bg-white">
      <section className="bg-gradient-to-b from-rose-50 to-white px-4 pt-10 pb-8 sm:pt-16">
        <div className="mx-auto flex max-w-3xl flex-col items-center text-center">
          <h1 className="text-3xl font-bold tracking-tight text-balance text-stone-900 sm:text-5xl">{t('market.home.title')}</h1>
          <p className="mt-3 text-base text-balance text-stone-700 sm:text-lg">{t('market.home.subtitle')}</p>
          <SearchBox className="mt-6" id="home-search" />
          <ul aria-label={t('market.home.popularAreas')} className="mt-4 flex flex-wrap justify-center gap-2">
            {AREAS.slice(0, 6).map((area) => (
              <li key={area.slug}>
                <Link
                  to={`${paths.services.getHref()}?area=${area.slug}`}
                  className="inline-flex h-9 items-center rounded-full border border-rose-200 bg-white px-3 text-sm text-stone-800 hover:bg-rose-50 focus-visible:outline-2 focus-visible:outline-rose-600"
                >
                  {area[lang]}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <TitledSection id="home-categories" title={t('market.home.categories')} className="mx-auto w-full max-w-6xl px-4 py-8" titleClassName="mb-4 text-2xl font-semibold tracking-tight text-stone-900">
        <ul className="grid grid-cols-3 gap-3 sm:grid-cols-6">
          {SERVICE_CATEGORIES.map((category) => (
            <li key={category}>
              <Link
                to={paths.serviceCategory.getHref(category)}
                className="flex h-full flex-col items-center gap-2 rounded-2xl border border-stone-200 bg-white p-4 text-center text-sm font-medium text-stone-800 hover:border-rose-300 hover:bg-rose-50 focus-visible:outline-2 focus-visible:outline-rose-600"
              >
                <span className="flex size-12 items-center justify-center rounded-full bg-rose-100 text-rose-700">
                  <CategoryIcon category={category} className="size-6" />
                </span>
                {t(`nav.categories.${category}`)}
              </Link>
            </li>
          ))}
        </ul>
      </TitledSection>

      <ShopRow id="home-featured" title={t('market.home.featured')} body={FEATURED} />
      <ShopRow id="home-top-rated" title={t('market.home.topRated')} body={TOP_RATED} />

      <TitledSection id="home-districts" title={t('market.home.districts')} className="mx-auto w-full max-w-6xl px-4 py-8" titleClassName="mb-4 text-2xl font-semibold tracking-tight text-stone-900">
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-6">
          {DISTRICTS.map((district) => (
            <li key={district.value}>
              <Link
                to={`${paths.services.getHref()}?district=${encodeURIComponent(district.value)}`}
                className="flex min-h-11 items-center rounded-xl border border-stone-200 px-3 py-2 text-sm text-stone-800 hover:border-rose-300 hover:bg-rose-50 focus-visible:outline-2 focus-visible:outline-rose-600"
              >
                {district[lang]}
              </Link>
            </li>
          ))}
        </ul>
      </TitledSection>
    </main>
  )
}
