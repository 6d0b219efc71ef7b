// The new password of the signed-in (recovering) user.
import { getSupabase } from '@/lib/supabase'

export async function updatePassword(password: string): Promise<void> {
  const supabase = await getSupabase()
  const { error } = await supabase.auth.updateUser({ password })
  if (error) throw error
}
