// A review's first two lines wherever reviews are listed (the shop page, the merchant's Reviews
// section): the author and the date in HKT, then the stars and the visit's service, followed by
// the caller's own badges (verified visit, status, edited).
import type { ReactNode } from 'react'
import type { Lang } from '@/lib/enums'
import { formatHkDate } from '@/lib/format'
import { useReviewsT } from './i18n'
import type { ReviewRow } from '@/components/reviews/api/review'
import { Stars } from './stars'

export function ReviewHeading({ review, lang, children }: { review: ReviewRow; lang: Lang; children?: ReactNode }) {
  const { t } = useReviewsT()
  const service = lang === 'zh' && review.service_name_zh ? review.service_name_zh : review.service_name
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <p className="font-medium text-stone-900">{review.author_name || t('anonymous')}</p>
        <time dateTime={review.created_at} className="text-sm text-stone-600">
          {formatHkDate(review.created_at, lang)}
        </time>
      </div>
      <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <Stars rating={review.rating} />
        {service && <span className="text-stone-700">{service}</span>}
        {children}
      </div>
    </>
  )
}
