/**
 * Numbered or titled sections of a legal document, each with its own heading: `text` gives a
 * section's title and its body (paragraphs separated by a blank line); `idPrefix` keeps the
 * heading ids apart where one page shows a document twice (one language after the other).
 */
export function LegalSections<I extends string>({
  ids,
  text,
  idPrefix = '',
  headingLevel = 2,
}: {
  ids: readonly I[]
  text: (id: I, part: 'title' | 'body') => string
  idPrefix?: string
  headingLevel?: 2 | 3
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <div className="space-y-8">
      {ids.map((id) => (
        <section key={id} aria-labelledby={`section-${idPrefix}${id}`}>
          <Heading id={`section-${idPrefix}${id}`} className="text-lg font-semibold text-stone-900">
            {text(id, 'title')}
          </Heading>
          {text(id, 'body')
            .split('\n\n')
            .map((paragraph) => (
              <p key={paragraph} className="mt-2 leading-relaxed text-stone-700">
                {paragraph}
              </p>
            ))}
        </section>
      ))}
    </div>
  )
}
