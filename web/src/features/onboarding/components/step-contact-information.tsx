import { reviewBusinessDays } from '@/lib/app-config'
import { Clock } from 'lucide-react'
import { FormField } from '@/components/ui/form-field'
import { Select } from '@/components/ui/select'
import { TextField } from '@/components/ui/text-field'
import { paths } from '@/config/paths'
import { HOW_HEARD } from '@/lib/enums'
import type { StepProps } from './step-props'

export function StepContactInformation({ draft, errors, update, t, lang }: StepProps) {
  const optional = <span className="font-normal text-stone-500">{t('common.optional')}</span>
  const agreeErrorId = 'agree-error'
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        name="contactPerson"
        label={t('onboarding.fields.contactPerson')}
        value={draft.contactPerson}
        onValueChange={(v) => update('contactPerson', v)}
        error={errors.contactPerson}
        autoComplete="name"
        placeholder={t('onboarding.placeholders.contactPerson')}
        required
      />
      <TextField
        name="contactPersonRole"
        label={t('onboarding.fields.contactPersonRole')}
        value={draft.contactPersonRole}
        onValueChange={(v) => update('contactPersonRole', v)}
        error={errors.contactPersonRole}
        autoComplete="organization-title"
        placeholder={t('onboarding.placeholders.contactPersonRole')}
        required
      />
      <TextField
        name="contactWhatsapp"
        type="tel"
        inputMode="tel"
        label={t('onboarding.fields.contactWhatsapp')}
        value={draft.contactWhatsapp}
        onValueChange={(v) => update('contactWhatsapp', v)}
        error={errors.contactWhatsapp}
        autoComplete="tel-national"
        placeholder={t('onboarding.placeholders.whatsapp')}
        required
      />
      <TextField
        name="contactEmail"
        type="email"
        inputMode="email"
        label={t('onboarding.fields.contactEmail')}
        value={draft.contactEmail}
        onValueChange={(v) => update('contactEmail', v)}
        error={errors.contactEmail}
        autoComplete="email"
        placeholder={t('onboarding.placeholders.email')}
        required
      />
      <FormField label={t('onboarding.fields.howDidYouHear')} error={errors.howDidYouHear} className="sm:col-span-2">
        {(control) => (
          <Select
            {...control}
            name="howDidYouHear"
            required
            value={draft.howDidYouHear}
            onChange={(event) => update('howDidYouHear', event.target.value)}
            options={HOW_HEARD}
            lang={lang}
            placeholder={t('onboarding.placeholders.selectHowHeard')}
          />
        )}
      </FormField>
      <TextField
        name="refereeName"
        label={<>{t('onboarding.fields.refereeName')} {draft.howDidYouHear !== 'Friend' && optional}</>}
        value={draft.refereeName}
        onValueChange={(v) => update('refereeName', v)}
        error={errors.refereeName}
        required={draft.howDidYouHear === 'Friend'}
      />
      <TextField
        name="refereePhone"
        type="tel"
        inputMode="tel"
        label={<>{t('onboarding.fields.refereePhone')} {draft.howDidYouHear !== 'Friend' && optional}</>}
        value={draft.refereePhone}
        onValueChange={(v) => update('refereePhone', v)}
        error={errors.refereePhone}
        placeholder={t('onboarding.placeholders.whatsapp')}
        required={draft.howDidYouHear === 'Friend'}
      />
      <div className="sm:col-span-2">
        <label className="flex items-start gap-3 text-sm text-stone-800">
          <input
            type="checkbox"
            name="agree"
            checked={draft.agree}
            onChange={(event) => update('agree', event.target.checked)}
            aria-invalid={Boolean(errors.agree)}
            aria-describedby={errors.agree ? agreeErrorId : undefined}
            className="mt-0.5 size-4 accent-rose-600"
          />
          <span>
            {t('onboarding.fields.agreeBefore')}{' '}
            <a
              href={paths.merchant.terms.getHref()}
              target="_blank"
              rel="noopener noreferrer"
              className="font-medium text-rose-700 underline underline-offset-2"
            >
              {t('onboarding.fields.agreeLink')}
            </a>
            {t('onboarding.fields.agreeAfter')}
          </span>
        </label>
        {errors.agree && (
          <p id={agreeErrorId} className="mt-1 text-sm text-red-700">
            {errors.agree}
          </p>
        )}
      </div>
      <p className="flex items-center gap-2 rounded-lg bg-rose-50 px-3 py-2 text-sm text-rose-900 sm:col-span-2">
        <Clock aria-hidden="true" className="size-4 shrink-0" />
        {t('onboarding.reviewNotice', { days: reviewBusinessDays() })}
      </p>
    </div>
  )
}
