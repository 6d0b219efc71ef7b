// A home page row of shops from search-shops: loaded after the first paint together with its
// data (the query and the cards need supabase-js, which is not part of the first paint).
import { useQuery } from '@tanstack/react-query'
import { ShopCard } from '@/components/market/shop-card'
import { ErrorState } from '@/components/market/states'
import { searchShopsQuery } from '@/components/market/api/search-shops'
import { ROW_CLASSES, ROW_ITEM_CLASSES, SkeletonGrid } from './skeleton-grid'

export default function ShopRowList({ body }: { body: Record<string, unknown> }) {
  const query = useQuery(searchShopsQuery(body))
  if (query.isError) return <ErrorState onRetry={() => void query.refetch()} />
  if (query.isPending) return <SkeletonGrid />
  return (
    <ul className={ROW_CLASSES}>
      {query.data.shops.map((shop) => (
        <li key={shop.id} className={ROW_ITEM_CLASSES}>
          <ShopCard shop={shop} />
        </li>
      ))}
    </ul>
  )
}
