// The review form (1–5 stars, a comment and up to four photos), the merchant's reply and a report: the rules the
// server applies too (C.3), with the messages of the reviews namespace.
import { z } from 'zod'
import { REVIEW_PHOTOS_MAX } from './api/review-photos'

export const COMMENT_MAX = 2000
export const REPLY_MAX = 2000
export const DETAILS_MAX = 2000
export const REPORT_REASONS = ['fake', 'not_first_hand', 'offensive', 'personal_data', 'other'] as const
export type ReportReason = (typeof REPORT_REASONS)[number]

type T = (key: string, values?: Record<string, unknown>) => string

export function createReviewSchema(t: T) {
  return z.object({
    rating: z
      .number({ error: t('write.ratingRequired') })
      .int({ error: t('write.ratingRequired') })
      .min(1, { error: t('write.ratingRequired') })
      .max(5, { error: t('write.ratingRequired') }),
    comment: z
      .string()
      .trim()
      .min(1, { error: t('write.commentRequired') })
      .max(COMMENT_MAX, { error: t('write.commentTooLong', { max: COMMENT_MAX }) }),
    photos: z.array(z.string()).max(REVIEW_PHOTOS_MAX, { error: t('photos.errors.full', { count: REVIEW_PHOTOS_MAX }) }).optional(),
  })
}
export type ReviewForm = z.infer<ReturnType<typeof createReviewSchema>>

export function createReplySchema(t: T) {
  return z.object({
    reply: z
      .string()
      .trim()
      .min(1, { error: t('merchant.replyRequired') })
      .max(REPLY_MAX, { error: t('merchant.replyTooLong', { max: REPLY_MAX }) }),
  })
}
export type ReplyForm = z.infer<ReturnType<typeof createReplySchema>>

export function createReportSchema(t: T) {
  return z.object({
    reason: z.enum(REPORT_REASONS, { error: t('report.reasonRequired') }),
    details: z
      .string()
      .trim()
      .max(DETAILS_MAX, { error: t('report.detailsTooLong', { max: DETAILS_MAX }) }),
  })
}
export type ReportForm = z.infer<ReturnType<typeof createReportSchema>>
