// The public functions (search-shops, available-slots) called with a plain fetch and the anon
// key, like lib/public-rest's reads: the home and search pages' results do not wait for
// supabase-js.
import { loadAppConfig } from '@/lib/app-config'
import { functionErrorOfBody, networkError } from '@/lib/errors/function-error'

/**
 * POST /functions/v1/<name> as the anonymous role, for the public functions (search-shops,
 * available-slots): the answer's JSON, or a FunctionError exactly as invokeFunction reports one
 * ({status, code, message, details}; status 0 'network_error' when no answer came).
 */
export async function publicFunction<T>(name: string, body: Record<string, unknown>, fetchImpl: typeof fetch = fetch): Promise<T> {
  const config = await loadAppConfig()
  let res: Response
  try {
    res = await fetchImpl(`${config.supabaseUrl}/functions/v1/${encodeURIComponent(name)}`, {
      method: 'POST',
      headers: { apikey: config.anonKey, Authorization: `Bearer ${config.anonKey}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    })
  } catch (error) {
    throw networkError(error)
  }
  const text = await res.text()
  let parsed: unknown = text
  try {
    parsed = text ? JSON.parse(text) : null
  } catch {
    // not JSON: kept as text
  }
  if (res.ok) return parsed as T
  throw functionErrorOfBody(res.status, parsed, `${name}: HTTP ${res.status}`)
}
