/** Title and intro line of a landing-page section. */
export function SectionHeading({ id, title, intro }: { id: string; title: string; intro: string }) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <h2 id={id} className="text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl">
        {title}
      </h2>
      <p className="mt-3 text-base text-stone-600 sm:text-lg">{intro}</p>
    </div>
  )
}
