import { useEffect, type ReactNode } from 'react'

/** Page frame of a legal document: heading, optional lead and actions, then the text. */
export function DocumentPage({
  title,
  documentTitle,
  lead,
  actions,
  children,
}: {
  title: string
  /** The browser tab's title (in the page's language). */
  documentTitle?: string
  lead?: ReactNode
  actions?: ReactNode
  children: ReactNode
}) {
  useEffect(() => {
    if (documentTitle) document.title = documentTitle
  }, [documentTitle])
  return (
    <main className="flex-1 bg-white px-4 py-10 sm:py-14">
      <article className="mx-auto max-w-3xl">
        {actions && <div className="mb-6 flex flex-wrap items-center justify-between gap-3">{actions}</div>}
        <h1 className="text-3xl font-bold tracking-tight text-balance text-stone-900 sm:text-4xl">{title}</h1>
        {lead && <div className="mt-3 text-stone-600">{lead}</div>}
        <div className="mt-8">{children}</div>
      </article>
    </main>
  )
}
