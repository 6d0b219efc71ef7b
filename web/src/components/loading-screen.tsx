import { LoaderCircle } from 'lucide-react'
import { useTranslation } from 'react-i18next'

/** Small centred spinner while the app or a lazy screen loads. */
export function LoadingScreen({ fullScreen = true }: { fullScreen?: boolean }) {
  const { t } = useTranslation()
  return (
    <div
      role="status"
      aria-live="polite"
      className={`flex items-center justify-center gap-2 p-6 text-sm text-neutral-500 ${fullScreen ? 'min-h-screen' : 'min-h-48'}`}
    >
      <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
      <span>{t('common.loading')}</span>
    </div>
  )
}
