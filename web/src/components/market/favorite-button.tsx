// The heart on shop cards and the shop page. Signed-out visitors go to sign in and come back
// to the same place (marketplace.md C.2); signed-in users toggle the server-side favourite.
import { useQuery } from '@tanstack/react-query'
import { Heart } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate } from 'react-router'
import { paths } from '@/config/paths'
import { useSession } from '@/lib/auth/session'
import { cn } from '@/lib/cn'
import { favoriteIdsQuery, useSetFavorite } from '@/components/market/api/favorites'

export function loginHrefBackTo(location: { pathname: string; search: string }): string {
  return `${paths.auth.login.getHref()}?next=${encodeURIComponent(location.pathname + location.search)}`
}

export function FavoriteButton({ shopId, shopName, className }: { shopId: string; shopName: string; className?: string }) {
  const { t } = useTranslation()
  const session = useSession()
  const location = useLocation()
  const navigate = useNavigate()
  const userId = session.status === 'signed-in' ? session.user.id : ''
  const ids = useQuery({ ...favoriteIdsQuery(userId), enabled: Boolean(userId) })
  const setFavorite = useSetFavorite(userId)
  const on = Boolean(userId) && (ids.data ?? []).includes(shopId)

  const onClick = () => {
    if (!userId) {
      void navigate(loginHrefBackTo(location))
      return
    }
    setFavorite.mutate(
      { shopId, on: !on },
      // sonner loads only when there is something to say (keeps it off the first paint).
      { onError: () => void import('sonner').then(({ toast }) => toast.error(t('market.favorites.saveFailed'))) },
    )
  }

  return (
    <button
      type="button"
      aria-pressed={on}
      aria-label={t(on ? 'market.favorites.remove' : 'market.favorites.add', { name: shopName })}
      onClick={onClick}
      disabled={setFavorite.isPending}
      className={cn(
        'inline-flex size-10 items-center justify-center rounded-full bg-white/95 shadow-sm ring-1 ring-stone-200 transition-colors hover:bg-rose-50',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose-600',
        className,
      )}
    >
      <Heart aria-hidden="true" className={cn('size-5', on ? 'fill-rose-600 text-rose-600' : 'text-stone-700')} />
    </button>
  )
}
