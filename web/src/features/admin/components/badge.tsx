import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'

export type BadgeTone = 'neutral' | 'amber' | 'green' | 'red' | 'blue' | 'violet' | 'rose'

const TONES: Record<BadgeTone, string> = {
  neutral: 'bg-stone-100 text-stone-700 ring-stone-200',
  amber: 'bg-amber-50 text-amber-800 ring-amber-200',
  green: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  red: 'bg-red-50 text-red-800 ring-red-200',
  blue: 'bg-sky-50 text-sky-800 ring-sky-200',
  violet: 'bg-violet-50 text-violet-800 ring-violet-200',
  rose: 'bg-rose-50 text-rose-800 ring-rose-200',
}

export function Badge({ tone = 'neutral', children, className }: { tone?: BadgeTone; children: ReactNode; className?: string }) {
  return (
    <span className={cn('inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset', TONES[tone], className)}>
      {children}
    </span>
  )
}

/** Tone per status value (applications, claims, shop claims, bookings, outbox). */
export function statusTone(status: string | null | undefined): BadgeTone {
  switch (status) {
    case 'approved':
    case 'confirmed':
    case 'completed':
    case 'verified':
    case 'sent':
      return 'green'
    case 'rejected':
    case 'cancelled':
    case 'failed':
      return 'red'
    case 'duplicate':
      return 'violet'
    case 'pending':
    case 'pending_review':
    case 'sending':
      return 'amber'
    default:
      return 'neutral'
  }
}
