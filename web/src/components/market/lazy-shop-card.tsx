// Shop cards appear only once search data has arrived (which needs supabase-js, loaded after
// the first paint), so their code (heart, favourites mutation, rating) loads with the data.
import { lazy, Suspense, type ComponentProps } from 'react'
import { ShopCardSkeleton } from './shop-card-skeleton'

const ShopCard = lazy(() => import('./shop-card').then((m) => ({ default: m.ShopCard })))

export function LazyShopCard(props: ComponentProps<typeof ShopCard>) {
  return (
    <Suspense fallback={<ShopCardSkeleton />}>
      <ShopCard {...props} />
    </Suspense>
  )
}
