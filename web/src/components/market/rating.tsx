import { Star } from 'lucide-react'
import { useTranslation } from 'react-i18next'

/** "★ 4.8 (40 reviews)", or "New" when the shop has no reviews yet. */
export function Rating({ rating, count, className }: { rating: number; count: number; className?: string }) {
  const { t } = useTranslation()
  if (count <= 0) {
    return <span className={className}>{t('market.rating.none')}</span>
  }
  return (
    <span className={className}>
      <Star aria-hidden="true" className="mr-1 inline size-4 -translate-y-px fill-amber-400 text-amber-500" />
      <span className="font-semibold text-stone-900">{rating.toFixed(1)}</span>{' '}
      <span className="text-stone-600">{t('market.rating.count', { count })}</span>
    </span>
  )
}
