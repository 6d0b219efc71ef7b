import type { ReactNode } from 'react'
import { Loader2 } from 'lucide-react'
import { cn } from '@/lib/cn'

export function LoadingState({ label, className }: { label: string; className?: string }) {
  return (
    <div role="status" className={cn('flex items-center justify-center gap-2 py-12 text-sm text-stone-600', className)}>
      <Loader2 aria-hidden="true" className="size-4 animate-spin" />
      {label}
    </div>
  )
}

export function EmptyState({ label, className }: { label: string; className?: string }) {
  return <p className={cn('py-12 text-center text-sm text-stone-600', className)}>{label}</p>
}

export function ErrorState({ label, action }: { label: string; action?: ReactNode }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 rounded-xl border border-red-200 bg-red-50 p-6 text-sm text-red-800">
      <p>{label}</p>
      {action}
    </div>
  )
}
