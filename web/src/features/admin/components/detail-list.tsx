import type { ReactNode } from 'react'

export interface DetailItem {
  label: string
  value: ReactNode
}

/** Label / value pairs; empty values show a dash. */
export function DetailList({ items, columns = 2 }: { items: DetailItem[]; columns?: 1 | 2 }) {
  return (
    <dl className={columns === 2 ? 'grid gap-x-6 gap-y-3 sm:grid-cols-2' : 'grid gap-y-3'}>
      {items.map((item) => (
        <div key={item.label} className="min-w-0">
          <dt className="text-xs font-medium tracking-wide text-stone-500 uppercase">{item.label}</dt>
          <dd className="mt-0.5 text-sm break-words text-stone-900">
            {item.value === null || item.value === undefined || item.value === '' ? '—' : item.value}
          </dd>
        </div>
      ))}
    </dl>
  )
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-xl border border-stone-200 bg-white p-4">
      <h3 className="mb-3 text-sm font-semibold text-stone-900">{title}</h3>
      {children}
    </section>
  )
}

export function StatCard({ label, value, hint }: { label: string; value: ReactNode; hint?: string }) {
  return (
    <div className="rounded-xl border border-stone-200 bg-white p-4">
      <p className="text-sm text-stone-600">{label}</p>
      <p className="mt-1 text-2xl font-semibold text-stone-900 tabular-nums">{value}</p>
      {hint && <p className="mt-1 text-xs text-stone-500">{hint}</p>}
    </div>
  )
}

/** A Section holding only its fields. */
export function DetailSection({ title, items, columns }: { title: string; items: DetailItem[]; columns?: 1 | 2 }) {
  return (
    <Section title={title}>
      <DetailList items={items} columns={columns} />
    </Section>
  )
}
