// Staff & hours (marketplace.md C.2): the team with photo, title and services; add, edit, hide
// or show; each member's weekly hours (the Bookings section's editor) and time off.
import { useRef, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { toast } from 'sonner'
import { Camera, Clock } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { localName } from '@/components/booking/names'
import { useWorkspaceT } from '@/lib/workspace/i18n'
import { useSaveStaffHours } from '../bookings/api/staff-hours'
import { TimeOffEditor } from '../bookings/components/hours-editors'
import { rowsOf, weekOf } from '../bookings/lib/week'
import { WeekHoursForm } from '../bookings/components/week-hours-form'
import { servicesQuery } from '../services/api/services'
import { checkPhoto, PHOTO_TYPES } from '../store/lib/photos'
import type { SectionProps } from '../sections'
import { Loading, LoadError } from '../components/query-states'
import { staffQuery, useSaveStaff, useUpdateStaff, useUploadStaffPhoto } from './api/staff'
import { StaffForm } from './components/staff-form'
import { emptyStaff, staffColumns, staffValuesOf, type StaffOutput, type StaffRow } from './lib/staff-schema'
import { DashboardSection } from '../components/dashboard-section'
import { AddButton } from '../components/editor-parts'
import { toastSave } from '../lib/toast-save'

export default function StaffSection({ shop }: SectionProps) {
  const { t, lang } = useWorkspaceT()
  const staff = useQuery(staffQuery(shop.id))
  const services = useQuery(servicesQuery(shop.id))
  const save = useSaveStaff(shop.id)
  const update = useUpdateStaff(shop.id)
  const [editing, setEditing] = useState<string | 'new' | null>(null)
  const [hoursOf, setHoursOf] = useState<string | null>(null)

  const submit = (row: StaffRow | null) => async (values: StaffOutput) => {
    try {
      const id = await save.mutateAsync({
        shopId: shop.id,
        id: row?.id,
        columns: staffColumns(values),
        serviceIds: values.service_ids,
        before: row?.staff_services.map((s) => s.service_id) ?? [],
        sortOrder: (staff.data?.length ?? 0) + 1,
      })
      toast.success(t('staff.saved'))
      setEditing(null)
      if (!row) setHoursOf(id)
    } catch {
      toast.error(t('common.saveError'))
    }
  }

  if (staff.isPending || services.isPending) return <Loading text={t('common.loading')} />
  if (staff.isError || services.isError) return <LoadError text={t('common.loadError')} />
  const rows = staff.data

  return (
    <div className="space-y-4">
      <DashboardSection
        id="staff-title"
        title={t('staff.title')}
        testId="staff-section"
        actions={editing !== 'new' && <AddButton label={t('staff.add')} onClick={() => setEditing('new')} />}
      >
        {editing === 'new' && (
          <StaffForm title={t('staff.addTitle')} defaultValues={emptyStaff} services={services.data} saving={save.isPending} onSave={submit(null)} onCancel={() => setEditing(null)} />
        )}
        {rows.length === 0 && editing !== 'new' && <p className="text-sm text-stone-600">{t('staff.none')}</p>}
        <ul className="space-y-3">
          {rows.map((row) =>
            editing === row.id ? (
              <li key={row.id}>
                <StaffForm
                  title={t('staff.editTitle', { name: localName(row, lang) })}
                  defaultValues={staffValuesOf(row)}
                  services={services.data}
                  saving={save.isPending}
                  onSave={submit(row)}
                  onCancel={() => setEditing(null)}
                />
              </li>
            ) : (
              <li key={row.id} className={`rounded-xl bg-white p-3 ring-1 ring-stone-200 sm:p-4 ${row.is_active ? '' : 'opacity-70'}`}>
                <div className="flex flex-wrap items-center gap-3">
                  <StaffPhoto shopId={shop.id} row={row} />
                  <div className="min-w-0 flex-1">
                    <p className="font-medium text-stone-900">
                      {localName(row, lang)}
                      {!row.is_active && <span className="ml-2 rounded-full bg-stone-100 px-2 py-0.5 text-xs text-stone-700">{t('common.hidden')}</span>}
                    </p>
                    {(lang === 'zh' ? row.title_zh || row.title : row.title) && <p className="text-sm text-stone-600">{lang === 'zh' ? row.title_zh || row.title : row.title}</p>}
                    <p className="text-xs text-stone-600">
                      {row.staff_services.length
                        ? row.staff_services.map((s) => localName(services.data.find((x) => x.id === s.service_id), lang)).join(lang === 'zh' ? '、' : ', ')
                        : t('staff.noServicesAssigned')}
                    </p>
                    {row.staff_hours.length === 0 && <p className="text-xs font-medium text-amber-800">{t('staff.noHours')}</p>}
                  </div>
                  <div className="flex w-full flex-wrap gap-1 sm:w-auto">
                    <Button size="sm" variant="outline" aria-expanded={hoursOf === row.id} onClick={() => setHoursOf(hoursOf === row.id ? null : row.id)} aria-label={t('staff.hoursLabel', { name: localName(row, lang) })}>
                      <Clock aria-hidden="true" className="size-4" />
                      {t('staff.hours')}
                    </Button>
                    <Button size="sm" variant="outline" onClick={() => setEditing(row.id)} aria-label={t('staff.editLabel', { name: localName(row, lang) })}>
                      {t('common.edit')}
                    </Button>
                    <Button size="sm" variant="ghost" disabled={update.isPending} onClick={() => update.mutate({ id: row.id, changes: { is_active: !row.is_active } })}>
                      {row.is_active ? t('common.hide') : t('common.show')}
                    </Button>
                  </div>
                </div>
                {hoursOf === row.id && <StaffHours shopId={shop.id} row={row} />}
              </li>
            ),
          )}
        </ul>
      </DashboardSection>
      <TimeOffEditor shopId={shop.id} staff={rows} lang={lang} />
    </div>
  )
}

function StaffHours({ shopId, row }: { shopId: string; row: StaffRow }) {
  const { t, lang } = useWorkspaceT()
  const save = useSaveStaffHours(shopId)
  return (
    <div className="mt-4 border-t border-stone-100 pt-4">
      <h3 className="mb-2 text-sm font-semibold text-stone-900">{t('staff.hoursTitle', { name: localName(row, lang) })}</h3>
      <WeekHoursForm
        testId="staff-week-form"
        defaultValues={weekOf(row.staff_hours)}
        saving={save.isPending}
        onSave={(values) => toastSave(save.mutateAsync({ staffId: row.id, rows: rowsOf(values) }), t('staff.hoursSaved'), t('common.saveError'))}
      />
    </div>
  )
}

function StaffPhoto({ shopId, row }: { shopId: string; row: StaffRow }) {
  const { t, lang } = useWorkspaceT()
  const upload = useUploadStaffPhoto(shopId)
  const input = useRef<HTMLInputElement>(null)
  const [percent, setPercent] = useState<number | null>(null)
  const name = localName(row, lang)
  const pick = async (file: File | undefined) => {
    if (!file) return
    const bad = checkPhoto(file)
    if (bad) return void toast.error(t(`photos.errors.${bad}`, { name: file.name }))
    setPercent(0)
    try {
      await upload.mutateAsync({ shopId, staffId: row.id, file, onProgress: setPercent })
      toast.success(t('photos.saved'))
    } catch {
      toast.error(t('photos.errors.upload', { name: file.name, reason: '' }))
    } finally {
      setPercent(null)
    }
  }
  const src = row.avatar_thumb_url ?? row.avatar_url
  return (
    <div className="relative">
      <button
        type="button"
        onClick={() => input.current?.click()}
        aria-label={t('staff.photoLabel', { name })}
        className="flex size-16 items-center justify-center overflow-hidden rounded-full bg-stone-100 ring-1 ring-stone-200 focus-visible:outline-2 focus-visible:outline-rose-600"
      >
        {src ? <img src={src} alt="" className="size-full object-cover" /> : <Camera aria-hidden="true" className="size-6 text-stone-500" />}
      </button>
      <input ref={input} type="file" accept={PHOTO_TYPES.join(',')} className="sr-only" tabIndex={-1} aria-hidden="true" data-testid="staff-photo-input" onChange={(e) => {
        void pick(e.target.files?.[0])
        e.target.value = ''
      }} />
      {percent !== null && (
        <progress max={100} value={percent} aria-label={t('photos.progress')} className="absolute -bottom-2 left-0 h-1.5 w-16 accent-rose-600" />
      )}
    </div>
  )
}
