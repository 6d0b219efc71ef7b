// A settings card of the dashboard (opening hours, booking rules, deposit, WhatsApp alerts,
// photos): a section named by its h3 title, with an optional line of introduction.
import type { ReactNode } from 'react'

export function EditorCard({
  id,
  title,
  intro,
  testId,
  className = 'rounded-xl border border-stone-200 bg-white p-4',
  children,
}: {
  id: string
  title: string
  intro?: string
  testId?: string
  /** The card's frame. */
  className?: string
  children: ReactNode
}) {
  return (
    <section aria-labelledby={id} className={className} data-testid={testId}>
      <h3 id={id} className="font-semibold text-stone-900">
        {title}
      </h3>
      {intro && <p className="mt-1 text-sm text-stone-600">{intro}</p>}
      <div className="mt-3">{children}</div>
    </section>
  )
}
