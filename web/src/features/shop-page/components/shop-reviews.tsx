// The shop page's reviews (a lazy chunk below the fold, so the page's first paint does not carry
// it): the rating summary (average, count, distribution by stars), the published reviews newest
// first or by rating, "Show more" a page at a time. Each review shows the reviewer's display
// name, the date in Hong Kong time, the stars, the visit's service, "Verified visit" when it
// came from a booking, the removal notice when moderation stripped the text, the shop's reply,
// and for signed-in visitors "Report".
import { lazy, Suspense, useState } from 'react'
import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { BadgeCheck } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { useSession } from '@/lib/auth/session'
import { cn } from '@/lib/cn'
import { labelLang, type Lang } from '@/lib/enums'
import { useReviewsT } from '@/components/reviews/i18n'
import { ratingSummaryQuery, SHOP_REVIEW_SORTS, shopReviewsQuery, type ShopReviewSort } from '../api/shop-reviews'
import { myReportedQuery } from '@/components/reviews/api/report-review'
import type { ReviewRow } from '@/components/reviews/api/review'
import { Stars } from '@/components/reviews/stars'
import { ReviewHeading } from '@/components/reviews/review-heading'
import { ReviewText } from '@/components/reviews/review-text'
import { ReviewPhotos } from '@/components/reviews/review-photos'
import { ReviewReply } from '@/components/reviews/review-reply'
import { OptionList } from '@/components/ui/select'

// Only signed-in visitors see Report: its form (react-hook-form, the dialog) loads for them only.
const ReportButton = lazy(() => import('@/components/reviews/report-dialog').then((m) => ({ default: m.ReportButton })))

export default function ShopReviews({ shopId, rating, count }: { shopId: string; rating: number; count: number }) {
  const { t, i18n } = useReviewsT()
  const lang = labelLang(i18n.language)
  const [sort, setSort] = useState<ShopReviewSort>('newest')
  const reviews = useInfiniteQuery(shopReviewsQuery(shopId, sort))
  const summary = useQuery(ratingSummaryQuery(shopId))
  const session = useSession()
  const userId = session.status === 'signed-in' ? session.user.id : ''
  const reported = useQuery(myReportedQuery(userId))
  const rows = reviews.data?.pages.flatMap((p) => p.rows) ?? []
  // The summary's figures once loaded (they follow moderation at once), the shop's until then.
  const average = summary.data?.average ?? rating
  const total = summary.data?.count ?? count

  return (
    <section aria-labelledby="shop-reviews" data-testid="shop-reviews">
      <h2 id="shop-reviews" className="text-xl font-semibold tracking-tight text-stone-900">
        {t('shop.title')}
      </h2>
      {total > 0 && (
        <div className="mt-3 grid gap-4 rounded-2xl bg-stone-50 p-4 sm:grid-cols-[auto_1fr] sm:gap-8" aria-label={t('shop.summary')} role="group" data-testid="rating-summary">
          <div className="flex flex-col items-start gap-1">
            <p className="text-4xl font-bold tracking-tight text-stone-900 tabular-nums">{average.toFixed(1)}</p>
            <Stars rating={average} />
            <p className="text-sm text-stone-600">{t('shop.count', { count: total })}</p>
          </div>
          <ul className="space-y-1 text-sm">
            {[5, 4, 3, 2, 1].map((stars) => {
              const n = summary.data?.byStars[stars - 1] ?? 0
              return (
                <li key={stars} className="grid grid-cols-[2.5rem_1fr_2rem] items-center gap-2">
                  <span className="text-stone-700 tabular-nums">{stars} ★</span>
                  <span className="h-2 overflow-hidden rounded-full bg-stone-200" aria-hidden="true">
                    <span className="block h-full rounded-full bg-amber-400" style={{ width: total ? `${(n / total) * 100}%` : '0%' }} />
                  </span>
                  <span className="text-right text-stone-600 tabular-nums" aria-label={t('shop.distribution', { stars, count: n })}>
                    {summary.data ? n : '·'}
                  </span>
                </li>
              )
            })}
          </ul>
        </div>
      )}
      {total > 0 && (
        <label className="mt-4 flex items-center gap-2 text-sm text-stone-700">
          {t('shop.sort')}
          <select
            value={sort}
            onChange={(e) => setSort(e.target.value as ShopReviewSort)}
            className="h-9 rounded-lg border border-stone-300 bg-white px-2 text-sm text-stone-900"
          >
            <OptionList values={SHOP_REVIEW_SORTS} label={(s) => t(`shop.sortOptions.${s}`)} />
          </select>
        </label>
      )}
      {reviews.isPending && (
        <p role="status" className="mt-3 text-sm text-stone-600">
          {t('shop.loading')}
        </p>
      )}
      {reviews.isError && (
        <div role="alert" className="mt-3 text-sm text-rose-800">
          {t('shop.loadError')}{' '}
          <button type="button" className="underline" onClick={() => void reviews.refetch()}>
            {t('shop.retry')}
          </button>
        </div>
      )}
      {reviews.isSuccess && rows.length === 0 && <p className="mt-3 text-stone-600">{t('shop.none')}</p>}
      <ul className="mt-4 space-y-3">
        {rows.map((review) => (
          <ShopReviewCard key={review.id} review={review} lang={lang} signedIn={Boolean(userId)} reported={reported.data?.includes(review.id) ?? false} />
        ))}
      </ul>
      {reviews.hasNextPage && (
        <Button variant="outline" size="sm" className="mt-4" disabled={reviews.isFetchingNextPage} onClick={() => void reviews.fetchNextPage()}>
          {reviews.isFetchingNextPage ? t('shop.loading') : t('shop.more')}
        </Button>
      )}
    </section>
  )
}

function ShopReviewCard({ review, lang, signedIn, reported }: { review: ReviewRow; lang: Lang; signedIn: boolean; reported: boolean }) {
  const { t } = useReviewsT()
  return (
    <li className="rounded-2xl border border-stone-200 p-4" data-testid="shop-review" data-review-id={review.id}>
      <ReviewHeading review={review} lang={lang}>
        {review.booking_id && (
          <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-800">
            <BadgeCheck aria-hidden="true" className="size-3.5" />
            {t('verifiedVisit')}
          </span>
        )}
        {review.edited_at && <span className="text-xs text-stone-500">{t('editedNote')}</span>}
      </ReviewHeading>
      <ReviewText status={review.status} comment={review.comment} />
      <ReviewPhotos photos={review.photos} author={review.author_name} />
      {review.merchant_reply && <ReviewReply reply={review.merchant_reply} at={review.merchant_reply_at} lang={lang} />}
      {signedIn && (
        <div className={cn('mt-2 flex justify-end')}>
          <Suspense fallback={null}>
            <ReportButton reviewId={review.id} reported={reported} />
          </Suspense>
        </div>
      )}
    </li>
  )
}
