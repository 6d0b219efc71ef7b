// A day per staff member (Hong Kong time): one column each, bookings placed by their start and
// end; the day is chosen with previous / next.
import { useState } from 'react'
import { useBookingT } from '@/components/booking/i18n'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import { cn } from '@/lib/cn'
import type { Lang } from '@/lib/enums'
import { addDays, formatHkDay, hkDateKey, hkDateKeyOf } from '@/lib/format'
import { localName } from '@/components/booking/names'
import type { ShopBooking } from '../api/shop-bookings'
import type { ShopStaff } from '../api/staff-hours'
import { blockTime } from './booking-item'

const HOUR_PX = 48
const FIRST_HOUR = 8
const LAST_HOUR = 23

/** Minutes since Hong Kong midnight of an instant. */
function hkMinutes(iso: string): number {
  const d = new Date(Date.parse(iso) + 8 * 3600_000)
  return d.getUTCHours() * 60 + d.getUTCMinutes()
}

const TONE: Record<string, string> = {
  pending: 'border-amber-400 bg-amber-50 text-amber-950',
  confirmed: 'border-emerald-500 bg-emerald-50 text-emerald-950',
  completed: 'border-stone-400 bg-stone-100 text-stone-800',
  no_show: 'border-stone-700 bg-stone-200 text-stone-900',
}

export function DayCalendar({ bookings, staff, lang }: { bookings: ShopBooking[]; staff: ShopStaff[]; lang: Lang }) {
  const { t } = useBookingT()
  const [day, setDay] = useState(hkDateKey())
  const ofDay = bookings.filter((b) => b.status !== 'cancelled' && hkDateKeyOf(b.start_at) === day)
  const hours = Array.from({ length: LAST_HOUR - FIRST_HOUR }, (_, i) => FIRST_HOUR + i)
  return (
    <div>
      <div className="mb-3 flex items-center justify-between gap-2">
        <button type="button" className="rounded-full p-2 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-rose-600" onClick={() => setDay(addDays(day, -1))} aria-label={t('merchantBookings.calendar.previous')}>
          <ChevronLeft aria-hidden="true" className="size-5" />
        </button>
        <p className="font-medium text-stone-900" data-testid="calendar-day">
          {formatHkDay(day, lang)}
        </p>
        <button type="button" className="rounded-full p-2 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-rose-600" onClick={() => setDay(addDays(day, 1))} aria-label={t('merchantBookings.calendar.next')}>
          <ChevronRight aria-hidden="true" className="size-5" />
        </button>
      </div>
      {staff.length === 0 ? (
        <p className="text-sm text-stone-600">{t('merchantBookings.calendar.noStaff')}</p>
      ) : (
        <div className="overflow-x-auto">
          <div className="flex min-w-max">
            <div className="w-12 shrink-0 pt-8">
              {hours.map((h) => (
                <div key={h} style={{ height: HOUR_PX }} className="pr-1 text-right text-xs text-stone-500 tabular-nums">
                  {String(h).padStart(2, '0')}:00
                </div>
              ))}
            </div>
            {staff.map((member) => (
              <div key={member.id} className="w-40 shrink-0 border-l border-stone-200 sm:w-48" data-testid="calendar-column">
                <p className="h-8 truncate px-2 text-sm font-medium text-stone-900">{localName(member, lang)}</p>
                <div className="relative" style={{ height: HOUR_PX * hours.length }}>
                  {hours.map((h) => (
                    <div key={h} style={{ top: (h - FIRST_HOUR) * HOUR_PX }} className="absolute inset-x-0 border-t border-stone-100" />
                  ))}
                  {ofDay
                    .filter((b) => b.staff_id === member.id)
                    .map((b) => {
                      const start = Math.max(hkMinutes(b.start_at), FIRST_HOUR * 60)
                      const end = Math.max(hkMinutes(b.end_at), start + 15)
                      return (
                        <div
                          key={b.id}
                          className={cn('absolute inset-x-1 overflow-hidden rounded-md border-l-4 px-1.5 py-0.5 text-xs', TONE[b.status])}
                          style={{ top: ((start - FIRST_HOUR * 60) / 60) * HOUR_PX, height: ((end - start) / 60) * HOUR_PX - 2 }}
                          data-testid="calendar-block"
                        >
                          <p className="font-medium tabular-nums">{blockTime(b)}</p>
                          <p className="truncate">{b.user?.name || b.user?.email}</p>
                        </div>
                      )
                    })}
                </div>
              </div>
            ))}
          </div>
        </div>
      )}
    </div>
  )
}
