import { describe, expect, it } from 'vitest'
import { i18n } from '@/lib/i18n'
import { createWaitlistSchema } from './waitlist-schema'

const MESSAGES = {
  en: {
    required: 'Email is required',
    tooLong: 'Email is too long',
    invalid: 'Please enter a valid email address',
  },
  'zh-HK': {
    required: '請輸入電郵',
    tooLong: '電郵過長',
    invalid: '請輸入有效的電郵地址',
  },
} as const

function firstError(language: keyof typeof MESSAGES, email: string): string | undefined {
  const result = createWaitlistSchema(i18n.getFixedT(language)).safeParse({ email })
  return result.success ? undefined : result.error.issues[0]?.message
}

describe.each(Object.keys(MESSAGES) as Array<keyof typeof MESSAGES>)('waitlist schema (%s)', (language) => {
  const m = MESSAGES[language]

  it('requires an e-mail (blank after trimming counts as empty)', () => {
    expect(firstError(language, '')).toBe(m.required)
    expect(firstError(language, '   ')).toBe(m.required)
  })

  it('allows at most 254 characters', () => {
    const local = 'a'.repeat(64)
    const at254 = `${local}@${'b'.repeat(254 - local.length - 1 - 4)}.com`
    expect(at254).toHaveLength(254)
    expect(firstError(language, at254)).toBeUndefined()
    expect(firstError(language, `a${at254}`)).toBe(m.tooLong)
  })

  it.each(['plainaddress', 'a@b', '@example.com', 'a b@example.com', 'a@example.c'])('rejects %s', (email) => {
    expect(firstError(language, email)).toBe(m.invalid)
  })

  it.each(['mary@example.com', ' Mary.Chan+beta@Example.CO.hk '])('accepts %j', (email) => {
    expect(firstError(language, email)).toBeUndefined()
  })
})
