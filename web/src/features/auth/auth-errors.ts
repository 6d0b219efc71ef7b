// The login messages of the spec's error catalogue (section 8) and the other auth screens'
// messages, from supabase-js errors (AuthError carries `code` and `status`).
import { LoginTimeoutError, NoSessionError } from '@/lib/auth/sign-in'
import type { MerchantKey } from '@/lib/merchant-i18n'

export { LOGIN_TIMEOUT_MS, LoginTimeoutError, NoSessionError, withTimeout } from '@/lib/auth/sign-in'

interface AuthErrorLike {
  __isAuthError?: boolean
  name?: string
  code?: unknown
  status?: unknown
  message?: unknown
}

/** supabase-js's AuthError (checked by shape: supabase-js itself stays a lazy chunk). */
export function isAuthError(error: unknown): error is { code?: string; status?: number; message: string } {
  if (typeof error !== 'object' || error === null) return false
  const e = error as AuthErrorLike
  return e.__isAuthError === true || (typeof e.name === 'string' && e.name.startsWith('Auth') && e.name.endsWith('Error'))
}

export interface AuthMessage {
  key: MerchantKey
  values?: Record<string, string>
}

/** The message a failed sign-in shows. */
export function loginErrorMessage(error: unknown): AuthMessage {
  if (error instanceof LoginTimeoutError) return { key: 'auth.errors.timeout' }
  if (error instanceof NoSessionError) return { key: 'auth.errors.noSession' }
  if (!isAuthError(error)) return { key: 'auth.errors.unexpected' }
  switch (error.code) {
    case 'invalid_credentials':
      return { key: 'auth.errors.incorrectCredentials' }
    case 'user_not_found':
      return { key: 'auth.errors.accountNotFound' }
    case 'email_not_confirmed':
      return { key: 'auth.errors.emailNotConfirmed' }
    case 'over_request_rate_limit':
      return { key: 'auth.errors.tooManyAttempts' }
  }
  if (error.status === 429) return { key: 'auth.errors.tooManyAttempts' }
  return { key: 'auth.errors.loginFailed', values: { message: error.message } }
}

/** Sign-up, reset and resend failures. */
export function requestErrorMessage(error: unknown, kind: 'signUp' | 'request'): AuthMessage {
  const message = error instanceof Error ? error.message : String(error)
  if (isAuthError(error)) {
    if (error.code === 'weak_password') return { key: 'auth.errors.passwordWeak' }
    if (error.status === 429 || error.code?.startsWith('over_')) return { key: 'auth.errors.tooManyRequests' }
  }
  return { key: kind === 'signUp' ? 'auth.errors.signUpFailed' : 'auth.errors.requestFailed', values: { message } }
}

/** The error of an e-mail link, from the query or the fragment (GoTrue's redirect). */
export interface RedirectError {
  error: string
  code: string
  description: string
}

export function redirectErrorOf(search: string, hash: string): RedirectError | null {
  for (const part of [hash.replace(/^#/, ''), search.replace(/^\?/, '')]) {
    const params = new URLSearchParams(part)
    const error = params.get('error')
    const code = params.get('error_code')
    const description = params.get('error_description')
    if (error || code || description) {
      return { error: error ?? '', code: code ?? '', description: description ?? '' }
    }
  }
  return null
}

/** An expired or already used link (otp_expired, or any error mentioning 'expired'). */
export function isExpiredLink(error: RedirectError): boolean {
  return error.code === 'otp_expired' || `${error.code} ${error.description}`.toLowerCase().includes('expired')
}

/** A same-site path for ?next= (never another origin). */
export function safeNextPath(value: string | null): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null
  return value
}
