// One account as the auth admin API sees it (last sign-in, providers). supabase-js's
// auth.admin sends the anon key, so this calls the endpoint with the admin's access token,
// which the server accepts for admins.
import { queryOptions } from '@tanstack/react-query'
import { getSupabase } from '@/lib/supabase'
import { loadAppConfig } from '@/lib/app-config'

export interface AuthUserSummary {
  id: string
  email: string
  last_sign_in_at?: string | null
  created_at?: string
  email_confirmed_at?: string | null
  app_metadata?: { providers?: string[] }
}

export async function fetchAuthUser(userId: string): Promise<AuthUserSummary | null> {
  const [supabase, config] = await Promise.all([getSupabase(), loadAppConfig()])
  const { data } = await supabase.auth.getSession()
  const token = data.session?.access_token
  if (!token) return null
  const base = new URL(config.supabaseUrl, window.location.origin).toString().replace(/\/$/, '')
  const response = await fetch(`${base}/auth/v1/admin/users/${encodeURIComponent(userId)}`, {
    headers: { apikey: config.anonKey, Authorization: `Bearer ${token}` },
  })
  if (!response.ok) return null
  return (await response.json()) as AuthUserSummary
}

export const authUserQuery = (userId: string) =>
  queryOptions({ queryKey: ['admin', 'auth-user', userId], queryFn: () => fetchAuthUser(userId) })
