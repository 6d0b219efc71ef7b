// Calling an admin function: the one invokeFunction() of src/lib, whose FunctionError carries
// {status, code, message, details}.
import { FunctionError, invokeFunction } from '@/lib/invoke-function'

export { FunctionError as AdminFunctionError }

export function invokeAdminFunction<T>(
  name: string,
  body?: Record<string, unknown>,
  method: 'POST' | 'GET' = 'POST',
): Promise<T> {
  return invokeFunction<T>(name, method === 'GET' ? { method } : { body: body ?? {} })
}
