// Pure rules of the admin sign-in (spec sections 4, 5 and 8).
import { z } from 'zod'
import type { AdminKey } from '../i18n/use-admin-t'

/** Field messages are admin i18n keys, translated when shown. */
export const loginSchema = z.object({
  email: z.string().trim().email('login.invalidEmail' satisfies AdminKey),
  password: z.string().min(1, 'login.passwordRequired' satisfies AdminKey),
})
export type LoginValues = z.infer<typeof loginSchema>

export type LoginStage = 'idle' | 'signing-in' | 'verifying' | 'mfa' | 'mfa-verifying'

export interface LoginErrorText {
  key: AdminKey
  values?: Record<string, string>
}

interface ErrorLike {
  name?: unknown
  code?: unknown
  status?: unknown
  message?: unknown
}

/** The spec's message for a failed sign-in. */
export function loginErrorText(error: unknown): LoginErrorText {
  if (!error || typeof error !== 'object') return { key: 'login.unexpected' }
  const e = error as ErrorLike
  const message = typeof e.message === 'string' ? e.message : ''
  if (e.name === 'LoginTimeoutError') return { key: 'login.timeout' }
  if (message === 'No session created') return { key: 'login.noSession' }
  const code = typeof e.code === 'string' ? e.code : ''
  if (code === 'invalid_credentials' || /invalid login credentials/i.test(message)) {
    return { key: 'login.invalidCredentials' }
  }
  if (code === 'user_not_found' || /user not found/i.test(message)) return { key: 'login.userNotFound' }
  if (code === 'email_not_confirmed' || /email not confirmed/i.test(message)) {
    return { key: 'login.emailNotConfirmed' }
  }
  if (e.status === 429 || code === 'over_request_rate_limit' || /too many/i.test(message)) {
    return { key: 'login.tooManyRequests' }
  }
  if (typeof e.name === 'string' && /^Auth/.test(e.name) && message) {
    return { key: 'login.failed', values: { message } }
  }
  return { key: 'login.unexpected' }
}

/** A TOTP code: exactly six digits (spaces ignored). */
export function normalizeTotp(code: string): string | null {
  const digits = code.replace(/\s+/g, '')
  return /^\d{6}$/.test(digits) ? digits : null
}

/** The button text of each stage. */
export function submitLabelKey(stage: LoginStage): AdminKey {
  switch (stage) {
    case 'signing-in':
      return 'login.signingIn'
    case 'verifying':
      return 'login.verifyingRole'
    case 'mfa-verifying':
      return 'login.mfaVerifying'
    case 'mfa':
      return 'login.mfaVerify'
    default:
      return 'login.submit'
  }
}
