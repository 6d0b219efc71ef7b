import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Lang } from '@/lib/enums'
import { merchantT } from '@/lib/merchant-i18n'
import {
  isExpiredLink,
  LoginTimeoutError,
  loginErrorMessage,
  NoSessionError,
  redirectErrorOf,
  requestErrorMessage,
  safeNextPath,
  withTimeout,
} from './auth-errors'

const authError = (code: string | undefined, status: number, message = 'Server message') =>
  Object.assign(new Error(message), { __isAuthError: true, name: 'AuthApiError', code, status })

const LOGIN: Record<Lang, Record<string, string>> = {
  en: {
    invalid_credentials: 'Incorrect email or password.',
    user_not_found: 'Account not found.',
    email_not_confirmed: 'Please check your email and confirm your account before logging in.',
    over_request_rate_limit: 'Too many login attempts. Please try again later.',
    other: 'Login failed: Server message',
    thrown: 'An unexpected error occurred during login',
    timeout: 'Login attempt timed out. Please try again.',
    noSession: 'No session created',
  },
  zh: {
    invalid_credentials: '電郵或密碼不正確。',
    user_not_found: '找不到帳戶。',
    email_not_confirmed: '請先查看電郵並確認你的帳戶，然後再登入。',
    over_request_rate_limit: '登入嘗試次數過多，請稍後再試。',
    other: '登入失敗：Server message',
    thrown: '登入時發生未預期的錯誤',
    timeout: '登入逾時，請重試。',
    noSession: '未能建立登入工作階段',
  },
}

describe.each(['en', 'zh'] as const)('login messages (%s)', (lang) => {
  const t = merchantT(lang)
  const text = (error: unknown) => {
    const m = loginErrorMessage(error)
    return t(m.key, m.values)
  }
  const m = LOGIN[lang]
  it.each(['invalid_credentials', 'user_not_found', 'email_not_confirmed', 'over_request_rate_limit'])('%s', (code) => {
    expect(text(authError(code, 400))).toBe(m[code])
  })
  it('a 429 without a code is too many attempts', () => {
    expect(text(authError(undefined, 429))).toBe(m.over_request_rate_limit)
  })
  it('any other auth error: Login failed: {message}', () => {
    expect(text(authError('user_banned', 400))).toBe(m.other)
  })
  it('a thrown non-auth error, the timeout and a missing session', () => {
    expect(text(new TypeError('x'))).toBe(m.thrown)
    expect(text(new LoginTimeoutError())).toBe(m.timeout)
    expect(text(new NoSessionError())).toBe(m.noSession)
  })
})

describe('auth helpers', () => {
  afterEach(() => vi.useRealTimers())

  it('withTimeout rejects after 10 seconds', async () => {
    vi.useFakeTimers()
    const pending = withTimeout(new Promise(() => {}))
    const check = expect(pending).rejects.toBeInstanceOf(LoginTimeoutError)
    await vi.advanceTimersByTimeAsync(9_999)
    await vi.advanceTimersByTimeAsync(1)
    await check
    await expect(withTimeout(Promise.resolve(1))).resolves.toBe(1)
  })

  it('reads the error of an e-mail link from the fragment or the query', () => {
    const hash = '#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired&sb='
    const error = redirectErrorOf('', hash)
    expect(error).toEqual({ error: 'access_denied', code: 'otp_expired', description: 'Email link is invalid or has expired' })
    expect(isExpiredLink(error!)).toBe(true)
    expect(redirectErrorOf('?error=server_error&error_code=unexpected_failure&error_description=Boom', '')?.code).toBe('unexpected_failure')
    expect(isExpiredLink({ error: 'server_error', code: 'unexpected_failure', description: 'Boom' })).toBe(false)
    expect(redirectErrorOf('?code=abc', '')).toBeNull()
  })

  it('request errors: weak password, rate limits, others', () => {
    expect(requestErrorMessage(authError('weak_password', 422), 'signUp').key).toBe('auth.errors.passwordWeak')
    expect(requestErrorMessage(authError('over_email_send_rate_limit', 429), 'request').key).toBe('auth.errors.tooManyRequests')
    expect(requestErrorMessage(new Error('x'), 'signUp')).toEqual({ key: 'auth.errors.signUpFailed', values: { message: 'x' } })
  })

  it('?next= stays on this site', () => {
    expect(safeNextPath('/merchant/dashboard')).toBe('/merchant/dashboard')
    expect(safeNextPath('//evil.example')).toBeNull()
    expect(safeNextPath('https://evil.example')).toBeNull()
    expect(safeNextPath(null)).toBeNull()
  })
})
