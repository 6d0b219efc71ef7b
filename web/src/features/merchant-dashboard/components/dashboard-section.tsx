// A dashboard section named by its h2 title, with the section's actions (Add, a period switch)
// on the title's line.
import type { ReactNode } from 'react'

export function DashboardSection({ id, title, testId, actions, children }: { id: string; title: string; testId: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-4" data-testid={testId}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={id} className="text-lg font-semibold text-stone-900">
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  )
}
