// Loading, empty and error states of the marketplace screens.
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { AlertCircle, LoaderCircle, SearchX } from 'lucide-react'
import { Button } from '@/components/ui/button'

export function LoadingState({ label }: { label?: string }) {
  const { t } = useTranslation()
  return (
    <div role="status" aria-live="polite" className="flex min-h-40 items-center justify-center gap-2 text-sm text-stone-600">
      <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
      <span>{label ?? t('common.loading')}</span>
    </div>
  )
}

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="flex min-h-40 flex-col items-center justify-center gap-3 rounded-2xl border border-dashed border-stone-300 bg-stone-50 p-8 text-center">
      <SearchX aria-hidden="true" className="size-8 text-stone-400" />
      <p className="text-base font-medium text-stone-800">{title}</p>
      {children}
    </div>
  )
}

export function ErrorState({ onRetry }: { onRetry?: () => void }) {
  const { t } = useTranslation()
  return (
    <div role="alert" className="flex min-h-40 flex-col items-center justify-center gap-3 rounded-2xl border border-rose-200 bg-rose-50 p-8 text-center">
      <AlertCircle aria-hidden="true" className="size-8 text-rose-700" />
      <p className="text-base font-medium text-stone-800">{t('market.states.error')}</p>
      {onRetry && (
        <Button variant="outline" size="sm" onClick={onRetry}>
          {t('market.states.retry')}
        </Button>
      )}
    </div>
  )
}
