import { describe, expect, it } from 'vitest'
import { merchantT } from '@/lib/merchant-i18n'
import { emailError, isStrongPassword, loginErrors, newPasswordErrors, signUpErrors } from './auth-schemas'

describe('auth form rules', () => {
  it('e-mail: required and valid', () => {
    expect(emailError('')).toBe('auth.errors.emailRequired')
    expect(emailError('mary')).toBe('auth.errors.emailInvalid')
    expect(emailError(' mary@glow.hk ')).toBeNull()
  })

  it('password strength: 8+ characters with a letter and a digit', () => {
    expect(isStrongPassword('abcdefg1')).toBe(true)
    expect(isStrongPassword('密碼密碼密碼密碼1')).toBe(true)
    expect(isStrongPassword('abcdefgh')).toBe(false)
    expect(isStrongPassword('12345678')).toBe(false)
    expect(isStrongPassword('abc1')).toBe(false)
  })

  it('new password twice', () => {
    expect(newPasswordErrors('', '')).toEqual({ password: 'auth.errors.passwordRequired' })
    expect(newPasswordErrors('short1', 'short1')).toEqual({ password: 'auth.errors.passwordWeak' })
    expect(newPasswordErrors('longer-pass1', 'other')).toEqual({ confirmPassword: 'auth.errors.passwordMismatch' })
    expect(newPasswordErrors('longer-pass1', 'longer-pass1')).toEqual({})
  })

  it('login and sign-up forms', () => {
    expect(loginErrors('', '')).toEqual({ email: 'auth.errors.emailRequired', password: 'auth.errors.passwordRequired' })
    expect(
      signUpErrors({ name: ' ', email: 'a@b.hk', password: 'Passw0rd!', confirmPassword: 'Passw0rd!', nameKey: 'auth.errors.businessNameRequired' }),
    ).toEqual({ name: 'auth.errors.businessNameRequired' })
  })

  it('messages exist in both languages', () => {
    expect(merchantT('en')('auth.errors.passwordWeak')).toBe('Password must be at least 8 characters and include a letter and a number')
    expect(merchantT('zh')('auth.errors.passwordMismatch')).toBe('兩次輸入的密碼不一致')
  })
})
