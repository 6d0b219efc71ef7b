// The times of one Hong Kong date (available-slots), as a grid of buttons.
import { useQuery } from '@tanstack/react-query'
import { useBookingT } from '@/components/booking/i18n'
import { cn } from '@/lib/cn'
import { availableSlotsQuery, type Slot } from '../api/available-slots'
import { useErrorText } from '@/lib/errors/use-error-text'

export interface SlotGridProps {
  shopId: string
  serviceId: string
  staffId: string | null
  date: string
  value: string | null
  onChange: (slot: Slot) => void
}

export function SlotGrid({ shopId, serviceId, staffId, date, value, onChange }: SlotGridProps) {
  const { t } = useBookingT()
  const query = useQuery(availableSlotsQuery({ shopId, serviceId, staffId, date }))
  const errorText = useErrorText()
  if (query.isPending) {
    return (
      <p role="status" className="text-sm text-stone-600">
        {t('booking.time.loading')}
      </p>
    )
  }
  if (query.isError) {
    return (
      <div role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
        <p>{errorText(query.error)}</p>
        <button type="button" className="mt-1 underline" onClick={() => void query.refetch()}>
          {t('booking.retry')}
        </button>
      </div>
    )
  }
  if (query.data.slots.length === 0) {
    return <p className="text-sm text-stone-600">{t('booking.time.none')}</p>
  }
  return (
    <ul className="grid grid-cols-3 gap-2 sm:grid-cols-6" aria-label={t('booking.time.label')} data-testid="slot-list">
      {query.data.slots.map((slot) => {
        const selected = value === slot.start_at
        return (
          <li key={slot.start_at}>
            <button
              type="button"
              aria-pressed={selected}
              onClick={() => onChange(slot)}
              className={cn(
                'h-11 w-full rounded-lg border text-sm font-medium tabular-nums transition-colors',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose-600',
                selected ? 'border-rose-600 bg-rose-600 text-white' : 'border-stone-300 bg-white text-stone-900 hover:border-rose-400',
              )}
            >
              {slot.time}
            </button>
          </li>
        )
      })}
    </ul>
  )
}
