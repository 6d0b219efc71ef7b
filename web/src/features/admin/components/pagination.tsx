import { ChevronLeft, ChevronRight } from 'lucide-react'
import { pageCount, shownRows } from '../lib/pagination'
import { useAdminT } from '../i18n/use-admin-t'

export function Pagination({
  page,
  total,
  pageSize,
  onPageChange,
}: {
  page: number
  total: number
  pageSize?: number
  onPageChange: (page: number) => void
}) {
  const { t } = useAdminT()
  const pages = pageCount(total, pageSize)
  const { from, to } = shownRows(page, total, pageSize)
  if (total === 0) return null
  return (
    <nav aria-label={t('common.pageOf', { page: page + 1, pages })} className="mt-4 flex items-center justify-between text-sm text-stone-600">
      <span data-testid="pagination-summary">{t('common.showing', { from, to, total })}</span>
      <div className="flex items-center gap-2">
        <button
          type="button"
          disabled={page <= 0}
          onClick={() => onPageChange(page - 1)}
          className="inline-flex items-center gap-1 rounded-md border border-stone-300 bg-white px-2.5 py-1.5 disabled:opacity-50"
        >
          <ChevronLeft aria-hidden="true" className="size-4" />
          {t('common.previous')}
        </button>
        <span>{t('common.pageOf', { page: page + 1, pages })}</span>
        <button
          type="button"
          disabled={page + 1 >= pages}
          onClick={() => onPageChange(page + 1)}
          className="inline-flex items-center gap-1 rounded-md border border-stone-300 bg-white px-2.5 py-1.5 disabled:opacity-50"
        >
          {t('common.next')}
          <ChevronRight aria-hidden="true" className="size-4" />
        </button>
      </div>
    </nav>
  )
}
