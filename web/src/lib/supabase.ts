// The one supabase-js client. Only src/lib and feature api/ files import supabase-js.
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import type { AppConfig } from '@/lib/app-config'

let client: SupabaseClient | null = null

/** Creates the client from /app-config.json (called once at start, before the router). */
export function initSupabase(config: AppConfig): SupabaseClient {
  if (!client) {
    client = createClient(config.supabaseUrl, config.anonKey, {
      auth: {
        flowType: 'pkce',
        persistSession: true,
        autoRefreshToken: true,
        detectSessionInUrl: true,
      },
    })
  }
  return client
}

export function getSupabase(): SupabaseClient {
  if (!client) throw new Error('getSupabase() called before initSupabase()')
  return client
}
