// The readiness checklist (salon-day.md C.2): on the Overview and in the store editor, each
// reason the shop is not bookable online with a link to the section that fixes it; a short
// confirmation when it is.
import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { CircleAlert, CircleCheck } from 'lucide-react'
import { useWorkspaceT } from '@/lib/workspace/i18n'
import type { SectionId } from '../../sections'
import { useSectionHref } from '../../components/section-nav'
import { readinessQuery, type ReadinessReason } from '../api/readiness'

/** Where each reason is fixed. */
const FIX: Record<ReadinessReason, SectionId> = {
  inactive: 'store',
  no_active_service: 'services',
  no_staff_on_service: 'staff',
  no_staff_hours: 'bookings',
  hours_outside_opening: 'store',
}

export function ReadinessChecklist({ shopId }: { shopId: string }) {
  const { t } = useWorkspaceT()
  const query = useQuery(readinessQuery(shopId))
  const href = useSectionHref()
  if (query.isPending || query.isError) return null
  if (query.data.bookable) {
    return (
      <p className="flex items-center gap-2 rounded-2xl bg-emerald-50 px-4 py-3 text-sm text-emerald-900 ring-1 ring-emerald-200" data-testid="readiness-ready">
        <CircleCheck aria-hidden="true" className="size-5 shrink-0" />
        {t('readiness.ready')}
      </p>
    )
  }
  return (
    <section aria-labelledby="readiness-title" className="rounded-2xl bg-amber-50 p-4 ring-1 ring-amber-200 sm:p-6" data-testid="readiness">
      <h2 id="readiness-title" className="flex items-center gap-2 text-lg font-semibold text-amber-950">
        <CircleAlert aria-hidden="true" className="size-5 shrink-0" />
        {t('readiness.title')}
      </h2>
      <p className="mt-1 text-sm text-amber-900">{t('readiness.intro')}</p>
      <ul className="mt-3 space-y-2">
        {query.data.reasons.map((reason) => (
          <li key={reason} className="flex flex-col gap-2 rounded-xl bg-white p-3 ring-1 ring-amber-200 sm:flex-row sm:items-center sm:justify-between" data-testid="readiness-reason" data-reason={reason}>
            <span className="text-sm text-stone-900">{t(`readiness.reasons.${reason}`)}</span>
            <Link
              to={href(FIX[reason])}
              className="inline-flex h-10 shrink-0 items-center justify-center rounded-full bg-stone-900 px-4 text-sm font-medium text-white hover:bg-stone-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose-600"
            >
              {t(`readiness.fix.${reason}`)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
