import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'
import { SECTION_CLASSES } from './layout'

/** A landing-page section (its anchor `id`), named by its centred title, with the intro line under it. */
export function LandingSection({ id, title, intro, className, children }: { id: string; title: string; intro: string; className?: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={cn(SECTION_CLASSES, className)}>
      <div className="mx-auto max-w-6xl">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id={`${id}-title`} className="text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl">
            {title}
          </h2>
          <p className="mt-3 text-base text-stone-600 sm:text-lg">{intro}</p>
        </div>
        {children}
      </div>
    </section>
  )
}
