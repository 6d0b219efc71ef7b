// The signed-in user's own profile row (user_profiles; the policy lets a user read and update
// only their own): name, phone, preferred language (en | zh, null = not chosen), WhatsApp opt-in.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { getSupabase } from '@/lib/supabase'
import { marketKeys } from '@/components/market/api/keys'

export interface Profile {
  name: string
  phone_number: string
  preferred_lang: 'en' | 'zh' | null
  whatsapp_opt_in: boolean
}

export async function getProfile(userId: string): Promise<Profile> {
  const supabase = await getSupabase()
  const { data, error } = await supabase
    .from('user_profiles')
    .select('name,phone_number,preferred_lang,whatsapp_opt_in')
    .eq('user_id', userId)
    .maybeSingle()
  if (error) throw error
  const row = (data ?? {}) as Record<string, unknown>
  return {
    name: typeof row.name === 'string' ? row.name : '',
    phone_number: typeof row.phone_number === 'string' ? row.phone_number : '',
    preferred_lang: row.preferred_lang === 'en' || row.preferred_lang === 'zh' ? row.preferred_lang : null,
    whatsapp_opt_in: row.whatsapp_opt_in === true || row.whatsapp_opt_in === 1,
  }
}

export class ProfileMissingError extends Error {
  override name = 'ProfileMissingError'
}

export async function updateProfile(userId: string, profile: Profile): Promise<void> {
  const supabase = await getSupabase()
  const { data, error } = await supabase
    .from('user_profiles')
    .update({
      name: profile.name,
      phone_number: profile.phone_number || null,
      preferred_lang: profile.preferred_lang,
      whatsapp_opt_in: profile.whatsapp_opt_in,
    })
    .eq('user_id', userId)
    .select('user_id')
  if (error) throw error
  if (!data || data.length === 0) throw new ProfileMissingError('no profile row was updated')
}

export const profileQuery = (userId: string) =>
  queryOptions({ queryKey: marketKeys.profile(userId), queryFn: () => getProfile(userId) })

export function useUpdateProfile(userId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (profile: Profile) => updateProfile(userId, profile),
    onSuccess: () => void client.invalidateQueries({ queryKey: marketKeys.profile(userId) }),
  })
}
