// Emu's logo mark: a five-petal blossom in a rounded rose tile (drawn here, no image file), so
// it stays sharp at every size and costs no request. Decorative next to the word "Emu".
import { cn } from '@/lib/cn'

const PETALS = [0, 72, 144, 216, 288]

export function EmuMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" aria-hidden="true" focusable="false" className={cn('size-8 shrink-0', className)}>
      <rect width="40" height="40" rx="11" fill="#be123c" />
      <g transform="translate(20 20.5)">
        {PETALS.map((angle) => (
          <path
            key={angle}
            d="M0 -1.5 C 4.6 -5.5 5.4 -11.5 0 -14.5 C -5.4 -11.5 -4.6 -5.5 0 -1.5 Z"
            fill="#fff"
            fillOpacity={0.94}
            transform={`rotate(${angle})`}
          />
        ))}
        <circle r="2.6" fill="#fda4af" />
      </g>
    </svg>
  )
}

/** The mark and the word, e.g. in every header; `tagline` adds "for Business" or "Admin". */
export function EmuLogo({ tagline, className }: { tagline?: string; className?: string }) {
  return (
    <span className={cn('flex items-center gap-2', className)}>
      <EmuMark />
      <span className="text-2xl font-bold tracking-tight text-rose-700">Emu</span>
      {tagline && <span className="hidden text-sm font-medium text-stone-600 min-[400px]:inline">{tagline}</span>}
    </span>
  )
}
