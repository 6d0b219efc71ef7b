// submit-review (C.3): {bookingId, rating, comment, photos?} writes the review of the caller's completed
// visit (201 {review}); {reviewId, rating, comment} edits it within 30 days (200 {review}).
// Refusals: 403 not_eligible, 409 already_reviewed, 422 review_window_closed, and for an edit
// 422 edit_window_closed or 403 forbidden once moderated; the dialog shows errors.<code>.
import { useRefreshingMutation } from '@/lib/query'
import { invokeFunction } from '@/lib/invoke-function'
import { reviewAnswerSchema, type SubmittedReview } from './review'
import { reviewKeys } from './keys'

export interface WriteReviewRequest {
  bookingId: string
  rating: number
  comment: string
  /** Object names in review-photos (api/review-photos.ts), at most four. */
  photos?: string[]
  /** Set when the caller edits their review of this visit. */
  reviewId?: string
}

export async function writeReview(request: WriteReviewRequest): Promise<SubmittedReview> {
  const fields = { rating: request.rating, comment: request.comment.trim(), ...(request.photos ? { photos: request.photos } : {}) }
  const body = request.reviewId ? { reviewId: request.reviewId, ...fields } : { bookingId: request.bookingId, ...fields }
  return reviewAnswerSchema.parse(await invokeFunction<unknown>('submit-review', { body })).review
}

export function useWriteReview() {
  return useRefreshingMutation(writeReview, [reviewKeys.all])
}
