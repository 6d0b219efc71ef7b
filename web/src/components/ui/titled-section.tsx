import type { ReactNode } from 'react'

interface TitledSectionProps {
  /** The heading's id: the section is named by it (aria-labelledby). */
  id: string
  title: ReactNode
  className?: string
  titleClassName?: string
  children?: ReactNode
}

/** A section named by its h2 heading. */
export function TitledSection({
  id,
  title,
  className,
  titleClassName = 'text-lg font-semibold text-stone-900',
  children,
}: TitledSectionProps) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className={titleClassName}>
        {title}
      </h2>
      {children}
    </section>
  )
}
