// Add or edit a staff member (react-hook-form + zod): bilingual name, title and bio, online
// booking, and the services they perform.
import { useForm, type FieldPath } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import { localName } from '@/lib/booking/names'
import { useWorkspaceT } from '@/lib/workspace/i18n'
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
  const errors = form.formState.errors as Record<string, { message?: string } | undefined>
  const err = (name: FieldPath<StaffValues>) => {
    const message = errors[name]?.message
    return message ? t(message as 'staff.errors.tooLong') : undefined
  }
  const input = (name: FieldPath<StaffValues>, label: string, props: React.ComponentProps<'input'> = {}) => (
    <FormField label={label} error={err(name)}>
      {(control) => <Input {...control} {...props} {...form.register(name)} />}
    </FormField>
  )
  const area = (name: FieldPath<StaffValues>, label: string, props: React.ComponentProps<'textarea'> = {}) => (
    <FormField label={label} error={err(name)}>
      {(control) => <Textarea {...control} rows={3} {...props} {...form.register(name)} />}
    </FormField>
  )
  return (
    <form onSubmit={(e) => void form.handleSubmit(onSave)(e)} noValidate aria-label={title} className="grid gap-4 rounded-xl border border-rose-200 bg-rose-50/40 p-4 sm:grid-cols-2" data-testid="staff-form">
      <h3 className="font-semibold text-stone-900 sm:col-span-2">{title}</h3>
      {input('name', t('staff.fields.name'))}
      {input('name_zh', t('staff.fields.nameZh'), { lang: 'zh-HK' })}
      {input('title', t('staff.fields.title'))}
      {input('title_zh', t('staff.fields.titleZh'), { lang: 'zh-HK' })}
      {area('bio', t('staff.fields.bio'))}
      {area('bio_zh', t('staff.fields.bioZh'), { lang: 'zh-HK' })}
      <fieldset className="sm:col-span-2">
        <legend className="mb-1.5 text-sm font-medium text-stone-800">{t('staff.fields.services')}</legend>
        {services.length === 0 ? (
          <p className="text-sm text-stone-600">{t('staff.noServices')}</p>
        ) : (
          <div className="flex flex-wrap gap-2">
            {services.map((s) => (
              <label key={s.id} className="inline-flex h-10 items-center gap-2 rounded-full bg-white px-3 text-sm text-stone-800 ring-1 ring-stone-200 has-checked:ring-rose-400">
                <input type="checkbox" value={s.id} className="size-4 accent-rose-600" {...form.register('service_ids')} />
                {localName(s, lang)}
              </label>
            ))}
          </div>
        )}
      </fieldset>
      <label className="flex items-center gap-2 text-sm text-stone-800 sm:col-span-2">
        <input type="checkbox" className="size-4 accent-rose-600" {...form.register('bookable_online')} />
        {t('staff.fields.online')}
      </label>
      <div className="flex gap-2 sm:col-span-2">
        <Button type="submit" disabled={saving}>
          {saving ? t('common.saving') : t('common.save')}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  )
}
