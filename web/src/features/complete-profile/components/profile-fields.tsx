// One labelled control per profile column: its label (with the required mark), its control
// props and its error come from the form state, so the sections only name the columns they show.
import type { ReactNode } from 'react'
import { FormField } from '@/components/ui/form-field'
import { Select } from '@/components/ui/select'
import { TextField } from '@/components/ui/text-field'
import type { EnumOption, Lang } from '@/lib/enums'
import type { MerchantKey, MerchantT } from '@/lib/merchant-i18n'
import type { ProfileField, ProfileTextField } from '../complete-profile-schema'
import type { ProfileFormState } from '../use-profile-form'

const REQUIRED: ReadonlySet<ProfileField> = new Set([
  'contact_person',
  'contact_person_role',
  'contact_whatsapp',
  'contact_email_secondary',
  'business_types',
  'description',
])

/** What every section and field gets: the form state and the screen's language. */
export interface SectionProps {
  form: ProfileFormState
  lang: Lang
  t: MerchantT
}

export function isRequired(field: ProfileField): boolean {
  return REQUIRED.has(field)
}

export function FieldLabel({ field, t }: { field: ProfileField; t: MerchantT }) {
  return (
    <>
      {t(`completeProfile.fields.${camel(field)}` as MerchantKey)}
      {isRequired(field) && (
        <span className="text-red-700" aria-hidden="true">
          {' '}*
        </span>
      )}
    </>
  )
}

interface TextProps extends SectionProps {
  field: ProfileTextField
  type?: string
  multiline?: boolean
  className?: string
}

export function ProfileText({ form, t, field, type, multiline, className }: TextProps) {
  return (
    <TextField
      {...form.field(field)}
      label={<FieldLabel field={field} t={t} />}
      error={form.errorText(field)}
      required={isRequired(field)}
      type={type}
      multiline={multiline}
      className={className}
    />
  )
}

export function ProfileSelect({ form, t, lang, field, options }: SectionProps & { field: ProfileTextField; options: readonly EnumOption[] }) {
  return (
    <FormField label={<FieldLabel field={field} t={t} />} error={form.errorText(field)}>
      {(control) => (
        <Select {...control} {...form.field(field)} options={options} lang={lang} placeholder={t('onboarding.placeholders.selectHowHeard')} />
      )}
    </FormField>
  )
}

export function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-6" aria-label={title}>
      <h2 className="mb-4 text-lg font-semibold text-stone-900">{title}</h2>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </section>
  )
}

/** business_name_zh -> businessNameZh (the locale keys). */
function camel(field: string): string {
  return field.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase())
}
