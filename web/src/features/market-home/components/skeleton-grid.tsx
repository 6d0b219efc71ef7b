import { ShopCardSkeleton } from '@/components/market/shop-card-skeleton'

export function SkeletonGrid() {
  return (
    <ul aria-hidden="true" className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {Array.from({ length: 3 }, (_, i) => (
        <li key={i}>
          <ShopCardSkeleton />
        </li>
      ))}
    </ul>
  )
}
