// The Calendar section (salon-day.md C.2, issue 28): the shop's book in Hong Kong time. A day
// view of the whole shop (a column per staff member on a desktop; one staff member at a time,
// with a switcher, on a phone) and a week view per staff member. Tap an empty time to add a
// walk-in, phone, WhatsApp or Instagram booking or to block time; tap a booking to see the
// customer and move it; tap a block to unblock it; on a desktop drag a booking to a new time,
// day (week view) or staff member (day view). New requests and changes arrive live (the
// bookings channel, as the inbox has it).
import { useMemo, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { ChevronLeft, ChevronRight, Plus } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { PillTabs } from '@/components/ui/pill-tabs'
import { HktNote } from '@/components/booking/hkt-note'
import { localName } from '@/components/booking/names'
import { cn } from '@/lib/cn'
import { addDays, formatHkDay, formatHkDayShort, formatHkSpan, hkDateKey } from '@/lib/format'
import { useErrorText } from '@/lib/errors/use-error-text'
import { useLiveInvalidate } from '@/lib/use-live-invalidate'
import { useWorkspaceT } from '@/lib/workspace/i18n'
import type { SectionProps } from '../sections'
import { calendarKeys, shopCalendarQuery, useMoveBooking, type CalendarBlock, type CalendarBooking, type CalendarStaff } from './api/calendar'
import { AddSheet, type AddAt } from './components/add-sheet'
import { BlockSheet, BookingSheet } from './components/details-sheet'
import { TimeGrid, type GridColumn } from './components/time-grid'
import { daysFrom, gridHours, hktInstant, openingPeriods, spanOnDay, staffPeriods, weekStart } from './lib/layout'
import { useWide } from './lib/use-wide'

type View = 'day' | 'week'

/** Where the shop and the staff member are both open: the working periods cut by the opening hours. */
function openFor(opening: [number, number][], own: [number, number][]): [number, number][] {
  const out: [number, number][] = []
  for (const [a, b] of own) for (const [c, d] of opening) if (Math.min(b, d) > Math.max(a, c)) out.push([Math.max(a, c), Math.min(b, d)])
  return out
}

export default function CalendarSection({ shop }: SectionProps) {
  const { t, lang } = useWorkspaceT()
  const errorText = useErrorText()
  const wide = useWide()
  const today = hkDateKey()
  const [view, setView] = useState<View>('day')
  const [day, setDay] = useState(today)
  const [chosen, setChosen] = useState<string | null>(null)
  const [adding, setAdding] = useState<AddAt | null>(null)
  const [opened, setOpened] = useState<{ kind: 'booking' | 'block'; id: string } | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const from = view === 'week' ? weekStart(day) : day
  const days = view === 'week' ? 7 : 1
  const query = useQuery(shopCalendarQuery(shop.id, from, days))
  // A customer's request or change shows at once, as in the inbox.
  useLiveInvalidate('bookings', `shop_id=eq.${shop.id}`, [calendarKeys.shop(shop.id)])
  const move = useMoveBooking(shop.id)
  const hourPx = wide ? 64 : 56

  const data = query.data
  const staff = useMemo(() => (data?.staff ?? []).filter((s) => s.is_active), [data])
  const current: CalendarStaff | undefined = staff.find((s) => s.id === chosen) ?? staff[0]
  const showOne = view === 'week' || !wide

  const columns: GridColumn[] = useMemo(() => {
    if (!data || !current) return []
    const opening = (d: string) => openingPeriods(data.openingHours, d)
    if (view === 'week') {
      return daysFrom(from, 7).map((d) => ({
        key: d,
        day: d,
        staff: current,
        label: formatHkDayShort(d, lang),
        open: openFor(opening(d), staffPeriods(current, d)),
        today: d === today,
      }))
    }
    return (wide ? staff : [current]).map((s) => ({ key: s.id, day, staff: s, label: localName(s, lang), open: openFor(opening(day), staffPeriods(s, day)) }))
  }, [data, current, view, from, day, wide, staff, lang, today])

  const grid = useMemo(() => {
    const spans: [number, number][] = []
    for (const c of columns) {
      spans.push(...openingPeriods(data?.openingHours, c.day), ...staffPeriods(c.staff, c.day))
      for (const b of data?.bookings ?? []) {
        const s = spanOnDay(b.start_at, b.end_at, c.day)
        if (s) spans.push(s)
      }
      for (const k of data?.blocks ?? []) {
        const s = spanOnDay(k.starts_at, k.ends_at, c.day)
        if (s) spans.push(s)
      }
    }
    // 24-hour opening hours would make a day too tall to read: the working hours frame it then.
    const framed = spans.filter(([a, b]) => b - a < 24 * 60)
    return gridHours(framed.length ? framed : spans)
  }, [columns, data])

  const openedBooking: CalendarBooking | null = opened?.kind === 'booking' ? (data?.bookings.find((b) => b.id === opened.id) ?? null) : null
  const openedBlock: CalendarBlock | null = opened?.kind === 'block' ? (data?.blocks.find((b) => b.id === opened.id) ?? null) : null
  const shift = (n: number) => setDay((d) => addDays(d, n))

  const drop = (b: CalendarBooking, col: GridColumn, minute: number) => {
    setNotice(null)
    const startAt = hktInstant(col.day, minute)
    move.mutate(
      { bookingId: b.id, startAt, staffId: col.staff.id },
      {
        onSuccess: () => {
          const end = new Date(Date.parse(startAt) + (Date.parse(b.end_at) - Date.parse(b.start_at))).toISOString()
          setNotice(t('calendar.moved', { when: formatHkSpan(startAt, end, lang) }))
        },
      },
    )
  }

  const addNow = () => {
    const now = new Date(Date.now() + 8 * 3600_000)
    const minute = Math.min(23 * 60, Math.ceil((now.getUTCHours() * 60 + now.getUTCMinutes()) / 15) * 15)
    if (current) setAdding({ day, minute: day === today ? minute : 10 * 60, staffId: current.id })
  }

  const label = view === 'week' ? t('calendar.weekOf', { from: formatHkDayShort(from, lang), to: formatHkDayShort(daysFrom(from, 7)[6]!, lang) }) : wide ? formatHkDay(day, lang) : formatHkDayShort(day, lang)

  return (
    <section aria-labelledby="calendar-title" className="space-y-3" data-testid="calendar-section">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h2 id="calendar-title" className="text-lg font-semibold text-stone-900">
            {t('calendar.title')}
          </h2>
          <HktNote />
        </div>
        <Button onClick={addNow} disabled={!current} data-testid="calendar-add">
          <Plus aria-hidden="true" className="size-4" />
          {t('calendar.add')}
        </Button>
      </div>

      <div className="flex flex-wrap items-center gap-2 rounded-xl bg-white p-2 ring-1 ring-stone-200">
        <PillTabs
          label={t('calendar.views.label')}
          variant="segmented"
          selected={view}
          onSelect={setView}
          tabs={[
            { id: 'day', label: t('calendar.views.day') },
            { id: 'week', label: t('calendar.views.week') },
          ]}
        />
        <div className="flex items-center gap-1">
          <button type="button" className="rounded-full p-2 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-rose-600" onClick={() => shift(view === 'week' ? -7 : -1)} aria-label={view === 'week' ? t('calendar.previousWeek') : t('calendar.previousDay')}>
            <ChevronLeft aria-hidden="true" className="size-5" />
          </button>
          <Button variant="outline" size="sm" onClick={() => setDay(today)} disabled={day === today}>
            {t('calendar.today')}
          </Button>
          <button type="button" className="rounded-full p-2 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-rose-600" onClick={() => shift(view === 'week' ? 7 : 1)} aria-label={view === 'week' ? t('calendar.nextWeek') : t('calendar.nextDay')}>
            <ChevronRight aria-hidden="true" className="size-5" />
          </button>
        </div>
        <p className="min-w-0 basis-full truncate px-1 text-sm font-semibold text-stone-900 sm:basis-0 sm:flex-1 sm:text-base" data-testid="calendar-range" aria-live="polite">
          {label}
        </p>
        {query.isFetching && !query.isPending && (
          <span role="status" className="text-xs text-stone-500">
            {t('calendar.refreshing')}
          </span>
        )}
      </div>

      {showOne && staff.length > 1 && (
        <div role="group" aria-label={t('calendar.staffLabel')} className="-mx-4 flex gap-1.5 overflow-x-auto px-4 pb-1 [scrollbar-width:none] sm:mx-0 sm:px-0" data-testid="calendar-staff-switcher">
          {staff.map((s) => (
            <button
              key={s.id}
              type="button"
              aria-pressed={s.id === current?.id}
              onClick={() => setChosen(s.id)}
              className={cn(
                'h-9 shrink-0 rounded-full px-3.5 text-sm font-medium whitespace-nowrap focus-visible:outline-2 focus-visible:outline-rose-600',
                s.id === current?.id ? 'bg-stone-900 text-white' : 'bg-white text-stone-700 ring-1 ring-stone-200 hover:bg-stone-100',
              )}
            >
              {localName(s, lang)}
            </button>
          ))}
        </div>
      )}

      {notice && (
        <p role="status" className="rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-900" data-testid="calendar-notice">
          {notice}
        </p>
      )}
      {move.isError && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800" data-testid="calendar-refusal">
          {errorText(move.error)}
        </p>
      )}

      {query.isPending ? (
        <div role="status" className="h-96 animate-pulse rounded-xl bg-white ring-1 ring-stone-200" aria-label={t('common.loading')} />
      ) : query.isError || !data ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {errorText(query.error) || t('calendar.loadError')}
          <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
            {t('calendar.retry')}
          </Button>
        </div>
      ) : staff.length === 0 ? (
        <p className="rounded-xl bg-white p-4 text-sm text-stone-700 ring-1 ring-stone-200">{t('calendar.noStaff')}</p>
      ) : (
        <>
          <p className="text-xs text-stone-600">
            {t('calendar.tapHint')} {wide && t('calendar.dragHint')}
          </p>
          <TimeGrid
            columns={columns}
            grid={grid}
            hourPx={hourPx}
            bookings={data.bookings}
            blocks={data.blocks}
            draggable={wide}
            busyId={move.isPending ? (move.variables?.bookingId ?? null) : null}
            columnClass={!wide && view === 'week' ? 'w-[6.75rem] shrink-0' : 'min-w-32 flex-1'}
            focusKey={view === 'week' ? day : undefined}
            onAdd={(col, minute) => setAdding({ day: col.day, minute, staffId: col.staff.id })}
            onOpenBooking={(b) => setOpened({ kind: 'booking', id: b.id })}
            onOpenBlock={(k) => setOpened({ kind: 'block', id: k.id })}
            onDrop={drop}
          />
          {data.bookings.length === 0 && data.blocks.length === 0 && <p className="text-sm text-stone-600">{t('calendar.empty')}</p>}
        </>
      )}

      <AddSheet
        key={adding ? `${adding.day}-${adding.minute}-${adding.staffId}` : 'closed'}
        shopId={shop.id}
        at={adding}
        staff={staff}
        services={data?.services ?? []}
        onClose={() => setAdding(null)}
        onDone={() => setAdding(null)}
      />
      <BookingSheet shopId={shop.id} booking={openedBooking} staff={staff} onClose={() => setOpened(null)} />
      <BlockSheet shopId={shop.id} block={openedBlock} staff={staff} onClose={() => setOpened(null)} />
    </section>
  )
}
