// The body every paged admin list shares (Shops, Merchants, Users): loading, error and empty
// states, then one table row per item — clicking it opens the detail panel — and the pager.
import type { ReactNode } from 'react'
import type { UseQueryResult } from '@tanstack/react-query'
import { Pagination } from './pagination'
import { EmptyState, ErrorState, LoadingState } from './states'

export type Page<T> = { rows: T[]; total: number }

type PagedTableProps<T> = {
  list: UseQueryResult<Page<T>>
  page: number
  onPageChange: (page: number) => void
  testId: string
  labels: { loading: string; loadFailed: string; empty: string }
  columns: string[]
  rowKey: (row: T) => string
  onSelect: (row: T) => void
  // The row's <td> cells; the first should hold a button calling onSelect (keyboard access).
  renderCells: (row: T) => ReactNode
}

export function PagedTable<T>({
  list,
  page,
  onPageChange,
  testId,
  labels,
  columns,
  rowKey,
  onSelect,
  renderCells,
}: PagedTableProps<T>) {
  if (list.isPending) return <LoadingState label={labels.loading} />
  if (list.isError) return <ErrorState label={labels.loadFailed} />
  if (list.data.rows.length === 0) return <EmptyState label={labels.empty} />
  return (
    <>
      <div className="overflow-x-auto rounded-xl border border-stone-200 bg-white">
        <table className="w-full min-w-[44rem] text-left text-sm" data-testid={testId}>
          <thead className="border-b border-stone-200 bg-stone-50 text-xs text-stone-500 uppercase">
            <tr>
              {columns.map((column) => (
                <th key={column} className="px-4 py-2 font-medium">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100">
            {list.data.rows.map((row) => (
              <tr key={rowKey(row)} className="cursor-pointer hover:bg-stone-50" onClick={() => onSelect(row)}>
                {renderCells(row)}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pagination page={page} total={list.data.total} onPageChange={onPageChange} />
    </>
  )
}
