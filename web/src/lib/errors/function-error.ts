// A refused or failed call of an Emu function: {status, code, message, details}. The server's
// error body is {code, message, error, details?} (server/src/http/error_codes.hpp lists the
// codes; the UI shows them through errors.<code> in both locale files); a request that never got
// an answer is status 0, code 'network_error'. Its own module, free of supabase-js, so a
// plain-fetch caller (lib/public-function) decodes an answer the same way invokeFunction does.
export class FunctionError extends Error {
  override name = 'FunctionError'
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
    /** The answer as sent: parsed JSON, or the text when it was not JSON. */
    readonly body?: unknown,
  ) {
    super(message)
  }
}

/** The FunctionError of a request that got no answer. */
export function networkError(error: unknown): FunctionError {
  return new FunctionError(0, 'network_error', error instanceof Error ? error.message : String(error))
}

/**
 * The FunctionError an error answer stands for: `body` is the answer as sent (parsed JSON, or
 * its text); `fallback` is the message when the answer has none.
 */
export function functionErrorOfBody(status: number, body: unknown, fallback: string): FunctionError {
  if (typeof body !== 'object' || body === null) {
    return new FunctionError(status, 'http_error', typeof body === 'string' && body ? body : fallback, undefined, body)
  }
  const fields = body as { code?: unknown; message?: unknown; error?: unknown; details?: unknown }
  const message =
    typeof fields.message === 'string' ? fields.message : typeof fields.error === 'string' ? fields.error : fallback
  const code = typeof fields.code === 'string' ? fields.code : 'http_error'
  return new FunctionError(status, code, message, fields.details, body)
}

/** The locale key that explains a failure to a person: errors.<code>, for every Emu code. */
export function functionErrorKey(error: unknown): `errors.${string}` {
  if (error instanceof FunctionError) return `errors.${error.code}`
  return 'errors.internal_error'
}
