import { RadioGroup } from '@/components/ui/choice-group'
import { useDraftFields } from './draft-field'
import type { StepProps } from './step-props'

export function StepMarketingConsent({ draft, errors, update, t, lang }: StepProps) {
  const yesNo = [
    { value: 'yes', label: t('common.yes') },
    { value: 'no', label: t('common.no') },
  ]
  const { field } = useDraftFields({ draft, errors, update, t, lang })
  return (
    <div className="grid gap-5">
      {(['interestedInContent', 'openToFreeTrials'] as const).map((name) => (
        <RadioGroup
          key={name}
          name={name}
          legend={t(`onboarding.fields.${name}`)}
          options={yesNo}
          value={draft[name]}
          onChange={(v) => update(name, v as 'yes' | 'no')}
          error={errors[name]}
        />
      ))}
      {field('services', { optional: true, multiline: true })}
      {field('media', { optional: true, multiline: true })}
    </div>
  )
}
