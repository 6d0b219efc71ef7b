/** The shape of a ShopCard while its data or its code loads. */
export function ShopCardSkeleton() {
  return (
    <div aria-hidden="true" className="overflow-hidden rounded-2xl border border-stone-200 bg-white">
      <div className="aspect-[4/3] animate-pulse bg-stone-100" />
      <div className="space-y-2 p-4">
        <div className="h-4 w-2/3 animate-pulse rounded bg-stone-100" />
        <div className="h-3 w-1/2 animate-pulse rounded bg-stone-100" />
        <div className="h-3 w-1/3 animate-pulse rounded bg-stone-100" />
      </div>
    </div>
  )
}
