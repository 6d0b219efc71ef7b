import { Clock } from 'lucide-react'
import { useBookingT } from './i18n'

/** "All times are Hong Kong time (HKT)": on every page that shows times (C.3). */
export function HktNote({ className = '' }: { className?: string }) {
  const { t } = useBookingT()
  return (
    <p className={`flex items-center gap-1.5 text-sm text-stone-600 ${className}`} data-testid="hkt-note">
      <Clock aria-hidden="true" className="size-4" />
      {t('booking.hktNote')}
    </p>
  )
}
