// A strip of Hong Kong dates, two weeks at a time, from today to the shop's horizon. Dates
// without a free slot are greyed out and cannot be chosen (one available-slots call per date).
// While Signal No. 8 or Black Rain is in force the server offers no time today (salon-day.md
// C.4): the strip then says why today is struck through.
import { useQueries, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useBookingT } from '@/components/booking/i18n'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import { cn } from '@/lib/cn'
import { labelLang } from '@/lib/enums'
import { availableSlotsQuery } from '../api/available-slots'
import { addDays, daysBetween, formatHkDay, formatHkDayShort, hkDateKey } from '@/lib/format'
import { activeWeatherQuery } from '@/lib/weather'

const PAGE = 14

export interface DatePickerProps {
  shopId: string
  serviceId: string
  staffId: string | null
  horizonDays: number
  value: string | null
  onChange: (date: string) => void
}

export function DatePicker({ shopId, serviceId, staffId, horizonDays, value, onChange }: DatePickerProps) {
  const { t, i18n } = useBookingT()
  const lang = labelLang(i18n.language)
  const today = hkDateKey()
  const last = addDays(today, horizonDays)
  const [start, setStart] = useState(today)
  const count = Math.min(PAGE, daysBetween(start, last) + 1)
  const dates = Array.from({ length: Math.max(count, 0) }, (_, i) => addDays(start, i))
  const results = useQueries({
    queries: dates.map((date) => availableSlotsQuery({ shopId, serviceId, staffId, date })),
  })
  const weather = useQuery(activeWeatherQuery())
  const signal = start === today ? weather.data?.find((w) => w.kind === 'T8' || w.kind === 'BLACK_RAIN') : undefined
  return (
    <div>
      <div className="mb-2 flex items-center justify-between gap-2">
        <button
          type="button"
          className="rounded-full p-2 text-stone-700 hover:bg-stone-100 disabled:opacity-40 focus-visible:outline-2 focus-visible:outline-rose-600"
          onClick={() => setStart(addDays(start, -PAGE) < today ? today : addDays(start, -PAGE))}
          disabled={start <= today}
          aria-label={t('booking.date.earlier')}
        >
          <ChevronLeft aria-hidden="true" className="size-5" />
        </button>
        <span className="text-sm text-stone-600">
          {dates.length > 0 && `${formatHkDayShort(dates[0]!, lang)} – ${formatHkDayShort(dates[dates.length - 1]!, lang)}`}
        </span>
        <button
          type="button"
          className="rounded-full p-2 text-stone-700 hover:bg-stone-100 disabled:opacity-40 focus-visible:outline-2 focus-visible:outline-rose-600"
          onClick={() => setStart(addDays(start, PAGE))}
          disabled={addDays(start, PAGE) > last}
          aria-label={t('booking.date.later')}
        >
          <ChevronRight aria-hidden="true" className="size-5" />
        </button>
      </div>
      <ul className="grid grid-cols-4 gap-2 sm:grid-cols-7" aria-label={t('booking.date.label')}>
        {dates.map((date, i) => {
          const result = results[i]
          const loading = result?.isPending ?? true
          const none = !loading && (result?.isError || (result?.data?.slots.length ?? 0) === 0)
          const selected = value === date
          return (
            <li key={date}>
              <button
                type="button"
                data-date={date}
                aria-pressed={selected}
                aria-label={`${formatHkDay(date, lang)}${none ? ` – ${t('booking.date.full')}` : ''}`}
                disabled={loading || none}
                onClick={() => onChange(date)}
                className={cn(
                  'flex h-16 w-full flex-col items-center justify-center rounded-xl border text-sm transition-colors',
                  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose-600',
                  selected
                    ? 'border-rose-600 bg-rose-600 text-white'
                    : 'border-stone-300 bg-white text-stone-900 hover:border-rose-400',
                  (loading || none) && 'cursor-not-allowed border-stone-200 bg-stone-100 text-stone-400 line-through',
                  loading && 'animate-pulse no-underline',
                )}
              >
                {formatHkDayShort(date, lang)
                  .split(/[,（]/)
                  .map((part, j) => (
                    <span key={j} className={j === 0 ? 'font-medium' : 'text-xs'}>
                      {part.replace('）', '').trim()}
                    </span>
                  ))}
              </button>
            </li>
          )
        })}
      </ul>
      {signal && (
        <p className="mt-3 rounded-lg bg-sky-50 px-3 py-2 text-sm text-sky-900" data-testid="weather-today">
          {t('booking.date.weatherToday', { kind: t(`weather.kinds.${signal.kind}`) })}
        </p>
      )}
    </div>
  )
}
