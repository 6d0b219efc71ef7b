// The one way the app calls an Emu function (/functions/v1/<name>): supabase-js's invoke, with
// every failure turned into a FunctionError {status, code, message, details} (lib/errors).
import { FunctionError, functionErrorKey, functionErrorOfBody, networkError } from '@/lib/errors/function-error'
import { getSupabase } from '@/lib/supabase'

export { FunctionError, functionErrorKey }

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
  const context = (error as { context?: unknown } | null)?.context
  if ((error as { name?: string } | null)?.name !== 'FunctionsHttpError' || !(context instanceof Response)) {
    return networkError(error)
  }
  return functionErrorOfBody(context.status, await bodyOf(context), error instanceof Error ? error.message : String(error))
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
