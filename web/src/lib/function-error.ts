// A refused or failed call of an Emu function: {status, code, message, details} (see
// invoke-function.ts). Its own module so a plain-fetch caller (lib/public-rest) does not pull in
// the supabase-js path.
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
