// The landing of an e-mail link or of Google: supabase-js (detectSessionInUrl, PKCE) exchanges
// the ?code= while the client starts, so creating it on mount is what finishes the sign-in.
// Merchants then get their merchants row (spec section 3: onboarding_complete false).
import { getSupabase } from '@/lib/supabase'

export interface RedirectUser {
  id: string
  email: string
  intendedRole: string | null
  businessName: string
}

export async function currentRedirectUser(): Promise<RedirectUser | null> {
  const supabase = await getSupabase()
  const { data, error } = await supabase.auth.getSession()
  if (error) throw error
  const user = data.session?.user
  if (!user) return null
  const metadata = (user.user_metadata ?? {}) as Record<string, unknown>
  const str = (value: unknown) => (typeof value === 'string' ? value : '')
  return {
    id: user.id,
    email: user.email ?? '',
    intendedRole: str(metadata.intendedRole) || null,
    businessName: str(metadata.business_name) || str(metadata.name),
  }
}

/** Creates the merchants row once (an existing row is left as it is). */
export async function ensureMerchantRow(user: RedirectUser): Promise<void> {
  if (user.intendedRole !== 'merchant') return
  const supabase = await getSupabase()
  const { error } = await supabase
    .from('merchants')
    .upsert(
      { user_id: user.id, business_name: user.businessName, onboarding_complete: false },
      { onConflict: 'user_id', ignoreDuplicates: true },
    )
  if (error) throw error
}
