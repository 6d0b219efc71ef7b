// When the screens offer "Write a review" and "Edit review" (C.3, C.4.2): a completed visit of
// the user, not yet reviewed, within 90 days of the visit; an edit within 30 days of writing.
// The server applies the same rules and refuses otherwise; these only decide what is shown.
export const REVIEW_WINDOW_DAYS = 90
export const EDIT_WINDOW_DAYS = 30
const DAY = 86400_000

export interface ReviewableBooking {
  status: string
  start_at: string
  end_at: string | null
}

/** The moment a visit stops being reviewable. */
export function reviewWindowEnd(booking: Pick<ReviewableBooking, 'start_at' | 'end_at'>): Date {
  return new Date(Date.parse(booking.end_at ?? booking.start_at) + REVIEW_WINDOW_DAYS * DAY)
}

export function canWriteReview(booking: ReviewableBooking, alreadyReviewed: boolean, now: Date = new Date()): boolean {
  if (booking.status !== 'completed' || alreadyReviewed) return false
  return now.getTime() <= reviewWindowEnd(booking).getTime()
}

export function editableUntil(review: { created_at: string }): Date {
  return new Date(Date.parse(review.created_at) + EDIT_WINDOW_DAYS * DAY)
}

/** The author may still change it: written under 30 days ago and not hidden by moderation. */
export function canEditReview(review: { created_at: string; status: string; booking_id: string | null }, now: Date = new Date()): boolean {
  if (review.status !== 'published' || !review.booking_id) return false
  return now.getTime() <= editableUntil(review).getTime()
}
