import { RadioGroup } from '@/components/ui/choice-group'
import { useDraftFields } from './draft-field'
import type { StepProps } from './step-props'

export function StepMarketingConsent({ draft, errors, update, t }: StepProps) {
  const yesNo = [
    { value: 'yes', label: t('common.yes') },
    { value: 'no', label: t('common.no') },
  ]
  const { field } = useDraftFields({ draft, errors, update, t })
  return (
    <div className="grid gap-5">
      <RadioGroup
        name="interestedInContent"
        legend={t('onboarding.fields.interestedInContent')}
        options={yesNo}
        value={draft.interestedInContent}
        onChange={(v) => update('interestedInContent', v as 'yes' | 'no')}
        error={errors.interestedInContent}
      />
      <RadioGroup
        name="openToFreeTrials"
        legend={t('onboarding.fields.openToFreeTrials')}
        options={yesNo}
        value={draft.openToFreeTrials}
        onChange={(v) => update('openToFreeTrials', v as 'yes' | 'no')}
        error={errors.openToFreeTrials}
      />
      {field('services', { optional: true, multiline: true })}
      {field('media', { optional: true, multiline: true })}
    </div>
  )
}
