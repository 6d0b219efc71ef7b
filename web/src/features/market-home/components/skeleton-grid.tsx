import { ShopCardSkeleton } from '@/components/market/shop-card-skeleton'

/** A home row: a swipeable strip on phones, a grid from sm up. */
export const ROW_CLASSES =
  '-mx-4 flex snap-x snap-mandatory gap-4 overflow-x-auto px-4 pb-2 sm:mx-0 sm:grid sm:grid-cols-2 sm:overflow-visible sm:px-0 lg:grid-cols-3'
export const ROW_ITEM_CLASSES = 'w-[78%] shrink-0 snap-start sm:w-auto'

export function SkeletonGrid() {
  return (
    <ul aria-hidden="true" className={ROW_CLASSES}>
      {Array.from({ length: 6 }, (_, i) => (
        <li key={i} className={ROW_ITEM_CLASSES}>
          <ShopCardSkeleton />
        </li>
      ))}
    </ul>
  )
}
