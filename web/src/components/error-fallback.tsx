import { useTranslation } from 'react-i18next'
import { reloadPage } from '@/lib/browser'

export interface ErrorFallbackProps {
  /** Shown under the title; the translated 'An unexpected error occurred' when empty. */
  message?: string | null
}

/** The spec's fallback error screen: title, message, and a 'Reload Page' button. */
export function ErrorFallback({ message }: ErrorFallbackProps) {
  const { t } = useTranslation()
  const text = message?.trim() ? message : t('errors.fallback.message')
  return (
    <main
      role="alert"
      className="flex min-h-screen flex-col items-center justify-center gap-4 bg-neutral-50 p-6 text-center"
    >
      <h1 className="text-2xl font-semibold text-neutral-900">{t('errors.fallback.title')}</h1>
      <p className="max-w-md text-neutral-600">{text}</p>
      <button
        type="button"
        onClick={() => reloadPage()}
        className="rounded-md bg-neutral-900 px-4 py-2 text-sm font-medium text-white hover:bg-neutral-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-neutral-900"
      >
        {t('errors.fallback.reload')}
      </button>
    </main>
  )
}

/** A readable message from anything thrown, or undefined. */
export function errorMessage(error: unknown): string | undefined {
  if (error instanceof Error) return error.message || undefined
  if (typeof error === 'string') return error || undefined
  return undefined
}
