// What the review screens offer and accept: "Write a review" only for a completed visit of
// under 90 days without a review, "Edit" for 30 days while published, 1–5 stars and a comment
// with the namespace's messages, a report reason from the list.
import { describe, expect, it } from 'vitest'
import en from '@/locales/reviews/en.json'
import { canEditReview, canWriteReview } from './eligibility'
import { createReplySchema, createReportSchema, createReviewSchema, COMMENT_MAX } from './review-schema'

const t = (key: string, values?: Record<string, unknown>) => {
  const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], en) as string
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values?.[name] ?? ''))
}
const now = new Date('2026-12-10T12:00:00+08:00')
const visit = (status: string, start: string) => ({ status, start_at: start, end_at: null })

describe('eligibility', () => {
  it('a completed visit without a review, up to 90 days after it', () => {
    expect(canWriteReview(visit('completed', '2026-12-01T14:00:00+08:00'), false, now)).toBe(true)
    expect(canWriteReview(visit('completed', '2026-09-12T12:00:00+08:00'), false, now)).toBe(true)
    expect(canWriteReview(visit('completed', '2026-09-11T11:00:00+08:00'), false, now)).toBe(false)
  })
  it('never for a second review, a no-show, a cancelled or a coming visit', () => {
    expect(canWriteReview(visit('completed', '2026-12-01T14:00:00+08:00'), true, now)).toBe(false)
    for (const status of ['no_show', 'cancelled', 'confirmed', 'pending']) {
      expect(canWriteReview(visit(status, '2026-12-01T14:00:00+08:00'), false, now)).toBe(false)
    }
  })
  it('edit for 30 days, only a published review of a visit', () => {
    const review = { created_at: '2026-11-11T12:00:00+08:00', status: 'published', booking_id: 'b1' }
    expect(canEditReview(review, now)).toBe(true)
    expect(canEditReview({ ...review, created_at: '2026-11-10T11:00:00+08:00' }, now)).toBe(false)
    expect(canEditReview({ ...review, status: 'text_removed' }, now)).toBe(false)
    expect(canEditReview({ ...review, status: 'hidden' }, now)).toBe(false)
    expect(canEditReview({ ...review, booking_id: null }, now)).toBe(false)
  })
})

describe('forms', () => {
  const review = createReviewSchema(t)
  it('needs 1–5 stars and a comment, trimmed', () => {
    expect(review.parse({ rating: 4, comment: '  Neat work  ' })).toEqual({ rating: 4, comment: 'Neat work' })
    const missing = review.safeParse({ rating: undefined, comment: ' ' })
    expect(missing.success).toBe(false)
    expect(missing.error?.issues.map((i) => i.message).sort()).toEqual([
      'Please choose a rating from 1 to 5 stars.',
      'Please write a few words about your visit.',
    ])
    expect(review.safeParse({ rating: 6, comment: 'x' }).error?.issues[0]?.message).toBe('Please choose a rating from 1 to 5 stars.')
    expect(review.safeParse({ rating: 2.5, comment: 'x' }).success).toBe(false)
    expect(review.safeParse({ rating: 5, comment: 'x'.repeat(COMMENT_MAX + 1) }).error?.issues[0]?.message).toBe(
      `Please keep your comment under ${COMMENT_MAX} characters.`,
    )
  })
  it('a reply is required; a report needs a reason from the list', () => {
    expect(createReplySchema(t).safeParse({ reply: '  ' }).error?.issues[0]?.message).toBe('Please write your reply.')
    const report = createReportSchema(t)
    expect(report.safeParse({ reason: '', details: '' }).error?.issues[0]?.message).toBe('Please choose a reason.')
    expect(report.parse({ reason: 'not_first_hand', details: ' Never went ' })).toEqual({ reason: 'not_first_hand', details: 'Never went' })
  })
})
