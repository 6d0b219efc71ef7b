// Auth form rules: e-mail, password (sign-in: required; new passwords: the strength rule) and
// the names of the sign-up forms. Messages are keys of the merchant namespace.
import { EMAIL_PATTERN } from '@/lib/validation'
import type { MerchantKey } from '@/lib/merchant-i18n'

export const PASSWORD_MIN_LENGTH = 8

export type FieldMessages<F extends string> = Partial<Record<F, MerchantKey>>

export function emailError(email: string): MerchantKey | null {
  const value = email.trim()
  if (value === '') return 'auth.errors.emailRequired'
  if (!EMAIL_PATTERN.test(value)) return 'auth.errors.emailInvalid'
  return null
}

/** At least 8 characters with a letter and a digit (the server asks for 8). */
export function isStrongPassword(password: string): boolean {
  return [...password].length >= PASSWORD_MIN_LENGTH && /\p{L}/u.test(password) && /\d/.test(password)
}

export function newPasswordErrors(password: string, confirm: string): FieldMessages<'password' | 'confirmPassword'> {
  const errors: FieldMessages<'password' | 'confirmPassword'> = {}
  if (password === '') errors.password = 'auth.errors.passwordRequired'
  else if (!isStrongPassword(password)) errors.password = 'auth.errors.passwordWeak'
  if (!errors.password && confirm !== password) errors.confirmPassword = 'auth.errors.passwordMismatch'
  return errors
}

export function loginErrors(email: string, password: string): FieldMessages<'email' | 'password'> {
  const errors: FieldMessages<'email' | 'password'> = {}
  const e = emailError(email)
  if (e) errors.email = e
  if (password === '') errors.password = 'auth.errors.passwordRequired'
  return errors
}

export function signUpErrors(values: {
  name: string
  email: string
  password: string
  confirmPassword: string
  nameKey: MerchantKey
}): FieldMessages<'name' | 'email' | 'password' | 'confirmPassword'> {
  const errors: FieldMessages<'name' | 'email' | 'password' | 'confirmPassword'> = {}
  if (values.name.trim() === '') errors.name = values.nameKey
  const e = emailError(values.email)
  if (e) errors.email = e
  return { ...errors, ...newPasswordErrors(values.password, values.confirmPassword) }
}
