// The merchant dashboard's Reviews section (marketplace.md C.2, scenario 9): every review of the
// shop (hidden and text-removed ones too, marked), newest first, 20 at a time with "Show more"
// (the tabs count on the server); one public reply per review
// (reply-review; the reviewer is e-mailed, then the reply shows and no second one is offered);
// Report with a reason once per review. /merchant/dashboard?section=reviews (the new-review
// e-mail's link) scrolls here.
import { useEffect, useRef, useState } from 'react'
import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { useSearchParams } from 'react-router'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Textarea } from '@/components/ui/textarea'
import { useSession } from '@/lib/auth/session'
import { PillTabs } from '@/components/ui/pill-tabs'
import { labelLang, type Lang } from '@/lib/enums'
import { reviewsText, useReviewsT } from '@/components/reviews/i18n'
import { MERCHANT_REVIEW_TABS, merchantReviewCountsQuery, merchantReviewsQuery, type MerchantReviewTab } from './api/merchant-reviews'
import { myReportedQuery } from '@/components/reviews/api/report-review'
import { useReplyReview } from './api/reply-review'
import type { ReviewRow } from '@/components/reviews/api/review'
import { createReplySchema, REPLY_MAX, type ReplyForm } from '@/components/reviews/review-schema'
import { ReviewHeading } from '@/components/reviews/review-heading'
import { ReviewText } from '@/components/reviews/review-text'
import { ReviewPhotos } from '@/components/reviews/review-photos'
import { ReviewReply } from '@/components/reviews/review-reply'
import { ReportButton } from '@/components/reviews/report-dialog'
import { FormActions } from '@/components/reviews/form-actions'
import { Loading, LoadError } from '../components/query-states'

const TABS = MERCHANT_REVIEW_TABS
type Tab = MerchantReviewTab

export default function ReviewsSection({ shop }: { shop: { id: string; name: string } }) {
  const { t, i18n } = useReviewsT()
  const lang = labelLang(i18n.language)
  const [tab, setTab] = useState<Tab>('all')
  const reviews = useInfiniteQuery(merchantReviewsQuery(shop.id, tab))
  const counted = useQuery(merchantReviewCountsQuery(shop.id))
  const session = useSession()
  const userId = session.status === 'signed-in' ? session.user.id : ''
  const reported = useQuery(myReportedQuery(userId))
  const [params] = useSearchParams()
  const ref = useRef<HTMLElement>(null)
  useEffect(() => {
    if (params.get('section') === 'reviews') ref.current?.scrollIntoView({ block: 'start' })
  }, [params])
  const shown = reviews.data?.pages.flatMap((p) => p.rows) ?? []

  return (
    <section
      ref={ref}
      id="reviews"
      aria-labelledby={`reviews-title-${shop.id}`}
      className="scroll-mt-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-6"
      data-testid="merchant-reviews"
    >
      <h2 id={`reviews-title-${shop.id}`} className="text-lg font-semibold text-stone-900">
        {t('merchant.title')}
      </h2>
      <PillTabs
        label={t('merchant.title')}
        className="mt-4"
        selected={tab}
        onSelect={setTab}
        tabs={TABS.map((name) => ({
          id: name,
          label: counted.data ? t('withCount', { label: t(`merchant.tabs.${name}`), count: counted.data[name] }) : t(`merchant.tabs.${name}`),
        }))}
      />
      <div role="tabpanel" className="mt-4">
        {reviews.isPending ? (
          <Loading text={t('shop.loading')} />
        ) : reviews.isError ? (
          <LoadError text={t('merchant.loadError')} />
        ) : shown.length === 0 ? (
          <p className="text-sm text-stone-600">{t('merchant.empty')}</p>
        ) : (
          <>
            <ul className="space-y-3">
              {shown.map((review) => (
                <MerchantReview key={review.id} review={review} lang={lang} reported={reported.data?.includes(review.id) ?? false} />
              ))}
            </ul>
            {reviews.hasNextPage && (
              <Button variant="outline" size="sm" className="mt-4" disabled={reviews.isFetchingNextPage} onClick={() => void reviews.fetchNextPage()}>
                {reviews.isFetchingNextPage ? t('shop.loading') : t('merchant.more')}
              </Button>
            )}
          </>
        )}
      </div>
    </section>
  )
}

function MerchantReview({ review, lang, reported }: { review: ReviewRow; lang: Lang; reported: boolean }) {
  const { t } = useReviewsT()
  const [replying, setReplying] = useState(false)
  return (
    <li className="rounded-xl border border-stone-200 p-4" data-testid="merchant-review" data-review-id={review.id}>
      <ReviewHeading review={review} lang={lang}>
        {review.status !== 'published' && (
          <span className="rounded-full bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-900 ring-1 ring-amber-200 ring-inset">
            {t(`status.${review.status}`)}
          </span>
        )}
      </ReviewHeading>
      <ReviewText status={review.status} comment={review.comment} />
      <ReviewPhotos photos={review.photos} author={review.author_name} />
      {replying ? (
        <ReplyForm reviewId={review.id} current={review.merchant_reply} onDone={() => setReplying(false)} />
      ) : review.merchant_reply ? (
        <ReviewReply reply={review.merchant_reply} at={review.merchant_reply_at} lang={lang} label={t('merchant.replied')} />
      ) : null}
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
        {!replying && review.status !== 'hidden' ? (
          <Button variant="outline" size="sm" onClick={() => setReplying(true)}>
            {review.merchant_reply ? t('merchant.editReply') : t('merchant.reply')}
          </Button>
        ) : (
          <span />
        )}
        <ReportButton reviewId={review.id} reported={reported} />
      </div>
    </li>
  )
}

/** A first reply, or (with `current`) the shop's correction of the reply it posted. */
function ReplyForm({ reviewId, current, onDone }: { reviewId: string; current: string | null; onDone: () => void }) {
  const { t } = useReviewsT()
  const reply = useReplyReview()
  const [schema] = useState(() => createReplySchema(reviewsText))
  const form = useForm<ReplyForm>({ resolver: zodResolver(schema), defaultValues: { reply: current ?? '' } })
  const submit = form.handleSubmit((values) => reply.mutate({ reviewId, reply: values.reply, edit: current !== null }, { onSuccess: onDone }))
  return (
    <form className="mt-3 space-y-3" onSubmit={(e) => void submit(e)} noValidate>
      <FormField label={t('merchant.replyLabel')} hint={t('merchant.replyHint')} error={form.formState.errors.reply?.message}>
        {(control) => <Textarea {...control} rows={3} maxLength={REPLY_MAX} {...form.register('reply')} />}
      </FormField>
      <FormActions
        mutation={reply}
        onCancel={onDone}
        cancelLabel={t('merchant.cancel')}
        submitLabel={current !== null ? t('merchant.saveReply') : t('merchant.sendReply')}
        busyLabel={t('merchant.sending')}
        size="sm"
      />
    </form>
  )
}
