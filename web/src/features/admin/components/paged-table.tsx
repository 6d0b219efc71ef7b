// The body every paged admin list shares: loading, error and empty states, then the page's
// rows and the pager (PagedList); as a table (Shops, Merchants, Users: PagedTable), one row
// per item, clicking it opens the detail panel.
import { useState, type ReactNode } from 'react'
import type { UseQueryResult } from '@tanstack/react-query'
import { Pagination } from './pagination'
import { EmptyState, ErrorState, LoadingState } from './states'

export type Page<T> = { rows: T[]; total: number }

/** The page shown, and setters of the list's search and filters that go back to the first page. */
export function useListPage() {
  const [page, setPage] = useState(0)
  const firstPage =
    <V,>(set: (value: V) => void) =>
    (value: V) => {
      set(value)
      setPage(0)
    }
  return { page, setPage, firstPage }
}

type PagedListProps<T> = {
  list: UseQueryResult<Page<T>>
  page: number
  onPageChange: (page: number) => void
  labels: { loading: string; loadFailed: string; empty: string }
  emptyClassName?: string
  children: (rows: T[]) => ReactNode
}

export function PagedList<T>({ list, page, onPageChange, labels, emptyClassName, children }: PagedListProps<T>) {
  if (list.isPending) return <LoadingState label={labels.loading} />
  if (list.isError) return <ErrorState label={labels.loadFailed} />
  if (list.data.rows.length === 0) return <EmptyState label={labels.empty} className={emptyClassName} />
  return (
    <>
      {children(list.data.rows)}
      <Pagination page={page} total={list.data.total} onPageChange={onPageChange} />
    </>
  )
}

/** The first cell's button: opens the row's detail panel (keyboard access). */
export function RowButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" className="text-left font-medium text-stone-900 hover:underline" onClick={onClick}>
      {children}
    </button>
  )
}

type PagedTableProps<T> = Omit<PagedListProps<T>, 'children' | 'emptyClassName'> & {
  testId: string
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
  return (
    <PagedList list={list} page={page} onPageChange={onPageChange} labels={labels}>
      {(rows) => (
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
              {rows.map((row) => (
                <tr key={rowKey(row)} className="cursor-pointer hover:bg-stone-50" onClick={() => onSelect(row)}>
                  {renderCells(row)}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </PagedList>
  )
}
