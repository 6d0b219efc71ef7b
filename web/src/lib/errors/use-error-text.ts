// The sentence for a failed call: errors.<code> of the locale files (the server's codes, C.3),
// with values such as {hours}; an unknown code gets the generic sentence. A code may be given
// as a string ('outside_cancel_window') for a refusal the page explains before asking.
// A screen about one kind of record passes its context ('review'): errors.<code>_<context>
// (i18next's context suffix) then wins over errors.<code> where a code is shared between
// records, e.g. invalid_transition for bookings and reviews.
import { useTranslation } from 'react-i18next'
import { functionErrorKey } from './function-error'

type LooseT = (key: string, values?: Record<string, unknown>) => string

export function useErrorText(context?: string) {
  const { t, i18n } = useTranslation()
  const loose = t as unknown as LooseT
  return (error: unknown, values?: Record<string, unknown>): string => {
    const key = typeof error === 'string' ? `errors.${error}` : functionErrorKey(error)
    if (context && i18n.exists(`${key}_${context}`)) return loose(`${key}_${context}`, values)
    return i18n.exists(key) ? loose(key, values) : loose('errors.http_error')
  }
}
