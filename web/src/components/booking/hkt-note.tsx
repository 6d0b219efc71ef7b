import { Clock } from 'lucide-react'
import { useTranslation } from 'react-i18next'

/** "All times are Hong Kong time (HKT)": on every page that shows times (C.3). */
export function HktNote({ className = '' }: { className?: string }) {
  const { t } = useTranslation()
  return (
    <p className={`flex items-center gap-1.5 text-sm text-stone-600 ${className}`} data-testid="hkt-note">
      <Clock aria-hidden="true" className="size-4" />
      {t('booking.hktNote')}
    </p>
  )
}
