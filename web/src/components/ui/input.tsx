import type { ComponentProps } from 'react'
import { cn } from '@/lib/cn'

/** Shared look of text inputs and selects; red border when aria-invalid. */
export const CONTROL_CLASSES = cn(
  'block h-11 w-full rounded-lg border border-stone-300 bg-white px-3 text-base text-stone-900',
  'placeholder:text-stone-500 focus-visible:border-rose-500 focus-visible:outline-2',
  'focus-visible:outline-offset-0 focus-visible:outline-rose-500/40',
  'aria-[invalid=true]:border-red-600 disabled:bg-stone-100',
)

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cn(CONTROL_CLASSES, className)} {...props} />
}
