// The body every paged admin list shares: loading, error and empty states, then the page's
// rows and the pager (PagedList); as a table (Shops, Merchants, Users: PagedTable), one row
// per item, clicking it opens the detail panel.
import { useState, type ReactNode } from 'react'
import type { UseQueryResult } from '@tanstack/react-query'
import { cn } from '@/lib/cn'
import { useAdminT, type AdminKey } from '../i18n/use-admin-t'
import { PageHeader } from './page-header'
import { Pagination } from './pagination'
import { SearchInput } from './search-input'
import { EmptyState, ErrorState, LoadingState } from './states'

export type Page<T> = { rows: T[]; total: number }

/**
 * A list screen's state: the page shown, the search (a new one goes back to the first page), the
 * row whose detail panel is open, and firstPage, which makes a filter's setter go back to page 1.
 */
export function useListPage() {
  const [page, setPage] = useState(0)
  const [search, setSearchText] = useState('')
  const [selected, setSelected] = useState<string | null>(null)
  const firstPage =
    <V,>(set: (value: V) => void) =>
    (value: V) => {
      set(value)
      setPage(0)
    }
  return { page, setPage, firstPage, search, setSearch: firstPage(setSearchText), selected, setSelected }
}

/** The back office's searchable lists, each with its texts <section>.title, .subtitle and .searchPlaceholder. */
export type ListSection = 'merchants' | 'users' | 'shops' | 'verification' | 'quickApplications'

/** A list screen: its header, then the search box between the tools `before` and `after` it, then the list. */
export function ListScreen({
  section,
  search,
  onSearch,
  toolbarClassName = 'mb-4 flex flex-wrap items-center gap-3',
  before,
  after,
  children,
}: {
  section: ListSection
  search: string
  onSearch: (value: string) => void
  toolbarClassName?: string
  before?: ReactNode
  after?: ReactNode
  children: ReactNode
}) {
  const { t } = useAdminT()
  return (
    <div>
      <PageHeader title={t(`${section}.title`)} subtitle={t(`${section}.subtitle`)} />
      <div className={toolbarClassName}>
        {before}
        <SearchInput value={search} onChange={onSearch} placeholder={t(`${section}.searchPlaceholder`)} />
        {after}
      </div>
      {children}
    </div>
  )
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

type PagedTableProps<T> = Omit<PagedListProps<T>, 'children' | 'emptyClassName' | 'labels'> & {
  /** The list whose table this is: its texts <section>.loading, .empty, .columns.<column>. */
  section: Exclude<ListSection, 'verification'>
  columns: string[]
  rowKey: (row: T) => string
  onSelect: (row: T) => void
  // The row's <td> cells; the first should hold a button calling onSelect (keyboard access).
  renderCells: (row: T) => ReactNode
  /** Columns hidden below 768 px, so a phone keeps the key ones in view; their cells take WIDE_ONLY too. */
  wideOnly?: string[]
}

/** The class of a cell whose column is listed in a table's wideOnly (hidden on a phone). */
export const WIDE_ONLY = 'hidden md:table-cell'

export function PagedTable<T>({
  list,
  page,
  onPageChange,
  section,
  columns,
  rowKey,
  onSelect,
  renderCells,
  wideOnly = [],
}: PagedTableProps<T>) {
  const { t } = useAdminT()
  const labels = { loading: t(`${section}.loading`), loadFailed: t('common.loadFailed'), empty: t(`${section}.empty`) }
  return (
    <PagedList list={list} page={page} onPageChange={onPageChange} labels={labels}>
      {(rows) => (
        <div className="overflow-x-auto rounded-xl border border-stone-200 bg-white">
          <table className={cn('w-full text-left text-sm', wideOnly.length ? 'md:min-w-[44rem]' : 'min-w-[44rem]')} data-testid={`${section}-table`}>
            <thead className="border-b border-stone-200 bg-stone-50 text-xs text-stone-500 uppercase">
              <tr>
                {columns.map((column) => (
                  <th key={column} className={cn('px-4 py-2 font-medium', wideOnly.includes(column) && WIDE_ONLY)}>
                    {t(`${section}.columns.${column}` as AdminKey)}
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
