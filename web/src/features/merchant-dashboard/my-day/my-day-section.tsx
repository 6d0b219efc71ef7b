// My day (salon-day.md C.1): what a staff member sees of the dashboard — the bookings of their
// own calendar, one Hong Kong day at a time, with the customer's name and phone, and Complete /
// No-show on confirmed ones. Nothing of other staff, the store page, the team or analytics.
import { useState } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Button } from '@/components/ui/button'
import { StatusBadge } from '@/components/booking/status-badge'
import { localName } from '@/components/booking/names'
import { addDays, formatHkDay, formatHkSpan, hkDateKey } from '@/lib/format'
import { useLiveInvalidate } from '@/lib/use-live-invalidate'
import { useWorkspaceT } from '@/lib/workspace/i18n'
import { useRespondBooking } from '../bookings/api/shop-bookings'
import type { SectionProps } from '../sections'
import { QueryView } from '../components/query-states'
import { myDayKeys, myDayQuery, type DayBooking } from './api/my-day'
import { CallError } from '@/components/call-error'

export default function MyDaySection({ shop }: SectionProps) {
  const { t, lang } = useWorkspaceT()
  const [date, setDate] = useState(hkDateKey())
  const staffId = shop.staffId ?? ''
  const day = useQuery({ ...myDayQuery(shop.id, staffId, date), enabled: staffId !== '' })
  useLiveInvalidate('bookings', `staff_id=eq.${staffId}`, [myDayKeys.day(shop.id, staffId, date)])
  const today = hkDateKey()
  return (
    <section aria-labelledby="day-title" className="space-y-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-6" data-testid="my-day">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="day-title" className="text-lg font-semibold text-stone-900">
          {date === today ? t('day.today') : formatHkDay(`${date}T12:00:00+08:00`, lang)}
        </h2>
        <div className="flex gap-2">
          <Button size="sm" variant="outline" onClick={() => setDate(addDays(date, -1))}>
            {t('day.previous')}
          </Button>
          {date !== today && (
            <Button size="sm" variant="outline" onClick={() => setDate(today)}>
              {t('day.backToToday')}
            </Button>
          )}
          <Button size="sm" variant="outline" onClick={() => setDate(addDays(date, 1))}>
            {t('day.next')}
          </Button>
        </div>
      </div>
      <p className="text-xs text-stone-600">{t('day.hkt')}</p>
      {staffId === '' ? (
        <p className="text-sm text-stone-700">{t('day.notLinked')}</p>
      ) : (
        <QueryView query={day} loading={t('common.loading')} error={t('common.loadError')} empty={t('day.none')} isEmpty={(rows) => rows.length === 0}>
          {(rows) => (
            <ul className="space-y-2">
              {rows.map((row) => (
                <DayItem key={row.id} row={row} shopId={shop.id} staffId={staffId} date={date} lang={lang} />
              ))}
            </ul>
          )}
        </QueryView>
      )}
    </section>
  )
}

function DayItem({ row, shopId, staffId, date, lang }: { row: DayBooking; shopId: string; staffId: string; date: string; lang: 'en' | 'zh' }) {
  const { t } = useWorkspaceT()
  const client = useQueryClient()
  const respond = useRespondBooking(shopId)
  const act = (action: 'complete' | 'no_show') =>
    respond.mutate({ bookingId: row.id, action }, { onSettled: () => void client.invalidateQueries({ queryKey: myDayKeys.day(shopId, staffId, date) }) })
  const name = row.user?.name || row.customer_name || t('day.customer')
  const phone = row.user?.phone_number || row.customer_phone
  return (
    <li className="rounded-xl border border-stone-200 p-4" data-testid="day-booking" data-booking-id={row.id}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <p className="font-medium text-stone-900 tabular-nums">{formatHkSpan(row.start_at, row.end_at, lang)}</p>
          <p className="text-sm text-stone-700">
            {name} · {localName(row.service, lang)}
          </p>
          {phone && (
            <p className="text-sm">
              <a href={`tel:${phone.replace(/\s+/g, '')}`} className="text-rose-700 underline underline-offset-2">
                {phone}
              </a>
            </p>
          )}
          {row.note && <p className="mt-1 text-sm text-stone-600">“{row.note}”</p>}
        </div>
        <StatusBadge status={row.status} />
      </div>
      {row.status === 'confirmed' && (
        <div className="mt-3 flex flex-wrap gap-2">
          <Button size="sm" disabled={respond.isPending} onClick={() => act('complete')}>
            {t('day.complete')}
          </Button>
          <Button size="sm" variant="outline" disabled={respond.isPending} onClick={() => act('no_show')}>
            {t('day.noShow')}
          </Button>
        </div>
      )}
      <CallError call={respond} className="mt-2" />
    </li>
  )
}
