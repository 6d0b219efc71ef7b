// Store page (marketplace.md C.2): what the public shop page shows — details, photos, opening
// hours and booking rules (the Bookings section's editors) — with a preview of the public page,
// under the readiness checklist (why the shop is not bookable online, if it is not).
import { useQuery } from '@tanstack/react-query'
import { ExternalLink } from 'lucide-react'
import { buttonClasses } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { useWorkspaceT } from '@/lib/workspace/i18n'
import { OpeningHoursEditor } from '../bookings/components/hours-editors'
import { RulesEditor } from '../bookings/components/rules-editor'
import type { SectionProps } from '../sections'
import { Loading, LoadError } from '../components/query-states'
import { storeQuery } from './api/store'
import { PhotosEditor } from './components/photos-editor'
import { StoreForm } from './components/store-form'
import { ReadinessChecklist } from '../overview/components/readiness-checklist'

export default function StoreSection({ shop }: SectionProps) {
  const { t } = useWorkspaceT()
  const query = useQuery(storeQuery(shop.id))
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-stone-900">{t('store.title')}</h2>
        <a href={paths.shop.getHref(shop.id)} target="_blank" rel="noreferrer" className={buttonClasses('outline', 'sm')}>
          {t('store.preview')}
          <ExternalLink aria-hidden="true" className="size-4" />
        </a>
      </div>
      <ReadinessChecklist shopId={shop.id} />
      {query.isPending ? (
        <Loading text={t('common.loading')} />
      ) : query.isError ? (
        <LoadError text={t('common.loadError')} />
      ) : (
        <>
          {!query.data.is_active && <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">{t('store.inactive')}</p>}
          <section className="rounded-xl border border-stone-200 bg-white p-4">
            <StoreForm row={query.data} />
          </section>
          <PhotosEditor row={query.data} />
        </>
      )}
      <OpeningHoursEditor shopId={shop.id} />
      <RulesEditor shopId={shop.id} />
    </div>
  )
}
