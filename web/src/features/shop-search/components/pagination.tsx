import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { buttonClasses } from '@/components/ui/button'
import { pageCount, urlOfFilters, type ShopFilters } from '../lib/filters'

export function Pagination({ filters, total }: { filters: ShopFilters; total: number }) {
  const { t } = useTranslation()
  const pages = pageCount(total)
  if (pages <= 1) return null
  const page = Math.min(filters.page, pages)
  return (
    <nav aria-label={t('market.results.pagination')} className="mt-8 flex items-center justify-center gap-3">
      {page > 1 ? (
        <Link to={urlOfFilters({ ...filters, page: page - 1 })} className={buttonClasses('outline', 'sm')} rel="prev">
          {t('market.results.previous')}
        </Link>
      ) : (
        <span aria-disabled="true" className={buttonClasses('outline', 'sm', 'pointer-events-none opacity-50')}>
          {t('market.results.previous')}
        </span>
      )}
      <span className="text-sm text-stone-700" aria-current="page">
        {t('market.results.pageOf', { page, pages })}
      </span>
      {page < pages ? (
        <Link to={urlOfFilters({ ...filters, page: page + 1 })} className={buttonClasses('outline', 'sm')} rel="next">
          {t('market.results.next')}
        </Link>
      ) : (
        <span aria-disabled="true" className={buttonClasses('outline', 'sm', 'pointer-events-none opacity-50')}>
          {t('market.results.next')}
        </span>
      )}
    </nav>
  )
}
