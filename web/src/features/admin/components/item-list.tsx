// A detail panel's list (a shop's services, a merchant's businesses, the shops a user visited):
// the empty line, else one bordered list, one row per item.
import type { ReactNode } from 'react'
import { EmptyState } from './states'

export function ItemList<T>({ items, empty, testId, children }: { items: T[]; empty: string; testId?: string; children: (item: T) => ReactNode }) {
  if (items.length === 0) return <EmptyState label={empty} />
  return (
    <ul className="divide-y divide-stone-100 rounded-xl border border-stone-200" data-testid={testId}>
      {items.map(children)}
    </ul>
  )
}
