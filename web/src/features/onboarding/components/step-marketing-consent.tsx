import { RadioGroup } from '@/components/ui/choice-group'
import { useDraftFields } from './draft-field'
import type { StepProps } from './step-props'

export function StepMarketingConsent(props: StepProps) {
  const { errors, register, t } = props
  const yesNo = [
    { value: 'yes', label: t('common.yes') },
    { value: 'no', label: t('common.no') },
  ]
  const { field } = useDraftFields(props)
  return (
    <div className="grid gap-5">
      {(['interestedInContent', 'openToFreeTrials'] as const).map((name) => (
        <RadioGroup key={name} {...register(name)} legend={t(`onboarding.fields.${name}`)} options={yesNo} error={errors[name]} />
      ))}
      {field('services', { optional: true, multiline: true })}
      {field('media', { optional: true, multiline: true })}
    </div>
  )
}
