// The workspace's menu: one link per section in one row that scrolls sideways on a phone (built
// for ~9 sections: no tab is cut off or wrapped, the current one is scrolled into view and the
// row's right edge fades into the page); links are reached with Tab and the current one is marked.
import { useEffect, useRef } from 'react'
import { Link, useSearchParams } from 'react-router'
import { cn } from '@/lib/cn'
import { paths } from '@/config/paths'
import { useWorkspaceT } from '@/lib/workspace/i18n'
import { SECTION_IDS, type SectionId } from '../sections'

export function SectionNav({ current, shopId, ids = SECTION_IDS }: { current: SectionId; shopId?: string; ids?: SectionId[] }) {
  const { t } = useWorkspaceT()
  const list = useRef<HTMLUListElement>(null)
  useEffect(() => {
    const row = list.current
    const active = row?.querySelector<HTMLElement>('[aria-current="page"]')
    if (!row || !active) return
    // Only the row scrolls (not the page): the active tab centred when it would be out of view.
    const left = active.offsetLeft - row.offsetLeft
    if (left < row.scrollLeft || left + active.offsetWidth > row.scrollLeft + row.clientWidth) {
      row.scrollLeft = Math.max(0, left - (row.clientWidth - active.offsetWidth) / 2)
    }
  }, [current])
  return (
    <nav aria-label={t('nav.label')} data-testid="workspace-nav" className="relative -mx-4 sm:mx-0">
      <ul
        ref={list}
        className="flex snap-x scroll-px-4 gap-1.5 overflow-x-auto px-4 pb-1 [scrollbar-width:none] sm:flex-wrap sm:overflow-visible sm:px-0 [&::-webkit-scrollbar]:hidden"
      >
        {ids.map((id) => (
          <li key={id} className="shrink-0 snap-start">
            <Link
              to={paths.merchant.dashboardSection.getHref(id, shopId)}
              aria-current={current === id ? 'page' : undefined}
              className={cn(
                'inline-flex h-10 items-center rounded-full px-3.5 text-sm font-medium whitespace-nowrap focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose-600',
                current === id ? 'bg-stone-900 text-white' : 'bg-white text-stone-700 ring-1 ring-stone-200 hover:bg-stone-100',
              )}
            >
              {t(`nav.${id}`)}
            </Link>
          </li>
        ))}
      </ul>
      <div aria-hidden="true" className="pointer-events-none absolute inset-y-0 right-0 w-6 bg-gradient-to-l from-stone-50 sm:hidden" />
    </nav>
  )
}

/** A section's link that keeps the chosen shop (?shop=) of a merchant with several. */
export function useSectionHref(): (section: SectionId) => string {
  const [search] = useSearchParams()
  const shop = search.get('shop') ?? undefined
  return (section) => paths.merchant.dashboardSection.getHref(section, shop)
}
