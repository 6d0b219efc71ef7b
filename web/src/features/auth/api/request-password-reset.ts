// The password-reset e-mail; its link returns to /merchant/reset-password?type=recovery.
import { getSupabase } from '@/lib/supabase'

export const RESET_PASSWORD_PATH = '/merchant/reset-password?type=recovery'

export async function requestPasswordReset(email: string): Promise<void> {
  const supabase = await getSupabase()
  const { error } = await supabase.auth.resetPasswordForEmail(email.trim(), {
    redirectTo: `${window.location.origin}${RESET_PASSWORD_PATH}`,
  })
  if (error) throw error
}
