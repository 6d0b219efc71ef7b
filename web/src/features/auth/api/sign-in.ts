// Password sign-in (spec section 4: any existing session is signed out first), with the 10 s
// limit of spec section 9; and Google sign-in (a redirect to /auth/callback).
import { loadAppConfig } from '@/lib/app-config'
import { getSupabase } from '@/lib/supabase'
import { signInWithPassword as passwordSignIn } from '@/lib/auth/sign-in'

export interface SignedInUser {
  id: string
  email: string
  intendedRole: string | null
  /** A merchant or a member of a shop's team (salon-day.md C.1): lands on the dashboard. */
  workplace?: boolean
}

/** Whether the signed-in account has the merchant role or is active on a shop's team. */
export async function hasWorkplace(userId: string): Promise<boolean> {
  const supabase = await getSupabase()
  const [roles, members] = await Promise.all([
    supabase.from('user_roles').select('role').eq('user_id', userId).eq('role', 'merchant').limit(1),
    supabase.from('shop_members').select('id').eq('user_id', userId).eq('status', 'active').limit(1),
  ])
  return (roles.data?.length ?? 0) > 0 || (members.data?.length ?? 0) > 0
}

export async function signInWithPassword(email: string, password: string): Promise<SignedInUser> {
  const session = await passwordSignIn(email, password)
  const role: unknown = session.user.user_metadata?.intendedRole
  const workplace = await hasWorkplace(session.user.id).catch(() => false)
  return { id: session.user.id, email: session.user.email ?? '', intendedRole: typeof role === 'string' ? role : null, workplace }
}

export async function isGoogleEnabled(): Promise<boolean> {
  const config = await loadAppConfig()
  return config.providers.google
}

export async function signInWithGoogle(): Promise<void> {
  const supabase = await getSupabase()
  const { error } = await supabase.auth.signInWithOAuth({
    provider: 'google',
    options: { redirectTo: `${window.location.origin}/auth/callback` },
  })
  if (error) throw error
}
