// The signed-in user's own profile row (user_profiles; the policy lets a user read and update
// only their own): name, phone, preferred language (en | zh, null = not chosen), and their
// WhatsApp consent, which only the whatsapp-opt-in function writes (the server keeps the time
// of consent; salon-day.md C.4).
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { getSupabase } from '@/lib/supabase'
import { invokeFunction } from '@/lib/invoke-function'
import { marketKeys } from '@/components/market/api/keys'

export interface Profile {
  name: string
  phone_number: string
  preferred_lang: 'en' | 'zh' | null
  whatsapp_opt_in: boolean
  /** 852 and 8 digits, as WhatsApp addresses it; '' when none was given. */
  whatsapp_number: string
  whatsapp_opt_in_at: string | null
  whatsapp_opt_out_at: string | null
  whatsapp_opt_out_source: 'profile' | 'stop' | null
}

const text = (v: unknown): string => (typeof v === 'string' ? v : '')
const instant = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null)

export async function getProfile(userId: string): Promise<Profile> {
  const supabase = await getSupabase()
  const { data, error } = await supabase
    .from('user_profiles')
    .select('name,phone_number,preferred_lang,whatsapp_opt_in,whatsapp_number,whatsapp_opt_in_at,whatsapp_opt_out_at,whatsapp_opt_out_source')
    .eq('user_id', userId)
    .maybeSingle()
  if (error) throw error
  const row = (data ?? {}) as Record<string, unknown>
  return {
    name: text(row.name),
    phone_number: text(row.phone_number),
    preferred_lang: row.preferred_lang === 'en' || row.preferred_lang === 'zh' ? row.preferred_lang : null,
    whatsapp_opt_in: row.whatsapp_opt_in === true || row.whatsapp_opt_in === 1,
    whatsapp_number: text(row.whatsapp_number),
    whatsapp_opt_in_at: instant(row.whatsapp_opt_in_at),
    whatsapp_opt_out_at: instant(row.whatsapp_opt_out_at),
    whatsapp_opt_out_source: row.whatsapp_opt_out_source === 'profile' || row.whatsapp_opt_out_source === 'stop' ? row.whatsapp_opt_out_source : null,
  }
}

export class ProfileMissingError extends Error {
  override name = 'ProfileMissingError'
}

export interface ProfileChanges {
  name: string
  phone_number: string
  preferred_lang: 'en' | 'zh' | null
}

export async function updateProfile(userId: string, profile: ProfileChanges): Promise<void> {
  const supabase = await getSupabase()
  const { data, error } = await supabase
    .from('user_profiles')
    .update({
      name: profile.name,
      phone_number: profile.phone_number || null,
      preferred_lang: profile.preferred_lang,
    })
    .eq('user_id', userId)
    .select('user_id')
  if (error) throw error
  if (!data || data.length === 0) throw new ProfileMissingError('no profile row was updated')
}

export interface WhatsAppChoice {
  optIn: boolean
  /** As typed ('6123 4567'); '' keeps the one on file. */
  number: string
}

/** whatsapp-opt-in: the consent given or withdrawn, with the number. */
export async function saveWhatsApp(choice: WhatsAppChoice): Promise<void> {
  await invokeFunction('whatsapp-opt-in', { body: { optIn: choice.optIn, ...(choice.number ? { number: choice.number } : {}) } })
}

export const profileQuery = (userId: string) =>
  queryOptions({ queryKey: marketKeys.profile(userId), queryFn: () => getProfile(userId) })

/** Saves the profile's columns, then the WhatsApp choice when it changed. */
export function useUpdateProfile(userId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async ({ profile, whatsapp }: { profile: ProfileChanges; whatsapp: WhatsAppChoice | null }) => {
      await updateProfile(userId, profile)
      if (whatsapp) await saveWhatsApp(whatsapp)
    },
    onSettled: () => void client.invalidateQueries({ queryKey: marketKeys.profile(userId) }),
  })
}
