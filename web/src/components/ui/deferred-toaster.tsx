// sonner (~10 kB gzipped, with its CSS) is not part of the first paint: its Toaster mounts once
// the page is idle (at most 2 s after start). Toasts only follow user actions that take longer.
import { lazy, Suspense, useEffect, useState, type ComponentProps } from 'react'
import type { Toaster as SonnerToaster } from 'sonner'
import { whenIdle } from '@/lib/idle'

const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })))

export type ToasterProps = ComponentProps<typeof SonnerToaster>

export function DeferredToaster(props: ToasterProps) {
  const [mounted, setMounted] = useState(false)
  useEffect(() => whenIdle(() => setMounted(true)), [])
  if (!mounted) return null
  return (
    <Suspense fallback={null}>
      <Toaster {...props} />
    </Suspense>
  )
}
