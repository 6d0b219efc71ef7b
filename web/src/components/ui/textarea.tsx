import type { ComponentProps } from 'react'
import { cn } from '@/lib/cn'

/** A multi-line text field with the inputs' look (red border when aria-invalid). */
export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      className={cn(
        'block min-h-24 w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-base text-stone-900',
        'placeholder:text-stone-500 focus-visible:border-rose-500 focus-visible:outline-2',
        'focus-visible:outline-offset-0 focus-visible:outline-rose-500/40',
        'aria-[invalid=true]:border-red-600 disabled:bg-stone-100',
        className,
      )}
      {...props}
    />
  )
}
