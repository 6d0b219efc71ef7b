// Sign-up (users and merchants): metadata name, intendedRole, onboarding_complete false and
// the language of the e-mails; the confirmation link returns to /auth/callback (users) or
// /merchant/callback (merchants).
import type { Lang } from '@/lib/enums'
import { getSupabase } from '@/lib/supabase'

export interface SignUpInput {
  email: string
  password: string
  name: string
  intendedRole: 'user' | 'merchant'
  lang: Lang
  /** Merchants: kept in the metadata for the merchants row created after confirmation. */
  businessName?: string
}

/** confirm-email: a link was sent; signed-in: auto-confirmed; exists: the e-mail is taken. */
export type SignUpOutcome = 'confirm-email' | 'signed-in' | 'exists'

export function callbackPathOf(role: SignUpInput['intendedRole']): string {
  return role === 'merchant' ? '/merchant/callback' : '/auth/callback'
}

export async function signUp(input: SignUpInput): Promise<SignUpOutcome> {
  const supabase = await getSupabase()
  const { data, error } = await supabase.auth.signUp({
    email: input.email.trim(),
    password: input.password,
    options: {
      data: {
        name: input.name.trim(),
        intendedRole: input.intendedRole,
        onboarding_complete: false,
        lang: input.lang,
        ...(input.businessName ? { business_name: input.businessName.trim() } : {}),
      },
      emailRedirectTo: `${window.location.origin}${callbackPathOf(input.intendedRole)}`,
    },
  })
  if (error) {
    if (error.code === 'user_already_exists' || error.code === 'email_exists') return 'exists'
    throw error
  }
  if (data.session) return 'signed-in'
  // A confirmed e-mail answers with a stand-in user without identities (api-contract 2.3).
  if (data.user && Array.isArray(data.user.identities) && data.user.identities.length === 0) return 'exists'
  return 'confirm-email'
}
