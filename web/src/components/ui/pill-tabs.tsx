// A row of pill-shaped tabs (role="tablist" of role="tab" buttons; the caller renders the one
// tabpanel): the visitor's bookings (upcoming / past), the merchant's Bookings and Reviews
// sections. Each tab is a button: Tab reaches it, Enter or Space selects it.
import { cn } from '@/lib/cn'

export interface PillTab<T extends string> {
  id: T
  label: string
}

export interface PillTabsProps<T extends string> {
  /** The list's accessible name (usually the section's title). */
  label: string
  tabs: readonly PillTab<T>[]
  selected: T
  onSelect: (id: T) => void
  /** 'segmented': white pill on a grey track (one page's views); 'pills': dark selected pill. */
  variant?: 'segmented' | 'pills'
  /** With an id, each tab is `tab-<id>-<tab>` and controls the panel `panel-<id>`. */
  panelOf?: string
  className?: string
}

const LIST = {
  segmented: 'inline-flex rounded-full bg-stone-200 p-1',
  pills: 'flex gap-1',
}
const TAB = {
  segmented: 'rounded-full px-4 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-rose-600',
  pills:
    'shrink-0 rounded-full px-3 py-1.5 text-sm font-medium whitespace-nowrap focus-visible:outline-2 focus-visible:outline-rose-600',
}
const SELECTED = {
  segmented: ['bg-white text-stone-900 shadow-sm', 'text-stone-700'],
  pills: ['bg-stone-900 text-white', 'bg-stone-100 text-stone-700 hover:bg-stone-200'],
}

export function PillTabs<T extends string>({ label, tabs, selected, onSelect, variant = 'pills', panelOf, className }: PillTabsProps<T>) {
  const [on, off] = SELECTED[variant]
  return (
    <div role="tablist" aria-label={label} className={cn(LIST[variant], className)}>
      {tabs.map(({ id, label: text }) => (
        <button
          key={id}
          type="button"
          role="tab"
          id={panelOf ? `tab-${panelOf}-${id}` : undefined}
          aria-selected={selected === id}
          aria-controls={panelOf ? `panel-${panelOf}` : undefined}
          onClick={() => onSelect(id)}
          className={cn(TAB[variant], selected === id ? on : off)}
        >
          {text}
        </button>
      ))}
    </div>
  )
}
