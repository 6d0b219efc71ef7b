// A new sign-up confirmation link (expired-link screen, check-your-e-mail screen).
import { getSupabase } from '@/lib/supabase'

export async function resendConfirmation(email: string, callbackPath: string): Promise<void> {
  const supabase = await getSupabase()
  const { error } = await supabase.auth.resend({
    type: 'signup',
    email: email.trim(),
    options: { emailRedirectTo: `${window.location.origin}${callbackPath}` },
  })
  if (error) throw error
}
