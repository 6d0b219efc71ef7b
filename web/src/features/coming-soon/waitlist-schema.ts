// Waitlist e-mail (spec section 5): required, at most 254 characters, standard pattern.
import { z } from 'zod/mini'
import type { TFunction } from 'i18next'
import { EMAIL_PATTERN, WAITLIST_EMAIL_MAX_LENGTH } from '@/lib/validation'

export function createWaitlistSchema(t: TFunction<'translation'>) {
  return z.object({
    email: z.string().check(
      z.trim(),
      z.minLength(1, { error: t('comingSoon.errors.required'), abort: true }),
      z.maxLength(WAITLIST_EMAIL_MAX_LENGTH, { error: t('comingSoon.errors.tooLong'), abort: true }),
      z.regex(EMAIL_PATTERN, { error: t('comingSoon.errors.invalid') }),
    ),
  })
}

export type WaitlistValues = z.infer<ReturnType<typeof createWaitlistSchema>>
