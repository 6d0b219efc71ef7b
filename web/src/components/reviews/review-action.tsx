// "Write a review" / "Edit review" on a past booking of /user/bookings (and /user/reviews):
// shown only for a completed visit within 90 days that has no review yet, or for the user's own
// review while it can still be edited. /user/bookings?review=<bookingId> (the invitation
// e-mail's link) opens the dialog at once.
import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useSearchParams } from 'react-router'
import { Star } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { useSession } from '@/lib/auth/session'
import { formatHkDate } from '@/lib/format'
import type { Lang } from '@/lib/enums'
import { useReviewsT } from './i18n'
import { myReviewsQuery } from '@/components/reviews/api/my-reviews'
import { canEditReview, canWriteReview, type ReviewableBooking } from './eligibility'
import { ReviewDialog } from './review-dialog'
import { Stars } from './stars'

export interface ReviewActionBooking extends ReviewableBooking {
  id: string
  shopName: string
  serviceName: string
}

export default function ReviewAction({ booking, lang }: { booking: ReviewActionBooking; lang: Lang }) {
  const { t } = useReviewsT()
  const session = useSession()
  const userId = session.status === 'signed-in' ? session.user.id : ''
  const mine = useQuery(myReviewsQuery(userId))
  const [params, setParams] = useSearchParams()
  const review = mine.data?.find((r) => r.booking_id === booking.id) ?? null
  const canWrite = mine.isSuccess && canWriteReview(booking, review !== null)
  const canEdit = review !== null && canEditReview(review)
  const invited = params.get('review') === booking.id
  const [open, setOpen] = useState(false)
  const [message, setMessage] = useState('')
  const isOpen = open || (invited && (canWrite || canEdit))
  const close = (text: string) => {
    setOpen(false)
    setMessage(text)
    if (invited) {
      const next = new URLSearchParams(params)
      next.delete('review')
      setParams(next, { replace: true })
    }
  }
  if (!mine.isSuccess) return null
  const visit = t('write.visit', { service: booking.serviceName, shop: booking.shopName, date: formatHkDate(booking.start_at, lang) })
  return (
    <div className="mt-3" data-testid="review-action">
      {review && (
        <p className="flex flex-wrap items-center gap-2 text-sm text-stone-700">
          <span>{t('write.yourReview')}</span>
          <Stars rating={review.rating} />
        </p>
      )}
      {message && (
        <p role="status" className="mt-2 rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
          {message}
        </p>
      )}
      {(canWrite || canEdit) && (
        <Button variant={canWrite ? 'primary' : 'outline'} size="sm" className="mt-2" onClick={() => setOpen(true)}>
          <Star aria-hidden="true" className="size-4" />
          {canWrite ? t('write.button') : t('write.edit')}
        </Button>
      )}
      <Dialog open={isOpen} onOpenChange={(next) => (next ? setOpen(true) : close(''))}>
        {isOpen && <ReviewDialog bookingId={booking.id} visit={visit} existing={review} onDone={close} />}
      </Dialog>
    </div>
  )
}
