// /user/reviews (marketplace.md C.2): the visits still waiting for a review (completed, within
// 90 days), then every review the user wrote with its shop, service, stars, comment, status
// (hidden or text removed, explained), the shop's reply, and "Edit review" while editable.
import { useState } from 'react'
import { Link, Navigate } from 'react-router'
import { useQuery } from '@tanstack/react-query'
import { Pencil } from 'lucide-react'
import { Button, buttonClasses } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { LoadingScreen } from '@/components/loading-screen'
import { paths } from '@/config/paths'
import { labelLang, type Lang } from '@/lib/enums'
import { formatHkDate } from '@/lib/format'
import { localName } from '@/components/booking/names'
import { useDocumentLang } from '@/lib/use-document-lang'
import { completedVisitsQuery } from './api/reviewable-visits'
import { useReviewsT } from '@/components/reviews/i18n'
import { myReviewsQuery, type MyReview } from '@/components/reviews/api/my-reviews'
import { canEditReview, canWriteReview } from '@/components/reviews/eligibility'
import ReviewAction from '@/components/reviews/review-action'
import { ReviewDialog } from '@/components/reviews/review-dialog'
import { ReviewReply } from '@/components/reviews/review-reply'
import { ReviewText } from '@/components/reviews/review-text'
import { ReviewPhotos } from '@/components/reviews/review-photos'
import { Stars } from '@/components/reviews/stars'
import { TitledSection } from '@/components/ui/titled-section'
import { useSignedInUser } from '@/components/market/use-signed-in-user'

export default function MyReviewsPage() {
  const { t, i18n } = useReviewsT()
  const lang = labelLang(i18n.language)
  useDocumentLang(lang, t('mine.documentTitle'))
  const { session, userId, loginHref } = useSignedInUser()
  const reviews = useQuery(myReviewsQuery(userId))
  const visits = useQuery(completedVisitsQuery(userId))

  if (session.status === 'signed-out') {
    return <Navigate to={loginHref} replace />
  }
  if (session.status === 'unknown' || reviews.isPending) return <LoadingScreen fullScreen={false} />

  const reviewed = new Set((reviews.data ?? []).map((r) => r.booking_id))
  const toReview = (visits.data ?? []).filter((b) => canWriteReview(b, reviewed.has(b.id)))
  return (
    <main className="flex-1 bg-stone-50 px-4 py-8 sm:py-12">
      <div className="mx-auto max-w-3xl">
        <h1 className="text-2xl font-semibold tracking-tight text-stone-900 sm:text-3xl">{t('mine.title')}</h1>
        {toReview.length > 0 && (
          <TitledSection id="to-review" title={t('mine.toReview')} className="mt-6">
            <ul className="mt-3 space-y-3">
              {toReview.map((b) => (
                <li key={b.id} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200" data-testid="to-review">
                  <p className="font-semibold text-stone-900">{localName(b.shop, lang)}</p>
                  <p className="text-sm text-stone-700">
                    {localName(b.service, lang)} · {formatHkDate(b.start_at, lang)}
                  </p>
                  <ReviewAction
                    booking={{ id: b.id, status: b.status, start_at: b.start_at, end_at: b.end_at, shopName: localName(b.shop, lang), serviceName: localName(b.service, lang) }}
                    lang={lang}
                  />
                </li>
              ))}
            </ul>
          </TitledSection>
        )}
        <TitledSection id="written" title={t('mine.written')} className="mt-8">
          {reviews.isError ? (
            <p role="alert" className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-red-800">
              {t('mine.loadError')}
            </p>
          ) : reviews.data.length === 0 ? (
            <div className="mt-3 rounded-2xl bg-white p-6 text-stone-700 ring-1 ring-stone-200">
              <p>{t('mine.empty')}</p>
              <Link to={paths.user.bookings.getHref()} className={buttonClasses('outline', 'sm', 'mt-4')}>
                {t('mine.bookings')}
              </Link>
            </div>
          ) : (
            <ul className="mt-3 space-y-3">
              {reviews.data.map((review) => (
                <MyReviewCard key={review.id} review={review} lang={lang} />
              ))}
            </ul>
          )}
        </TitledSection>
      </div>
    </main>
  )
}

const STATUS_TONE: Record<string, string> = {
  published: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  hidden: 'bg-stone-100 text-stone-700 ring-stone-300',
  text_removed: 'bg-amber-50 text-amber-900 ring-amber-200',
}

function MyReviewCard({ review, lang }: { review: MyReview; lang: Lang }) {
  const { t } = useReviewsT()
  const [editing, setEditing] = useState(false)
  const [message, setMessage] = useState('')
  const service = lang === 'zh' && review.service_name_zh ? review.service_name_zh : review.service_name
  const shopName = localName(review.shop, lang)
  return (
    <li className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200" data-testid="my-review" data-review-id={review.id}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          {review.shop ? (
            <Link to={paths.shop.getHref(review.shop.id)} className="font-semibold text-stone-900 underline-offset-2 hover:underline">
              {shopName}
            </Link>
          ) : null}
          {service && <p className="text-sm text-stone-700">{service}</p>}
        </div>
        <span className={`rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset ${STATUS_TONE[review.status] ?? ''}`}>
          {t(`status.${review.status}`)}
        </span>
      </div>
      <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-stone-600">
        <Stars rating={review.rating} />
        <time dateTime={review.created_at}>{formatHkDate(review.created_at, lang)}</time>
        {review.edited_at && <span>· {t('editedNote')}</span>}
      </p>
      {review.status !== 'published' && (
        <p className="mt-2 rounded-lg bg-stone-50 px-3 py-2 text-sm text-stone-700">{t(`statusHelp.${review.status}`)}</p>
      )}
      {review.status === 'text_removed' ? null : <ReviewText status={review.status} comment={review.comment} />}
      <ReviewPhotos photos={review.photos} />
      {review.merchant_reply && <ReviewReply reply={review.merchant_reply} at={review.merchant_reply_at} lang={lang} />}
      {message && (
        <p role="status" className="mt-2 rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
          {message}
        </p>
      )}
      {review.booking_id && canEditReview(review) && (
        <Button variant="outline" size="sm" className="mt-3" onClick={() => setEditing(true)}>
          <Pencil aria-hidden="true" className="size-4" />
          {t('write.edit')}
        </Button>
      )}
      <Dialog open={editing} onOpenChange={setEditing}>
        {editing && review.booking_id && (
          <ReviewDialog
            bookingId={review.booking_id}
            visit={t('write.visitShort', { service: service ?? '', shop: shopName })}
            existing={review}
            onDone={(text) => {
              setEditing(false)
              setMessage(text)
            }}
          />
        )}
      </Dialog>
    </li>
  )
}
