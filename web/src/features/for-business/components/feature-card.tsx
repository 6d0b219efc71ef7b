import type { LucideIcon } from 'lucide-react'

/** Icon, title and text; used by the why and early-bird sections. */
function FeatureCard({ icon: Icon, title, body }: { icon: LucideIcon; title: string; body: string }) {
  return (
    <li className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
      <span className="inline-flex size-11 items-center justify-center rounded-xl bg-rose-100 text-rose-700">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <h3 className="mt-4 text-lg font-semibold text-stone-900">{title}</h3>
      <p className="mt-2 text-sm leading-relaxed text-stone-600">{body}</p>
    </li>
  )
}

/** The three cards of a section, each text found by the card's key. */
export function FeatureCards<K extends string>({ cards, title, body }: { cards: readonly { icon: LucideIcon; key: K }[]; title: (key: K) => string; body: (key: K) => string }) {
  return (
    <ul className="mt-12 grid gap-6 md:grid-cols-3">
      {cards.map(({ icon, key }) => (
        <FeatureCard key={key} icon={icon} title={title(key)} body={body(key)} />
      ))}
    </ul>
  )
}
