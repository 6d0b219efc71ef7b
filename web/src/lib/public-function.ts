// The public functions (search-shops, available-slots) called with a plain fetch and the anon
// key, like lib/public-rest's reads: the home and search pages' results do not wait for
// supabase-js.
import { loadAppConfig } from '@/lib/app-config'
import { FunctionError } from '@/lib/function-error'

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
    throw new FunctionError(0, 'network_error', error instanceof Error ? error.message : String(error))
  }
  const text = await res.text()
  let parsed: unknown = text
  try {
    parsed = text ? JSON.parse(text) : null
  } catch {
    // not JSON: kept as text
  }
  if (res.ok) return parsed as T
  if (typeof parsed !== 'object' || parsed === null) {
    throw new FunctionError(res.status, 'http_error', typeof parsed === 'string' && parsed ? parsed : `${name}: HTTP ${res.status}`, undefined, parsed)
  }
  const fields = parsed as { code?: unknown; message?: unknown; error?: unknown; details?: unknown }
  const message =
    typeof fields.message === 'string' ? fields.message : typeof fields.error === 'string' ? fields.error : `${name}: HTTP ${res.status}`
  throw new FunctionError(res.status, typeof fields.code === 'string' ? fields.code : 'http_error', message, fields.details, parsed)
}
