// Public reads of /rest/v1 with a plain fetch and the anon key (what the policies show to
// anyone: active shops, their services and staff, published reviews). supabase-js (~45 kB
// gzipped) is not needed for them, so a shop page's data does not wait for it: it loads after
// the first paint, for the signed-in parts.
import { loadAppConfig } from '@/lib/app-config'

/** A failed read: the HTTP status and PostgREST's error code (e.g. '22P02' for a bad uuid). */
export class RestError extends Error {
  override name = 'RestError'
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message)
  }
}

/**
 * GET /rest/v1/<table>?<query> as the anonymous role; the rows as JSON. `query` is the same
 * query string supabase-js would send (select=…&col=eq.value&order=…&limit=…).
 */
export async function publicRows<T>(table: string, query: URLSearchParams, fetchImpl: typeof fetch = fetch): Promise<T[]> {
  return (await read<T>(table, query, {}, fetchImpl)).rows
}

/**
 * Like publicRows, with the number of rows matching the filters (PostgREST's
 * `Prefer: count=exact`, answered in Content-Range as "0-9/42"): for paged lists.
 */
export async function publicPage<T>(
  table: string,
  query: URLSearchParams,
  fetchImpl: typeof fetch = fetch,
): Promise<{ rows: T[]; total: number }> {
  const { rows, res } = await read<T>(table, query, { Prefer: 'count=exact' }, fetchImpl)
  const total = Number(res.headers.get('content-range')?.split('/')[1])
  return { rows, total: Number.isFinite(total) ? total : rows.length }
}

async function read<T>(table: string, query: URLSearchParams, extra: Record<string, string>, fetchImpl: typeof fetch) {
  const config = await loadAppConfig()
  const res = await fetchImpl(`${config.supabaseUrl}/rest/v1/${encodeURIComponent(table)}?${query.toString()}`, {
    headers: { apikey: config.anonKey, Authorization: `Bearer ${config.anonKey}`, Accept: 'application/json', ...extra },
  })
  const text = await res.text()
  let body: unknown = null
  try {
    body = text ? JSON.parse(text) : null
  } catch {
    body = text
  }
  if (!res.ok) {
    const fields = (typeof body === 'object' && body !== null ? body : {}) as { code?: unknown; message?: unknown }
    throw new RestError(
      res.status,
      typeof fields.code === 'string' ? fields.code : 'http_error',
      typeof fields.message === 'string' ? fields.message : `${table}: HTTP ${res.status}`,
    )
  }
  if (!Array.isArray(body)) throw new RestError(res.status, 'invalid_response', `${table}: the answer is not a list of rows`)
  return { rows: body as T[], res }
}
