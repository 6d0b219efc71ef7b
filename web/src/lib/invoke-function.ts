// The one way the app calls an Emu function (/functions/v1/<name>): supabase-js's invoke, with
// every failure turned into a FunctionError {status, code, message, details}. The server's
// error body is {code, message, error, details?} (server/src/http/error_codes.hpp lists the
// codes; the UI shows them through errors.<code> in both locale files). A request that never
// got an answer is status 0, code 'network_error'.
import { FunctionError } from '@/lib/function-error'
import { getSupabase } from '@/lib/supabase'

export { FunctionError }

export interface InvokeOptions {
  body?: Record<string, unknown>
  method?: 'POST' | 'GET'
}

/** supabase-js's FunctionsHttpError carries the Response (not imported: keeps supabase-js lazy). */
async function bodyOf(context: Response): Promise<unknown> {
  try {
    return await context.clone().json()
  } catch {
    try {
      return await context.text()
    } catch {
      return undefined
    }
  }
}

/** The FunctionError a failed invoke stands for. */
export async function functionErrorOf(error: unknown): Promise<FunctionError> {
  const message = error instanceof Error ? error.message : String(error)
  const context = (error as { context?: unknown } | null)?.context
  if ((error as { name?: string } | null)?.name !== 'FunctionsHttpError' || !(context instanceof Response)) {
    return new FunctionError(0, 'network_error', message)
  }
  const body = await bodyOf(context)
  if (typeof body !== 'object' || body === null) {
    return new FunctionError(context.status, 'http_error', typeof body === 'string' && body ? body : message, undefined, body)
  }
  const fields = body as { code?: unknown; message?: unknown; error?: unknown; details?: unknown }
  const text =
    typeof fields.message === 'string' ? fields.message : typeof fields.error === 'string' ? fields.error : message
  const code = typeof fields.code === 'string' ? fields.code : 'http_error'
  return new FunctionError(context.status, code, text, fields.details, body)
}

export async function invokeFunction<T>(name: string, options: InvokeOptions = {}): Promise<T> {
  let result
  try {
    const supabase = await getSupabase()
    result = await supabase.functions.invoke<T>(
      name,
      options.method === 'GET' ? { method: 'GET' } : { body: options.body ?? {} },
    )
  } catch (thrown) {
    throw await functionErrorOf(thrown)
  }
  if (result.error) throw await functionErrorOf(result.error)
  return result.data as T
}

/** The locale key that explains a failure to a person: errors.<code>, for every Emu code. */
export function functionErrorKey(error: unknown): `errors.${string}` {
  if (error instanceof FunctionError) return `errors.${error.code}`
  return 'errors.internal_error'
}
