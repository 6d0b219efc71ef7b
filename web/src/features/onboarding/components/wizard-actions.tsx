// The wizard's buttons: Back (from the second step on) and Next, or Submit on the last step.
import { Button } from '@/components/ui/button'
import type { MerchantT } from '@/lib/merchant-i18n'
import { STEP_COUNT } from '../wizard-schema'

interface WizardActionsProps {
  step: number
  pending: boolean
  onBack: () => void
  t: MerchantT
}

export function WizardActions({ step, pending, onBack, t }: WizardActionsProps) {
  return (
    <div className="mt-8 flex items-center justify-between gap-3">
      {step > 0 ? (
        <Button variant="outline" onClick={onBack} disabled={pending}>
          {t('onboarding.back')}
        </Button>
      ) : (
        <span />
      )}
      <Button type="submit" disabled={pending}>
        {step < STEP_COUNT - 1 ? t('onboarding.next') : pending ? t('onboarding.submitting') : t('onboarding.submit')}
      </Button>
    </div>
  )
}
