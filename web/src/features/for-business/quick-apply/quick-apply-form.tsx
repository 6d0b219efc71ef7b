import type { UseFormReturn } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { DialogDescription, DialogTitle } from '@/components/ui/dialog'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { LanguageToggle } from '@/components/ui/language-toggle'
import { Select } from '@/components/ui/select'
import { registerClearing } from '@/lib/register-clearing'
import { BUSINESS_MODES, BUSINESS_TYPES, COUNTRY_CODES, DISTRICTS, type Lang } from '@/lib/enums'
import type { LandingT } from '../landing-texts'
import type { QuickApplyField, QuickApplyFormValues, QuickApplyValues } from './quick-apply-schema'

export interface QuickApplyFormProps {
  form: UseFormReturn<QuickApplyFormValues, unknown, QuickApplyValues>
  t: LandingT
  lang: Lang
  onLangChange: (lang: Lang) => void
  onSubmit: () => void
  onCancel: () => void
  submitting: boolean
}

/** Title, language toggle, the fields and Cancel / Quick Apply. */
/** The form's three choices from a list, each with its options. */
const CHOICES = [
  ['district', DISTRICTS],
  ['businessType', BUSINESS_TYPES],
  ['businessMode', BUSINESS_MODES],
] as const

export function QuickApplyForm({ form, t, lang, onLangChange, onSubmit, onCancel, submitting }: QuickApplyFormProps) {
  const { errors } = form.formState
  // An error clears as soon as its field is edited (spec section 4).
  const field = (name: QuickApplyField, alsoClears?: QuickApplyField) =>
    registerClearing(form, name, alsoClears && (() => form.clearErrors(alsoClears)))

  return (
    <form noValidate onSubmit={onSubmit} aria-busy={submitting}>
      <div className="flex flex-wrap items-center justify-between gap-3 pr-8">
        <DialogTitle>{t('quickApply.title')}</DialogTitle>
        <LanguageToggle value={lang} onChange={onLangChange} />
      </div>
      <DialogDescription>{t('quickApply.subtitle')}</DialogDescription>

      <div className="mt-5 grid gap-4 sm:grid-cols-2">
        <FormField label={t('quickApply.fields.businessName')} error={errors.businessName?.message} className="sm:col-span-2">
          {(control) => (
            <Input {...control} {...field('businessName')} autoComplete="organization" placeholder={t('quickApply.placeholders.businessName')} />
          )}
        </FormField>
        <FormField label={t('quickApply.fields.email')} error={errors.email?.message} className="sm:col-span-2">
          {(control) => (
            <Input {...control} {...field('email')} type="email" autoComplete="email" inputMode="email" placeholder={t('quickApply.placeholders.email')} />
          )}
        </FormField>
        <FormField label={t('quickApply.fields.whatsapp')} error={errors.whatsapp?.message} className="sm:col-span-2">
          {(control) => (
            <div className="flex gap-2">
              <Select
                {...field('countryCode', 'whatsapp')}
                aria-label={t('quickApply.fields.countryCode')}
                options={COUNTRY_CODES}
                lang={lang}
                optionLabel={(option, l) => `${option.value} ${option[l]}`}
                className="w-36 shrink-0"
              />
              <Input {...control} {...field('whatsapp')} type="tel" autoComplete="tel-national" inputMode="tel" placeholder={t('quickApply.placeholders.whatsapp')} />
            </div>
          )}
        </FormField>
        {CHOICES.map(([name, options]) => (
          <FormField key={name} label={t(`quickApply.fields.${name}`)} error={errors[name]?.message}>
            {(control) => <Select {...control} {...field(name)} options={options} lang={lang} placeholder={t(`quickApply.placeholders.${name}`)} />}
          </FormField>
        ))}
        <FormField label={t('quickApply.fields.instagram')} error={errors.instagram?.message}>
          {(control) => (
            <Input {...control} {...field('instagram')} autoComplete="off" placeholder={t('quickApply.placeholders.instagram')} />
          )}
        </FormField>
      </div>

      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={submitting}>
          {t('quickApply.cancel')}
        </Button>
        <Button type="submit" disabled={submitting}>
          {submitting ? t('quickApply.submitting') : t('quickApply.submit')}
        </Button>
      </div>
    </form>
  )
}
