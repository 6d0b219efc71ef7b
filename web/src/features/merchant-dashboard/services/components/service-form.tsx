// Add or edit a service (react-hook-form + zod): bilingual name and description, category,
// price and "from" price, duration, buffer, online booking, and the staff who perform it.
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslation } from 'react-i18next'
import { FormField } from '@/components/ui/form-field'
import { Textarea } from '@/components/ui/textarea'
import { SERVICE_CATEGORIES } from '@/config/paths'
import { localName } from '@/components/booking/names'
import { useWorkspaceT } from '@/lib/workspace/i18n'
import { ChoiceChips, EditorFooter, useEditorFields } from '../../components/editor-parts'
import { CONTROL_CLASSES } from '@/components/ui/input'
import type { ShopStaff } from '../../bookings/api/staff-hours'
import { serviceSchema, type ServiceOutput, type ServiceValues } from '../lib/service-schema'
import { OptionList } from '@/components/ui/select'

export function ServiceForm({
  defaultValues,
  staff,
  saving,
  onSave,
  onCancel,
  title,
}: {
  defaultValues: ServiceValues
  staff: ShopStaff[]
  saving: boolean
  onSave: (values: ServiceOutput) => Promise<void>
  onCancel: () => void
  title: string
}) {
  const { t, lang } = useWorkspaceT()
  const { t: tApp } = useTranslation()
  const form = useForm<ServiceValues, unknown, ServiceOutput>({ resolver: zodResolver(serviceSchema), defaultValues })
  const { err, input } = useEditorFields(form)
  return (
    <form
      onSubmit={(e) => void form.handleSubmit(onSave)(e)}
      noValidate
      aria-label={title}
      className="grid gap-4 rounded-xl border border-rose-200 bg-rose-50/40 p-4 sm:grid-cols-2"
      data-testid="service-form"
    >
      <h3 className="font-semibold text-stone-900 sm:col-span-2">{title}</h3>
      {input('name', t('services.fields.name'))}
      {input('name_zh', t('services.fields.nameZh'), { lang: 'zh-HK' })}
      <FormField label={t('services.fields.description')} error={err('description')}>
        {(control) => <Textarea {...control} rows={3} {...form.register('description')} />}
      </FormField>
      <FormField label={t('services.fields.descriptionZh')} error={err('description_zh')}>
        {(control) => <Textarea {...control} rows={3} lang="zh-HK" {...form.register('description_zh')} />}
      </FormField>
      <FormField label={t('services.fields.category')} error={err('category') && t('services.errors.category')}>
        {(control) => (
          <select {...control} className={CONTROL_CLASSES} {...form.register('category')}>
            <OptionList values={SERVICE_CATEGORIES} label={(c) => tApp(`nav.categories.${c}`)} empty={t('services.fields.noCategory')} />
          </select>
        )}
      </FormField>
      <div className="grid grid-cols-[1fr_auto] items-end gap-3">
        {input('price', t('services.fields.price'), { inputMode: 'decimal' })}
        <label className="flex h-11 items-center gap-2 text-sm text-stone-800">
          <input type="checkbox" className="size-4 accent-rose-600" {...form.register('price_is_from')} />
          {t('services.fields.from')}
        </label>
      </div>
      {input('duration', t('services.fields.duration'), { inputMode: 'numeric' })}
      {input('buffer_after_min', t('services.fields.buffer'), { inputMode: 'numeric' })}
      <ChoiceChips
        legend={t('services.fields.staff')}
        empty={t('services.noStaff')}
        choices={staff.map((s) => ({ id: s.id, label: localName(s, lang), note: s.is_active ? undefined : t('common.hidden') }))}
        field={form.register('staff_ids')}
      />
      <EditorFooter onlineLabel={t('services.fields.online')} online={form.register('bookable_online')} saving={saving} onCancel={onCancel} />
    </form>
  )
}
