// reply-review (C.3, shop owner): one public reply per review; the reviewer is e-mailed. With
// edit the shop corrects its reply (issue 28; no second e-mail).
// Refusals: 403 forbidden, 409 already_replied, 404 not_found (edit without a reply).
import { useRefreshingMutation } from '@/lib/query'
import { invokeFunction } from '@/lib/invoke-function'
import { reviewKeys } from '@/components/reviews/api/keys'

export async function replyReview(reviewId: string, reply: string, edit = false): Promise<void> {
  await invokeFunction<unknown>('reply-review', { body: { reviewId, reply: reply.trim(), ...(edit ? { edit: true } : {}) } })
}

export function useReplyReview() {
  return useRefreshingMutation(
    ({ reviewId, reply, edit }: { reviewId: string; reply: string; edit?: boolean }) => replyReview(reviewId, reply, edit),
    [reviewKeys.all],
  )
}
