import { describe, expect, it } from 'vitest'
import { loginErrorText, loginSchema, normalizeTotp, submitLabelKey } from './login.utils'

describe('loginSchema (spec 5: admin login)', () => {
  it('wants a valid e-mail and a password', () => {
    const r = loginSchema.safeParse({ email: 'nope', password: '' })
    expect(r.success).toBe(false)
    const issues = r.success ? [] : r.error.issues.map((i) => [i.path[0], i.message])
    expect(issues).toEqual([
      ['email', 'login.invalidEmail'],
      ['password', 'login.passwordRequired'],
    ])
    expect(loginSchema.safeParse({ email: ' admin@emu.hk ', password: 'x' }).success).toBe(true)
  })
})

describe('loginErrorText (spec 8: login messages)', () => {
  it.each([
    [{ name: 'AuthApiError', code: 'invalid_credentials', status: 400, message: 'Invalid login credentials' }, 'login.invalidCredentials'],
    [{ name: 'AuthApiError', code: 'user_not_found', status: 404, message: 'User not found' }, 'login.userNotFound'],
    [{ name: 'AuthApiError', code: 'email_not_confirmed', status: 400, message: 'Email not confirmed' }, 'login.emailNotConfirmed'],
    [{ name: 'AuthApiError', code: 'over_request_rate_limit', status: 429, message: 'slow down' }, 'login.tooManyRequests'],
    [{ name: 'LoginTimeoutError', message: 'Login attempt timed out' }, 'login.timeout'],
    [new Error('No session created'), 'login.noSession'],
    [new TypeError('boom'), 'login.unexpected'],
    [null, 'login.unexpected'],
  ])('%j -> %s', (error, key) => {
    expect(loginErrorText(error).key).toBe(key)
  })

  it('passes other auth messages through', () => {
    expect(loginErrorText({ name: 'AuthApiError', code: 'user_banned', status: 400, message: 'User is banned' })).toEqual({
      key: 'login.failed',
      values: { message: 'User is banned' },
    })
  })
})

describe('normalizeTotp', () => {
  it('accepts six digits, ignoring spaces', () => {
    expect(normalizeTotp('123 456')).toBe('123456')
    expect(normalizeTotp('12345')).toBeNull()
    expect(normalizeTotp('12345a')).toBeNull()
  })
})

describe('submitLabelKey (states idle, signing in, verifying admin role)', () => {
  it('names every stage', () => {
    expect(submitLabelKey('idle')).toBe('login.submit')
    expect(submitLabelKey('signing-in')).toBe('login.signingIn')
    expect(submitLabelKey('verifying')).toBe('login.verifyingRole')
    expect(submitLabelKey('mfa-verifying')).toBe('login.mfaVerifying')
  })
})
