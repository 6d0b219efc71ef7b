// Sign-in, the admin-role check and the MFA step of the back office. The role check reads
// user_roles (the server applies the same rule to every admin request); the UI guard is only
// a convenience.
import type { Session } from '@supabase/supabase-js'
import { getSupabase } from '@/lib/supabase'
import { rolesFromRows } from '@/lib/auth/roles'
import type { Role } from '@/lib/enums'

export interface AdminIdentity {
  userId: string
  email: string
  roles: Role[]
}

export type AdminAuthState =
  | { status: 'signed-out' }
  | { status: 'not-admin'; identity: AdminIdentity }
  | { status: 'needs-mfa'; identity: AdminIdentity; factorId: string }
  | { status: 'admin'; identity: AdminIdentity }

export async function currentSession(): Promise<Session | null> {
  const supabase = await getSupabase()
  const { data } = await supabase.auth.getSession()
  return data.session
}

/** The user's roles, read fresh from user_roles (no cache: this decides access). */
export async function fetchRoles(userId: string): Promise<Role[]> {
  const supabase = await getSupabase()
  const { data, error } = await supabase.from('user_roles').select('role').eq('user_id', userId)
  if (error) throw error
  return rolesFromRows(data)
}

/** A verified TOTP factor the session must be raised to aal2 with, or null. */
export async function pendingMfaFactor(): Promise<string | null> {
  const supabase = await getSupabase()
  const { data, error } = await supabase.auth.mfa.getAuthenticatorAssuranceLevel()
  if (error || !data) return null
  if (data.nextLevel !== 'aal2' || data.currentLevel === 'aal2') return null
  const factors = await supabase.auth.mfa.listFactors()
  const totp = factors.data?.totp.find((f) => f.status === 'verified')
  return totp?.id ?? null
}

/** Where the stored session stands: signed out, not an admin, admin needing the code, or admin. */
export async function resolveAdminState(session?: Session | null): Promise<AdminAuthState> {
  const current = session === undefined ? await currentSession() : session
  if (!current) return { status: 'signed-out' }
  const identity: AdminIdentity = {
    userId: current.user.id,
    email: current.user.email ?? '',
    roles: await fetchRoles(current.user.id),
  }
  if (!identity.roles.includes('admin')) return { status: 'not-admin', identity }
  const factorId = await pendingMfaFactor()
  if (factorId) return { status: 'needs-mfa', identity, factorId }
  return { status: 'admin', identity }
}

export { LOGIN_TIMEOUT_MS, LoginTimeoutError, signInWithPassword } from '@/lib/auth/sign-in'

export async function verifyMfaCode(factorId: string, code: string): Promise<void> {
  const supabase = await getSupabase()
  const { error } = await supabase.auth.mfa.challengeAndVerify({ factorId, code })
  if (error) throw error
}

export async function signOutAdmin(): Promise<void> {
  const supabase = await getSupabase()
  const { error } = await supabase.auth.signOut()
  if (error) console.error('Sign-out failed', error)
}

/** Calls back on every auth event (sign-in, sign-out, token refresh, MFA verified). */
export async function onAuthChange(callback: (session: Session | null) => void): Promise<() => void> {
  const supabase = await getSupabase()
  const { data } = supabase.auth.onAuthStateChange((_event, session) => callback(session))
  return () => data.subscription.unsubscribe()
}
