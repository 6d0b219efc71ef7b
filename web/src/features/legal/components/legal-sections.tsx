export interface LegalSection {
  id: string
  title: string
  /** Paragraphs separated by a blank line. */
  body: string
}

/** Numbered or titled sections of a legal document, each with its own heading. */
export function LegalSections({ sections, headingLevel = 2 }: { sections: LegalSection[]; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <div className="space-y-8">
      {sections.map((section) => (
        <section key={section.id} aria-labelledby={`section-${section.id}`}>
          <Heading id={`section-${section.id}`} className="text-lg font-semibold text-stone-900">
            {section.title}
          </Heading>
          {section.body.split('\n\n').map((paragraph) => (
            <p key={paragraph} className="mt-2 leading-relaxed text-stone-700">
              {paragraph}
            </p>
          ))}
        </section>
      ))}
    </div>
  )
}
