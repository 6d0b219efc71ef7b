import { RadioGroup } from '@/components/ui/choice-group'
import { TextField } from '@/components/ui/text-field'
import type { StepProps } from './step-props'

export function StepMarketingConsent({ draft, errors, update, t }: StepProps) {
  const yesNo = [
    { value: 'yes', label: t('common.yes') },
    { value: 'no', label: t('common.no') },
  ]
  const optional = <span className="font-normal text-stone-500">{t('common.optional')}</span>
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
      <TextField
        name="services"
        multiline
        label={<>{t('onboarding.fields.services')} {optional}</>}
        value={draft.services}
        onValueChange={(v) => update('services', v)}
        error={errors.services}
      />
      <TextField
        name="media"
        multiline
        label={<>{t('onboarding.fields.media')} {optional}</>}
        value={draft.media}
        onValueChange={(v) => update('media', v)}
        error={errors.media}
      />
    </div>
  )
}
