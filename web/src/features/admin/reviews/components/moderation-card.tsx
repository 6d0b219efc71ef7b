// One review in the moderation queue: shop, author, date (HKT), stars, status, the comment (or
// the removed text, for the admin only), the shop's reply, its open reports if any (reason,
// details, who reported it, when), and the actions that apply to its status, each confirmed in
// a dialog before moderate-review runs. Dismissing answers every open report of the review.
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog'
import type { Lang } from '@/lib/enums'
import { formatHkDate } from '@/lib/format'
import { localName } from '@/components/booking/names'
import { useReviewsT } from '@/components/reviews/i18n'
import { actionsFor, useModerateReview, type ModerationAction } from '../api/moderate-review'
import { Stars } from '@/components/reviews/stars'
import { ReviewReply } from '@/components/reviews/review-reply'
import { Badge, type BadgeTone } from '../../components/badge'
import { personLabel, removedPhotos, removedText, type AdminReview, type ReviewReport } from '../api/moderation'
import { ReviewPhotos } from '@/components/reviews/review-photos'
import { CallError } from '@/components/call-error'

const TONE: Record<string, BadgeTone> = { published: 'green', hidden: 'neutral', text_removed: 'amber' }

export function ModerationCard({ review, reports = [], lang }: { review: AdminReview; reports?: ReviewReport[]; lang: Lang }) {
  const { t } = useReviewsT()
  const [pending, setPending] = useState<ModerationAction | null>(null)
  const removed = review.status === 'text_removed' ? removedText(review) : null
  // One report: decisions name it; several: moderate-review answers every open one.
  const reportId = reports.length === 1 ? reports[0]?.id : undefined
  const many = reports.length > 1
  return (
    <li className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm" data-testid="moderation-item" data-review-id={review.id}>
      {reports.length > 0 && (
        <ul className="mb-3 space-y-2">
          {reports.map((report) => (
            <li key={report.id} className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-900" data-testid="open-report">
              <p className="font-medium">{t('admin.reportReason', { reason: t(`report.reasons.${report.reason}`) })}</p>
              {report.details && <p className="mt-0.5 whitespace-pre-line">{report.details}</p>}
              <p className="mt-0.5 break-words text-xs text-red-800">
                {t('admin.reportedBy', { who: personLabel(report.reporter) ?? t('anonymous') })} · {formatHkDate(report.created_at, lang)}
              </p>
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold text-stone-900">{localName(review.shop, lang)}</p>
          <p className="text-sm text-stone-600">
            {review.author_name || t('anonymous')} · {formatHkDate(review.created_at, lang)}
          </p>
        </div>
        <Badge tone={TONE[review.status] ?? 'neutral'}>{t(`status.${review.status}`)}</Badge>
      </div>
      <div className="mt-2">
        <Stars rating={review.rating} />
      </div>
      {review.comment && <p className="mt-2 whitespace-pre-line text-stone-800">{review.comment}</p>}
      <ReviewPhotos photos={review.status === 'text_removed' ? removedPhotos(review) : review.photos} author={review.author_name} />
      {review.status === 'text_removed' && (
        <p className="mt-2 text-sm text-stone-600 italic">
          {t('textRemoved')}
          {removed && <span className="mt-1 block rounded bg-stone-100 px-2 py-1 not-italic text-stone-700 line-through">{removed}</span>}
        </p>
      )}
      {review.merchant_reply && <ReviewReply reply={review.merchant_reply} at={review.merchant_reply_at} lang={lang} />}
      <div className="mt-3 flex flex-wrap gap-2">
        {actionsFor(review.status, reports.length > 0).map((action) => (
          <Button key={action} variant={action === 'dismiss' || action === 'restore' ? 'outline' : 'secondary'} size="sm" onClick={() => setPending(action)}>
            {t(`admin.actions.${action === 'dismiss' && many ? 'dismissAll' : action}`)}
          </Button>
        ))}
      </div>
      <Dialog open={pending !== null} onOpenChange={(open) => !open && setPending(null)}>
        {pending && (
          <ConfirmDialog reviewId={review.id} reportId={reportId} action={pending} reports={reports.length} onDone={() => setPending(null)} />
        )}
      </Dialog>
    </li>
  )
}

function ConfirmDialog({
  reviewId,
  reportId,
  action,
  reports,
  onDone,
}: {
  reviewId: string
  reportId?: string
  action: ModerationAction
  reports: number
  onDone: () => void
}) {
  const { t } = useReviewsT()
  const moderate = useModerateReview()
  // A refused move (invalid_transition) talks about this review, not a booking.
  const key = action === 'dismiss' && reports > 1 ? 'dismissAll' : action
  return (
    <DialogContent closeLabel={t('admin.cancel')} data-testid="moderation-confirm">
      <DialogTitle>{t(`admin.actions.${key}`)}</DialogTitle>
      <DialogDescription>{t(`admin.confirm.${key}`, { count: reports })}</DialogDescription>
      <CallError call={moderate} context='review' className="mt-3 rounded-lg bg-red-50 px-3 py-2" />
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={onDone}>
          {t('admin.cancel')}
        </Button>
        <Button
          disabled={moderate.isPending}
          onClick={() => moderate.mutate({ reviewId, action, ...(reportId ? { reportId } : {}) }, { onSuccess: onDone })}
        >
          {t('admin.confirmButton')}
        </Button>
      </div>
    </DialogContent>
  )
}
