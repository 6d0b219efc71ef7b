// Services (marketplace.md C.2): the shop's services in the order the public page shows them;
// add, edit, move up or down (buttons, so the keyboard can do it), hide or show again.
import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { toast } from 'sonner'
import { ArrowDown, ArrowUp } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { localName } from '@/components/booking/names'
import { priceLabel } from '@/lib/format'
import { useWorkspaceT } from '@/lib/workspace/i18n'
import { shopStaffQuery } from '../bookings/api/staff-hours'
import type { SectionProps } from '../sections'
import { Loading, LoadError } from '../components/query-states'
import { servicesQuery, useSaveService, useUpdateServices } from './api/services'
import { ServiceForm } from './components/service-form'
import { emptyService, reorderWrites, serviceColumns, serviceValuesOf, type ServiceOutput, type ServiceRow } from './lib/service-schema'
import { DashboardSection } from '../components/dashboard-section'
import { AddButton } from '../components/editor-parts'

export default function ServicesSection({ shop }: SectionProps) {
  const { t, lang } = useWorkspaceT()
  const services = useQuery(servicesQuery(shop.id))
  const staff = useQuery(shopStaffQuery(shop.id))
  const save = useSaveService(shop.id)
  const update = useUpdateServices(shop.id)
  const [editing, setEditing] = useState<string | 'new' | null>(null)

  const submit = (row: ServiceRow | null) => async (values: ServiceOutput) => {
    try {
      await save.mutateAsync({
        shopId: shop.id,
        id: row?.id,
        columns: serviceColumns(values),
        staffIds: values.staff_ids,
        before: row?.staff_services.map((s) => s.staff_id) ?? [],
        sortOrder: (services.data?.length ?? 0) + 1,
      })
      toast.success(t('services.saved'))
      setEditing(null)
    } catch {
      toast.error(t('common.saveError'))
    }
  }
  const run = async (rows: Parameters<typeof update.mutateAsync>[0]) => {
    try {
      await update.mutateAsync(rows)
    } catch {
      toast.error(t('common.saveError'))
    }
  }

  if (services.isPending || staff.isPending) return <Loading text={t('common.loading')} />
  if (services.isError || staff.isError) return <LoadError text={t('common.loadError')} />
  const rows = services.data
  const staffName = (id: string) => localName(staff.data.find((s) => s.id === id), lang)

  return (
    <DashboardSection
      id="services-title"
      title={t('services.title')}
      testId="services-section"
      actions={editing !== 'new' && <AddButton label={t('services.add')} onClick={() => setEditing('new')} />}
    >
      {editing === 'new' && (
        <ServiceForm title={t('services.addTitle')} defaultValues={emptyService} staff={staff.data} saving={save.isPending} onSave={submit(null)} onCancel={() => setEditing(null)} />
      )}
      {rows.length === 0 && editing !== 'new' && <p className="text-sm text-stone-600">{t('services.none')}</p>}
      <ol className="space-y-2">
        {rows.map((row, i) =>
          editing === row.id ? (
            <li key={row.id}>
              <ServiceForm
                title={t('services.editTitle', { name: localName(row, lang) })}
                defaultValues={serviceValuesOf(row)}
                staff={staff.data}
                saving={save.isPending}
                onSave={submit(row)}
                onCancel={() => setEditing(null)}
              />
            </li>
          ) : (
            <li key={row.id} className={`flex flex-wrap items-center gap-3 rounded-xl bg-white p-3 ring-1 ring-stone-200 sm:p-4 ${row.is_active ? '' : 'opacity-70'}`}>
              <div className="min-w-0 flex-1">
                <p className="font-medium text-stone-900">
                  {localName(row, lang)}
                  {!row.is_active && <span className="ml-2 rounded-full bg-stone-100 px-2 py-0.5 text-xs text-stone-700">{t('common.hidden')}</span>}
                </p>
                <p className="text-sm text-stone-600">
                  {[priceLabel(row.price, row.price_is_from, lang), t('services.minutes', { count: row.duration ?? 0 }), row.buffer_after_min ? t('services.bufferShort', { count: row.buffer_after_min }) : null]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
                <p className="text-xs text-stone-600">
                  {row.staff_services.length ? row.staff_services.map((s) => staffName(s.staff_id)).join(lang === 'zh' ? '、' : ', ') : t('services.nobody')}
                </p>
              </div>
              <div className="flex w-full items-center gap-1 sm:w-auto">
                <Button size="icon" variant="ghost" aria-label={t('common.moveUp', { name: localName(row, lang) })} disabled={i === 0 || update.isPending} onClick={() => void run(reorderWrites(rows, i, -1))}>
                  <ArrowUp aria-hidden="true" className="size-4" />
                </Button>
                <Button size="icon" variant="ghost" aria-label={t('common.moveDown', { name: localName(row, lang) })} disabled={i === rows.length - 1 || update.isPending} onClick={() => void run(reorderWrites(rows, i, 1))}>
                  <ArrowDown aria-hidden="true" className="size-4" />
                </Button>
                <Button size="sm" variant="outline" onClick={() => setEditing(row.id)} aria-label={t('services.editLabel', { name: localName(row, lang) })}>
                  {t('common.edit')}
                </Button>
                <Button size="sm" variant="ghost" disabled={update.isPending} onClick={() => void run([{ id: row.id, is_active: !row.is_active }])}>
                  {row.is_active ? t('common.hide') : t('common.show')}
                </Button>
              </div>
            </li>
          ),
        )}
      </ol>
    </DashboardSection>
  )
}
