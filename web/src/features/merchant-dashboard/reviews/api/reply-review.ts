// reply-review (C.3, shop owner): one public reply per review; the reviewer is e-mailed.
// Refusals: 403 forbidden, 409 already_replied.
import { useRefreshingMutation } from '@/lib/query'
import { invokeFunction } from '@/lib/invoke-function'
import { reviewKeys } from '@/components/reviews/api/keys'

export async function replyReview(reviewId: string, reply: string): Promise<void> {
  await invokeFunction<unknown>('reply-review', { body: { reviewId, reply: reply.trim() } })
}

export function useReplyReview() {
  return useRefreshingMutation(
    ({ reviewId, reply }: { reviewId: string; reply: string }) => replyReview(reviewId, reply),
    [reviewKeys.all],
  )
}
