// The calendar's grid (Hong Kong time): an hour gutter and one column per staff member (day
// view) or per day (week view). Each hour of a column is a button that adds at the quarter hour
// tapped; bookings and blocks are buttons that open their details. Where `draggable`, a
// booking is moved by dragging it with a mouse or pen (5-minute steps, across columns: days or
// staff members); the details sheet's Move form is the keyboard's way to do the same.
import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react'
import { Ban } from 'lucide-react'
import { cn } from '@/lib/cn'
import { localName } from '@/components/booking/names'
import { useWorkspaceT } from '@/lib/workspace/i18n'
import type { CalendarBlock, CalendarBooking, CalendarStaff } from '../api/calendar'
import { dragDelta, eventsOf, hhmm, lanes, minuteAt, place, spanOnDay } from '../lib/layout'

export interface GridColumn {
  key: string
  day: string
  staff: CalendarStaff
  label: string
  sublabel?: string
  /** The times the column is open for work, as [start, end] minutes (the rest is shaded). */
  open: [number, number][]
  today?: boolean
}

const TONE: Record<string, string> = {
  awaiting_payment: 'border-sky-500 bg-sky-50 text-sky-950 border-dashed',
  pending: 'border-amber-500 bg-amber-50 text-amber-950 border-dashed',
  confirmed: 'border-emerald-600 bg-emerald-50 text-emerald-950',
  completed: 'border-stone-400 bg-stone-100 text-stone-700',
  no_show: 'border-stone-700 bg-stone-200 text-stone-800',
}

interface Drag {
  id: string
  x: number
  y: number
  dx: number
  dy: number
  moved: boolean
  columnPx: number
}

export function TimeGrid({
  columns,
  grid,
  hourPx,
  bookings,
  blocks,
  draggable,
  busyId,
  columnClass,
  focusKey,
  onAdd,
  onOpenBooking,
  onOpenBlock,
  onDrop,
}: {
  columns: GridColumn[]
  grid: { first: number; last: number }
  hourPx: number
  bookings: CalendarBooking[]
  blocks: CalendarBlock[]
  draggable: boolean
  busyId: string | null
  /** The width of a column: fixed on a phone's week (three days in view), shared otherwise. */
  columnClass: string
  /** The column scrolled into view when the grid is wider than the screen (the chosen day). */
  focusKey?: string
  onAdd: (column: GridColumn, minute: number) => void
  onOpenBooking: (booking: CalendarBooking) => void
  onOpenBlock: (block: CalendarBlock) => void
  onDrop: (booking: CalendarBooking, column: GridColumn, minute: number) => void
}) {
  const { t, lang } = useWorkspaceT()
  const hours = Array.from({ length: grid.last - grid.first }, (_, i) => grid.first + i)
  const height = hours.length * hourPx
  const [drag, setDrag] = useState<Drag | null>(null)
  const justDragged = useRef(false)
  const scroller = useRef<HTMLDivElement>(null)
  const keys = columns.map((c) => c.key).join()
  useEffect(() => {
    const box = scroller.current
    const col = focusKey ? box?.querySelector<HTMLElement>(`[data-calendar-column="${focusKey}"]`) : null
    if (box && col) box.scrollLeft = Math.max(0, col.offsetLeft - 48)
  }, [focusKey, keys])

  const start = (e: ReactPointerEvent<HTMLButtonElement>, b: CalendarBooking) => {
    if (!draggable || e.button !== 0 || e.pointerType === 'touch') return
    const column = e.currentTarget.closest<HTMLElement>('[data-calendar-column]')
    e.currentTarget.setPointerCapture(e.pointerId)
    setDrag({ id: b.id, x: e.clientX, y: e.clientY, dx: 0, dy: 0, moved: false, columnPx: column?.offsetWidth ?? 0 })
  }
  const move = (e: ReactPointerEvent<HTMLButtonElement>) => {
    if (!drag) return
    const dx = e.clientX - drag.x
    const dy = e.clientY - drag.y
    setDrag({ ...drag, dx, dy, moved: drag.moved || Math.abs(dx) > 4 || Math.abs(dy) > 4 })
  }
  const target = (b: CalendarBooking, columnIndex: number, d: Drag) => {
    const delta = dragDelta(d.dx, d.dy, hourPx, d.columnPx)
    const to = Math.min(Math.max(columnIndex + delta.columns, 0), columns.length - 1)
    const span = spanOnDay(b.start_at, b.end_at, columns[columnIndex]!.day)
    return { column: columns[to]!, minute: (span?.[0] ?? 0) + delta.minutes, shift: to - columnIndex }
  }
  const end = (b: CalendarBooking, columnIndex: number) => {
    const d = drag
    setDrag(null)
    if (!d?.moved) return
    justDragged.current = true
    setTimeout(() => (justDragged.current = false), 0)
    const to = target(b, columnIndex, d)
    if (to.shift !== 0 || to.minute !== (spanOnDay(b.start_at, b.end_at, columns[columnIndex]!.day)?.[0] ?? 0)) onDrop(b, to.column, to.minute)
  }

  return (
    <div ref={scroller} className="overflow-x-auto rounded-xl bg-white ring-1 ring-stone-200" data-testid="calendar-grid">
      <div className="flex w-max min-w-full">
        <div className="sticky left-0 z-20 w-12 shrink-0 border-r border-stone-200 bg-white">
          <div className="h-12 border-b border-stone-200" />
          <div className="relative" style={{ height }}>
            {hours.map((h) => (
              <span
                key={h}
                style={{ top: (h - grid.first) * hourPx }}
                className="absolute right-1.5 -translate-y-1/2 bg-white px-0.5 text-[11px] leading-4 text-stone-500 tabular-nums first:translate-y-0"
              >
                {hhmm(h * 60)}
              </span>
            ))}
          </div>
        </div>
        {columns.map((col, ci) => {
          const ownBookings = eventsOf(bookings, col.staff.id, col.day)
          const ownBlocks = eventsOf(blocks, col.staff.id, col.day)
          type Ev = { kind: 'booking'; b: CalendarBooking } | { kind: 'block'; k: CalendarBlock }
          const events: Ev[] = [...ownBookings.map((b) => ({ kind: 'booking' as const, b })), ...ownBlocks.map((k) => ({ kind: 'block' as const, k }))]
          const spanOf = (e: Ev): [number, number] =>
            (e.kind === 'booking' ? spanOnDay(e.b.start_at, e.b.end_at, col.day) : spanOnDay(e.k.starts_at, e.k.ends_at, col.day)) ?? [0, 0]
          const laneOf = lanes(events, spanOf)
          return (
            <div
              key={col.key}
              data-calendar-column={col.key}
              data-testid="calendar-column"
              className={cn('border-r border-stone-200 last:border-r-0', columnClass)}
            >
              <div className={cn('sticky top-0 z-10 flex h-12 flex-col justify-center border-b border-stone-200 px-2', col.today ? 'bg-rose-50' : 'bg-white')}>
                <p className={cn('truncate text-sm font-semibold', col.today ? 'text-rose-700' : 'text-stone-900')}>{col.label}</p>
                {col.sublabel && <p className="truncate text-xs text-stone-500">{col.sublabel}</p>}
              </div>
              <div className="relative" style={{ height }}>
                {hours.map((h) => (
                  <button
                    key={h}
                    type="button"
                    aria-label={t('calendar.emptySlot', { staff: col.label === localName(col.staff, lang) ? col.label : `${localName(col.staff, lang)} · ${col.label}`, time: hhmm(h * 60) })}
                    className="absolute inset-x-0 block border-t border-stone-100 hover:bg-rose-50/60 focus-visible:z-10 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-rose-600"
                    style={{ top: (h - grid.first) * hourPx, height: hourPx }}
                    data-testid="calendar-slot"
                    data-hour={h}
                    onClick={(e) => {
                      const y = (h - grid.first) * hourPx + (e.nativeEvent.offsetY || 0)
                      onAdd(col, minuteAt(y, grid, hourPx))
                    }}
                  />
                ))}
                {/* Outside the shop's and the staff member's hours: shaded, still bookable with the override. */}
                {shade(col.open, grid).map(([a, b]) => {
                  const p = place(a, b, grid, hourPx)
                  return p && <div key={a} aria-hidden="true" className="pointer-events-none absolute inset-x-0 bg-[repeating-linear-gradient(135deg,transparent,transparent_6px,rgb(245_245_244)_6px,rgb(245_245_244)_12px)]" style={p} />
                })}
                {events.map((e) => {
                  const [a, b] = spanOf(e)
                  const p = place(a, b, grid, hourPx)
                  if (!p) return null
                  const { lane, of } = laneOf.get(e) ?? { lane: 0, of: 1 }
                  const box = { top: p.top, height: p.height - 2, left: `calc(${(lane / of) * 100}% + 2px)`, width: `calc(${100 / of}% - 4px)` }
                  if (e.kind === 'block') {
                    const k = e.k
                    return (
                      <button
                        key={k.id}
                        type="button"
                        className="absolute z-[1] overflow-hidden rounded-md border border-stone-300 bg-stone-100 bg-[repeating-linear-gradient(135deg,transparent,transparent_5px,rgb(231_229_228)_5px,rgb(231_229_228)_10px)] px-1.5 py-0.5 text-left text-xs text-stone-700 focus-visible:outline-2 focus-visible:outline-rose-600"
                        style={box}
                        data-testid="calendar-block"
                        data-block-id={k.id}
                        onClick={() => onOpenBlock(k)}
                      >
                        <span className="flex items-center gap-1 font-medium tabular-nums">
                          <Ban aria-hidden="true" className="size-3 shrink-0" />
                          {hhmm(a)}–{hhmm(b)}
                        </span>
                        <span className="block truncate">{k.reason || (k.staff_id === null ? t('calendar.wholeShop') : t('calendar.blocked'))}</span>
                      </button>
                    )
                  }
                  const bk = e.b
                  const dragging = drag?.id === bk.id && drag.moved ? drag : null
                  const preview = dragging ? target(bk, ci, dragging) : null
                  const who = bk.customer.name || t('calendar.details.customer')
                  return (
                    <button
                      key={bk.id}
                      type="button"
                      className={cn(
                        'absolute z-[2] touch-none overflow-hidden rounded-md border border-l-4 px-1.5 py-0.5 text-left text-xs shadow-sm focus-visible:outline-2 focus-visible:outline-rose-600',
                        TONE[bk.status],
                        draggable && 'cursor-grab',
                        dragging && 'z-30 cursor-grabbing opacity-90 shadow-lg ring-2 ring-rose-500',
                        busyId === bk.id && 'animate-pulse',
                      )}
                      style={{ ...box, ...(dragging ? { transform: `translate(${(preview?.shift ?? 0) * dragging.columnPx}px, ${((preview!.minute - a) / 60) * hourPx}px)` } : {}) }}
                      data-testid="calendar-booking"
                      data-booking-id={bk.id}
                      data-status={bk.status}
                      onPointerDown={(ev) => start(ev, bk)}
                      onPointerMove={move}
                      onPointerUp={() => end(bk, ci)}
                      onPointerCancel={() => setDrag(null)}
                      onClick={() => {
                        if (!justDragged.current) onOpenBooking(bk)
                      }}
                    >
                      <span className="block font-semibold tabular-nums">
                        {preview ? `${hhmm(preview.minute)}–${hhmm(preview.minute + (b - a))}` : `${hhmm(a)}–${hhmm(b)}`}
                      </span>
                      <span className="block truncate font-medium">{who}</span>
                      <span className="block truncate opacity-80">{localName({ name: bk.service.name ?? '', name_zh: bk.service.name_zh }, lang)}</span>
                    </button>
                  )
                })}
              </div>
            </div>
          )
        })}
      </div>
    </div>
  )
}

/** The parts of the grid outside `open` periods. */
function shade(open: [number, number][], grid: { first: number; last: number }): [number, number][] {
  const out: [number, number][] = []
  let at = grid.first * 60
  for (const [a, b] of [...open].sort((x, y) => x[0] - y[0])) {
    if (a > at) out.push([at, a])
    at = Math.max(at, b)
  }
  if (at < grid.last * 60) out.push([at, grid.last * 60])
  return out
}
