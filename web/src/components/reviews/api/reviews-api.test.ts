// The review data functions send the bodies of C.3 and read the answers as the server gives
// them: a new review names the booking, an edit names the review; a refusal keeps its code
// (already_reported) for errors.<code>. (The shop page's reads: features/shop-page/api; the
// moderation actions: features/admin/reviews/api.)
import { describe, expect, it, vi } from 'vitest'
import { FunctionError } from '@/lib/invoke-function'
import { writeReview } from './write-review'
import { reportReview } from './report-review'
import { mockInvoke } from '@/test/mock-invoke'
import { review } from '@/test/review-fixture'

vi.mock('@/lib/supabase', () => ({ getSupabase: vi.fn() }))
const invoke = mockInvoke()

describe('reviews api', () => {
  it('writes with the booking, edits with the review id, comment trimmed', async () => {
    invoke.mockResolvedValue({ data: { review }, error: null })
    expect((await writeReview({ bookingId: 'b1', rating: 4, comment: ' Neat ' })).id).toBe('r1')
    expect(invoke).toHaveBeenLastCalledWith('submit-review', { body: { bookingId: 'b1', rating: 4, comment: 'Neat' } })
    await writeReview({ bookingId: 'b1', reviewId: 'r1', rating: 3, comment: 'Fine' })
    expect(invoke).toHaveBeenLastCalledWith('submit-review', { body: { reviewId: 'r1', rating: 3, comment: 'Fine' } })
  })

  it('a second report keeps the code already_reported', async () => {
    const refused = Object.assign(new Error('non-2xx'), {
      name: 'FunctionsHttpError',
      context: new Response(JSON.stringify({ code: 'already_reported', message: 'You have already reported this review.' }), { status: 409 }),
    })
    invoke.mockResolvedValue({ data: null, error: refused })
    const error = await reportReview('r1', 'fake', '  ').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(FunctionError)
    expect((error as FunctionError).code).toBe('already_reported')
    expect(invoke).toHaveBeenCalledWith('report-review', { body: { reviewId: 'r1', reason: 'fake' } })
  })
})
