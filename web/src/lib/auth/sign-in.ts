// Password sign-in for every screen that has one (the sign-in page and the back office):
// any existing session is signed out first (spec section 4), and the attempt gives up after
// 10 s (spec section 9) with a LoginTimeoutError.
import type { Session } from '@supabase/supabase-js'
import { getSupabase } from '@/lib/supabase'

export const LOGIN_TIMEOUT_MS = 10_000

export class LoginTimeoutError extends Error {
  override name = 'LoginTimeoutError'
  constructor() {
    super('Login attempt timed out')
  }
}

export class NoSessionError extends Error {
  override name = 'NoSessionError'
  constructor() {
    super('No session created')
  }
}

/** Rejects with LoginTimeoutError when `promise` takes longer than `ms`. */
export function withTimeout<T>(promise: Promise<T>, ms: number = LOGIN_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new LoginTimeoutError()), ms)
    promise.then(
      (value) => {
        clearTimeout(timer)
        resolve(value)
      },
      (error: unknown) => {
        clearTimeout(timer)
        reject(error instanceof Error ? error : new Error(String(error)))
      },
    )
  })
}

/** Signs out any existing session on this device, then signs in with e-mail and password. */
export function signInWithPassword(email: string, password: string): Promise<Session> {
  return withTimeout(
    (async () => {
      const supabase = await getSupabase()
      const { data: current } = await supabase.auth.getSession()
      if (current.session) await supabase.auth.signOut({ scope: 'local' })
      const { data, error } = await supabase.auth.signInWithPassword({ email: email.trim(), password })
      if (error) throw error
      if (!data.session) throw new NoSessionError()
      return data.session
    })(),
  )
}
