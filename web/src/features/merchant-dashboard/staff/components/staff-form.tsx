// Add or edit a staff member (react-hook-form + zod): bilingual name, title and bio, online
// booking, and the services they perform.
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { localName } from '@/components/booking/names'
import { useWorkspaceT } from '@/lib/workspace/i18n'
import { ChoiceChips, EditorFooter, useEditorFields } from '../../components/editor-parts'
import type { ServiceRow } from '../../services/lib/service-schema'
import { staffSchema, type StaffOutput, type StaffValues } from '../lib/staff-schema'

export function StaffForm({ title, defaultValues, services, saving, onSave, onCancel }: {
  title: string
  defaultValues: StaffValues
  services: ServiceRow[]
  saving: boolean
  onSave: (values: StaffOutput) => Promise<void>
  onCancel: () => void
}) {
  const { t, lang } = useWorkspaceT()
  const form = useForm<StaffValues, unknown, StaffOutput>({ resolver: zodResolver(staffSchema), defaultValues })
  const { input, area } = useEditorFields(form)
  return (
    <form onSubmit={(e) => void form.handleSubmit(onSave)(e)} noValidate aria-label={title} className="grid gap-4 rounded-xl border border-rose-200 bg-rose-50/40 p-4 sm:grid-cols-2" data-testid="staff-form">
      <h3 className="font-semibold text-stone-900 sm:col-span-2">{title}</h3>
      {input('name', t('staff.fields.name'))}
      {input('name_zh', t('staff.fields.nameZh'), { lang: 'zh-HK' })}
      {input('title', t('staff.fields.title'))}
      {input('title_zh', t('staff.fields.titleZh'), { lang: 'zh-HK' })}
      {area('bio', t('staff.fields.bio'))}
      {area('bio_zh', t('staff.fields.bioZh'), { lang: 'zh-HK' })}
      <ChoiceChips
        legend={t('staff.fields.services')}
        empty={t('staff.noServices')}
        choices={services.map((s) => ({ id: s.id, label: localName(s, lang) }))}
        field={form.register('service_ids')}
      />
      <EditorFooter onlineLabel={t('staff.fields.online')} online={form.register('bookable_online')} saving={saving} onCancel={onCancel} />
    </form>
  )
}
