// The one supabase-js client. Only src/lib and feature api/ files import supabase-js.
// supabase-js (~53 kB gzipped) is not part of the first paint: the client is created on first
// use (a form submit, the header's session check after the page is idle), from /app-config.json.
import type { SupabaseClient } from '@supabase/supabase-js'
import { loadAppConfig } from '@/lib/app-config'

let pending: Promise<SupabaseClient> | null = null
let created: SupabaseClient | null = null
const onCreate = new Set<(client: SupabaseClient) => void>()

/** Runs `callback` with the client once something has created it (at once if it exists). */
export function whenSupabaseCreated(callback: (client: SupabaseClient) => void): void {
  if (created) callback(created)
  else onCreate.add(callback)
}

async function createSupabase(): Promise<SupabaseClient> {
  const [{ createClient }, config] = await Promise.all([
    import('@supabase/supabase-js'),
    loadAppConfig(),
  ])
  return createClient(config.supabaseUrl, config.anonKey, {
    auth: {
      flowType: 'pkce',
      persistSession: true,
      autoRefreshToken: true,
      detectSessionInUrl: true,
    },
  })
}

/** The client, created once (a failed load can be retried by the next call). */
export function getSupabase(): Promise<SupabaseClient> {
  if (!pending) {
    pending = createSupabase()
    // One chain with both handlers: a failed load leaves no unhandled rejection behind.
    pending.then(
      (client) => {
        created = client
        for (const callback of onCreate) callback(client)
        onCreate.clear()
      },
      () => {
        pending = null
      },
    )
  }
  return pending
}
