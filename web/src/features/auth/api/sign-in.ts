// Password sign-in (spec section 4: any existing session is signed out first), with the 10 s
// limit of spec section 9; and Google sign-in (a redirect to /auth/callback).
import { loadAppConfig } from '@/lib/app-config'
import { getSupabase } from '@/lib/supabase'
import { signInWithPassword as passwordSignIn } from '@/lib/auth/sign-in'

export interface SignedInUser {
  id: string
  email: string
  intendedRole: string | null
}

export async function signInWithPassword(email: string, password: string): Promise<SignedInUser> {
  const session = await passwordSignIn(email, password)
  const role: unknown = session.user.user_metadata?.intendedRole
  return { id: session.user.id, email: session.user.email ?? '', intendedRole: typeof role === 'string' ? role : null }
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
