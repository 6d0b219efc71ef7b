import { reviewBusinessDays } from '@/lib/app-config'
import { Clock } from 'lucide-react'
import { paths } from '@/config/paths'
import { HOW_HEARD } from '@/lib/enums'
import { useDraftFields } from './draft-field'
import type { StepProps } from './step-props'

export function StepContactInformation(props: StepProps) {
  const { draft, errors, register, t } = props
  const { field, select } = useDraftFields(props)
  const agreeErrorId = 'agree-error'
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {field('contactPerson', { autoComplete: 'name', placeholder: 'contactPerson' })}
      {field('contactPersonRole', { autoComplete: 'organization-title', placeholder: 'contactPersonRole' })}
      {field('contactWhatsapp', { type: 'tel', inputMode: 'tel', autoComplete: 'tel-national', placeholder: 'whatsapp' })}
      {field('contactEmail', { type: 'email', inputMode: 'email', autoComplete: 'email', placeholder: 'email' })}
      {select('howDidYouHear', HOW_HEARD, 'selectHowHeard', { className: 'sm:col-span-2' })}
      {field('refereeName', { optional: draft.howDidYouHear !== 'Friend' })}
      {field('refereePhone', { optional: draft.howDidYouHear !== 'Friend', type: 'tel', inputMode: 'tel', placeholder: 'whatsapp' })}
      <div className="sm:col-span-2">
        <label className="flex items-start gap-3 text-sm text-stone-800">
          <input
            type="checkbox"
            {...register('agree')}
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
