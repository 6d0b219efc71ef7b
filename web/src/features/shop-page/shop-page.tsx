// /shops/{id}: the shop page (marketplace.md C.2) in the visitor's language with the other as
// fallback: address, map, hours, services, staff, photos, reviews, WhatsApp, Book, favourite.
import { Suspense, useDeferredValue, useEffect } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Link, useParams } from 'react-router'
import { useTranslation } from 'react-i18next'
import { EmptyState, ErrorState, LoadingState } from '@/components/market/states'
import { buttonClasses } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { labelLang } from '@/lib/lang'
import { pick } from '@/components/market/pick'
import { useTitle } from '@/components/market/use-title'
import { preloadable } from '@/lib/preloadable'
import { shopQuery } from './api/get-shop'
import { countShopView } from './api/count-view'

// Starts with the data request, not after it: the view's code and the shop arrive together, and
// the view renders as soon as both are there (no loading screen in between).
const ShopView = preloadable(() => import('./components/shop-view'))

export default function ShopPage() {
  const { t, i18n } = useTranslation()
  const lang = labelLang(i18n.language)
  const { shopId = '' } = useParams()
  // The shop's answer renders as a deferred update: React builds the view in slices, yielding to
  // the browser, rather than in one long task when the data arrives.
  const shop = useDeferredValue(useQuery(shopQuery(shopId)))
  useEffect(() => void ShopView.preload().catch(() => undefined), [])
  const found = Boolean(shop.data)
  useEffect(() => {
    if (found) countShopView(shopId)
  }, [found, shopId])
  const name = shop.data ? pick(lang, shop.data.name, shop.data.name_zh) : ''
  useTitle(name ? t('market.shop.documentTitle', { name }) : t('market.home.documentTitle'))

  if (shop.isPending) return <main className="min-h-svh flex-1"><LoadingState /></main>
  if (shop.isError) {
    return (
      <main className="mx-auto w-full max-w-3xl flex-1 px-4 py-10">
        <h1 className="sr-only">{t('market.shop.heading')}</h1>
        <ErrorState onRetry={() => void shop.refetch()} />
      </main>
    )
  }
  if (!shop.data) {
    return (
      <main className="mx-auto w-full max-w-3xl flex-1 px-4 py-10">
        <h1 className="mb-4 text-2xl font-semibold text-stone-900">{t('market.shop.notFound')}</h1>
        <EmptyState title={t('market.shop.notFoundHint')}>
          <Link to={paths.services.getHref()} className={buttonClasses('primary', 'md')}>
            {t('market.shop.browse')}
          </Link>
        </EmptyState>
      </main>
    )
  }

  return (
    <Suspense fallback={<main className="min-h-svh flex-1"><LoadingState /></main>}>
      <ShopView shop={shop.data} />
    </Suspense>
  )
}
