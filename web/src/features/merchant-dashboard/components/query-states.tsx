// What a dashboard section or editor shows while its data loads, when loading failed, and when
// there is nothing to list: the same three lines everywhere, with the section's own words.
import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'

export function Loading({ text, className }: { text: string; className?: string }) {
  return (
    <p role="status" className={cn('text-sm text-stone-600', className)}>
      {text}
    </p>
  )
}

export function LoadError({ text, className }: { text: string; className?: string }) {
  return (
    <p role="alert" className={cn('rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800', className)}>
      {text}
    </p>
  )
}

type QueryLike<T> = { isPending: boolean; isError: boolean; data: T | undefined }

/** Loading, then the error or (when `isEmpty` says so) the empty line, else `children(data)`. */
export function QueryView<T>({
  query,
  loading,
  error,
  empty,
  isEmpty,
  className,
  children,
}: {
  query: QueryLike<T>
  loading: string
  error: string
  empty?: string
  isEmpty?: (data: T) => boolean
  className?: string
  children: (data: T) => ReactNode
}) {
  if (query.isPending) return <Loading text={loading} className={className} />
  if (query.isError || query.data === undefined) return <LoadError text={error} className={className} />
  if (isEmpty?.(query.data)) return <p className={cn('text-sm text-stone-600', className)}>{empty}</p>
  return children(query.data)
}
