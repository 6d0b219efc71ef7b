// Password sign-in (spec section 4: any existing session is signed out first), with the 10 s
// limit of spec section 9; and Google sign-in (a redirect to /auth/callback).
import { loadAppConfig } from '@/lib/app-config'
import { getSupabase } from '@/lib/supabase'
import { NoSessionError, withTimeout } from '../auth-errors'

export interface SignedInUser {
  id: string
  email: string
  intendedRole: string | null
}

export async function signInWithPassword(email: string, password: string): Promise<SignedInUser> {
  return withTimeout(
    (async () => {
      const supabase = await getSupabase()
      const { data: current } = await supabase.auth.getSession()
      if (current.session) await supabase.auth.signOut({ scope: 'local' })
      const { data, error } = await supabase.auth.signInWithPassword({ email: email.trim(), password })
      if (error) throw error
      if (!data.session) throw new NoSessionError()
      const role: unknown = data.session.user.user_metadata?.intendedRole
      return { id: data.session.user.id, email: data.session.user.email ?? '', intendedRole: typeof role === 'string' ? role : null }
    })(),
  )
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
