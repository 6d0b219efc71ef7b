// Calling an admin function and turning its failure into {status, code, message}.
import { FunctionsHttpError } from '@supabase/supabase-js'
import { getSupabase } from '@/lib/supabase'

export class AdminFunctionError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message)
    this.name = 'AdminFunctionError'
  }
}

export async function invokeAdminFunction<T>(
  name: string,
  body?: Record<string, unknown>,
  method: 'POST' | 'GET' = 'POST',
): Promise<T> {
  const supabase = await getSupabase()
  const { data, error } = await supabase.functions.invoke<T>(name, method === 'GET' ? { method } : { body: body ?? {} })
  if (error) {
    if (error instanceof FunctionsHttpError) {
      const response = error.context as Response
      let parsed: { code?: unknown; message?: unknown; error?: unknown } = {}
      try {
        parsed = (await response.json()) as typeof parsed
      } catch {
        // not JSON
      }
      const message =
        typeof parsed.message === 'string' ? parsed.message : typeof parsed.error === 'string' ? parsed.error : error.message
      throw new AdminFunctionError(response.status, typeof parsed.code === 'string' ? parsed.code : 'http_error', message)
    }
    throw new AdminFunctionError(0, 'network_error', error.message)
  }
  return data as T
}
