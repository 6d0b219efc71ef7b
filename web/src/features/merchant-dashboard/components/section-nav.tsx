// The workspace's menu: one link per section, wrapping onto a second line on a phone so every
// section stays one tap away; links are reached with Tab and the current one is marked.
import { Link, useSearchParams } from 'react-router'
import { cn } from '@/lib/cn'
import { paths } from '@/config/paths'
import { useWorkspaceT } from '@/lib/workspace/i18n'
import { SECTION_IDS, type SectionId } from '../sections'

export function SectionNav({ current, shopId }: { current: SectionId; shopId?: string }) {
  const { t } = useWorkspaceT()
  return (
    <nav aria-label={t('nav.label')} data-testid="workspace-nav">
      <ul className="flex flex-wrap gap-1.5">
        {SECTION_IDS.map((id) => (
          <li key={id}>
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
    </nav>
  )
}

/** A section's link that keeps the chosen shop (?shop=) of a merchant with several. */
export function useSectionHref(): (section: SectionId) => string {
  const [search] = useSearchParams()
  const shop = search.get('shop') ?? undefined
  return (section) => paths.merchant.dashboardSection.getHref(section, shop)
}
