// Submit: every step's schema again (errors shown on their step), then merchant-apply; on
// success the wizard is cleared and the applicant goes to the confirmation page, otherwise a
// toast says why (an existing account, the server's field errors, or no connection).
import { useNavigate } from 'react-router'
import { toast } from 'sonner'
import { paths } from '@/config/paths'
import type { Lang } from '@/lib/enums'
import type { MerchantT } from '@/lib/merchant-i18n'
import { SubmitApplicationError, toMerchantApplyRequest, useSubmitApplication } from './api/submit-application'
import type { useWizardDraft } from './use-wizard-draft'
import { asKey, type useWizardSteps } from './use-wizard-steps'
import { validateAll } from './wizard-schema'

interface Options {
  wizard: ReturnType<typeof useWizardDraft>
  steps: ReturnType<typeof useWizardSteps>
  linkedApplicationId: string | null
  lang: Lang
  t: MerchantT
}

export function useWizardSubmit({ wizard, steps, linkedApplicationId, lang, t }: Options) {
  const navigate = useNavigate()
  const submit = useSubmitApplication()

  const doSubmit = () => {
    const draft = wizard.form.getValues()
    const found = validateAll(draft, asKey)
    if (Object.keys(found).length > 0) {
      steps.showErrors(found)
      toast.error(t('onboarding.toasts.validationTitle'), {
        description: t('onboarding.toasts.validationDescription'),
        richColors: true,
      })
      return
    }
    submit.mutate(toMerchantApplyRequest(draft, linkedApplicationId, lang), {
      onSuccess: () => {
        wizard.reset()
        steps.clearErrors()
        // Earlier validation toasts must not follow the applicant onto the confirmation page.
        toast.dismiss()
        toast.success(t('onboarding.toasts.successTitle'), { description: t('onboarding.toasts.successDescription') })
        void navigate(paths.merchant.applicationSubmitted.getHref() + `?lang=${lang}`)
      },
      onError: (error) => {
        const failure = error instanceof SubmitApplicationError ? error.failure : { kind: 'network' as const, message: error.message }
        if (failure.kind === 'email-exists') {
          toast.error(t('onboarding.toasts.emailExistsTitle'), {
            description: t('onboarding.toasts.emailExistsDescription'),
            richColors: true,
          })
          return
        }
        if (failure.kind === 'failed' && Object.keys(failure.fieldErrors).length > 0) steps.showErrors(failure.fieldErrors)
        const fallback = failure.kind === 'network' ? t('onboarding.toasts.unexpected') : t('onboarding.toasts.failedFallback')
        toast.error(t('onboarding.toasts.failedTitle'), { description: failure.message || fallback, richColors: true })
      },
    })
  }

  return { doSubmit, pending: submit.isPending }
}
