// Radix tabs with the back office's look.
import type { ComponentProps } from 'react'
import * as TabsPrimitive from '@radix-ui/react-tabs'
import { cn } from '@/lib/cn'

export const Tabs = TabsPrimitive.Root

export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={cn('inline-flex flex-wrap gap-1 rounded-lg bg-stone-100 p-1', className)}
      {...props}
    />
  )
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        'inline-flex items-center gap-2 rounded-md px-3 py-1.5 text-sm font-medium text-stone-600',
        'hover:text-stone-900 focus-visible:outline-2 focus-visible:outline-rose-600',
        'data-[state=active]:bg-white data-[state=active]:text-stone-900 data-[state=active]:shadow-sm',
        className,
      )}
      {...props}
    />
  )
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content className={cn('mt-4 focus-visible:outline-none', className)} {...props} />
}

export function CountBadge({ count }: { count: number | undefined }) {
  return (
    <span className="min-w-6 rounded-full bg-stone-200 px-1.5 text-center text-xs tabular-nums text-stone-700">
      {count ?? '…'}
    </span>
  )
}

/** Tabs of a list by status, each with its count (… while the counts load). */
export function CountTabs<V extends string>({
  value,
  onValueChange,
  label,
  tabs,
  labelOf,
  counts,
  className,
}: {
  value: V
  onValueChange: (value: V) => void
  label: string
  tabs: readonly V[]
  labelOf: (value: V) => string
  counts: Partial<Record<V, number>> | undefined
  className?: string
}) {
  return (
    <Tabs value={value} onValueChange={(v) => onValueChange(v as V)} className={className}>
      <TabsList aria-label={label}>
        {tabs.map((tab) => (
          <TabsTrigger key={tab} value={tab} data-testid={`tab-${tab}`}>
            {labelOf(tab)}
            <CountBadge count={counts?.[tab]} />
          </TabsTrigger>
        ))}
      </TabsList>
    </Tabs>
  )
}
