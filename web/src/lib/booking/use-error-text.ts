// The sentence for a failed call: errors.<code> of the locale files (the server's codes, C.3),
// with values such as {hours}; an unknown code gets the generic sentence.
import { useTranslation } from 'react-i18next'
import { functionErrorKey } from '@/lib/invoke-function'

type LooseT = (key: string, values?: Record<string, unknown>) => string

export function useErrorText() {
  const { t, i18n } = useTranslation()
  const loose = t as unknown as LooseT
  return (error: unknown, values?: Record<string, unknown>): string => {
    const key = functionErrorKey(error)
    return i18n.exists(key) ? loose(key, values) : loose('errors.http_error')
  }
}
