// A review's stars as text for screen readers ("4 out of 5 stars") and five glyphs for the eye.
import { Star } from 'lucide-react'
import { cn } from '@/lib/cn'
import { useReviewsT } from './i18n'

export function Stars({ rating, className, size = 'size-4' }: { rating: number; className?: string; size?: string }) {
  const { t } = useReviewsT()
  const full = Math.round(rating)
  return (
    <span role="img" aria-label={t('stars', { count: full })} className={cn('inline-flex items-center gap-0.5', className)} data-rating={full}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden="true"
          className={cn(size, n <= full ? 'fill-amber-400 text-amber-500' : 'fill-stone-200 text-stone-300')}
        />
      ))}
    </span>
  )
}
