import type { ReactNode } from 'react'

/** A screen that later work builds: for now only its translated heading. */
export function PlaceholderPage({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-3xl flex-col justify-center gap-4 p-6">
      <h1 className="text-3xl font-semibold tracking-tight text-neutral-900">{title}</h1>
      {children}
    </main>
  )
}
