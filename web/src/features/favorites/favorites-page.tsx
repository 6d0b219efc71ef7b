// /favorites and /user/bookmarks: the same server-side list of the signed-in user's shops.
import { useQuery } from '@tanstack/react-query'
import { Link, Navigate } from 'react-router'
import { useTranslation } from 'react-i18next'
import { useSignedInUser } from '@/components/market/use-signed-in-user'
import { LazyShopCard } from '@/components/market/lazy-shop-card'
import { EmptyState, ErrorState, LoadingState } from '@/components/market/states'
import { buttonClasses } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { favoritesQuery } from '@/components/market/api/favorites'
import { useTitle } from '@/components/market/use-title'

export default function FavoritesPage() {
  const { t } = useTranslation()
  const { session, userId, loginHref } = useSignedInUser()
  const favorites = useQuery({ ...favoritesQuery(userId), enabled: Boolean(userId) })
  useTitle(t('market.favorites.documentTitle'))

  if (session.status === 'signed-out') return <Navigate to={loginHref} replace />

  return (
    <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 sm:py-10">
      <h1 className="text-3xl font-bold tracking-tight text-stone-900">{t('market.favorites.title')}</h1>
      <p className="mt-2 text-stone-700">{t('market.favorites.subtitle')}</p>
      <div className="mt-6">
        {session.status === 'unknown' || (userId && favorites.isPending) ? (
          <LoadingState />
        ) : favorites.isError ? (
          <ErrorState onRetry={() => void favorites.refetch()} />
        ) : (favorites.data ?? []).length === 0 ? (
          <EmptyState title={t('market.favorites.empty')}>
            <Link to={paths.services.getHref()} className={buttonClasses('primary', 'md')}>
              {t('market.favorites.browse')}
            </Link>
          </EmptyState>
        ) : (
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {(favorites.data ?? []).map(({ shop }) => (
              <li key={shop.id}>
                <LazyShopCard shop={shop} headingLevel={2} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </main>
  )
}
