// /merchant/onboarding (spec sections 2, 4, 5, 8): the three-step wizard. Language from ?lang
// (default en) with its own EN/中 toggle; prefilled from the draft application of
// ?applicationId= (never anyone else's) or from the router state; Next validates the step and
// focuses the first faulty field; Submit re-runs every schema and calls merchant-apply.
// The parts: use-wizard-draft (the draft's react-hook-form form, saved locally),
// use-draft-prefill (the linked application), use-wizard-steps (errors, Next, Back),
// use-wizard-submit (merchant-apply).
import type { FormEvent } from 'react'
import { useLocation } from 'react-router'
import { MerchantFormLayout } from '@/components/merchant-form-layout'
import { usePageLang } from '@/lib/use-page-lang'
import { useDocumentLang } from '@/lib/use-document-lang'
import { StepBusinessInfo } from './components/step-business-info'
import { StepContactInformation } from './components/step-contact-information'
import { StepMarketingConsent } from './components/step-marketing-consent'
import { WizardActions } from './components/wizard-actions'
import { STEP_TITLE_KEYS, WizardProgress } from './components/wizard-progress'
import { useDraftPrefill } from './use-draft-prefill'
import { useWizardDraft, type RouterPrefill } from './use-wizard-draft'
import { useWizardSteps } from './use-wizard-steps'
import { useWizardSubmit } from './use-wizard-submit'
import { STEP_COUNT } from './wizard-schema'

const STEP_INTRO_KEYS = [
  'onboarding.stepIntro.businessInfo',
  'onboarding.stepIntro.marketingConsent',
  'onboarding.stepIntro.contactInformation',
] as const

export default function OnboardingPage() {
  const location = useLocation()
  const applicationId = new URLSearchParams(location.search).get('applicationId')?.trim() || null
  const { lang, t, setLang } = usePageLang()
  useDocumentLang(lang, t('onboarding.documentTitle'))

  const wizard = useWizardDraft(applicationId, location.state as RouterPrefill | null)
  const { linkedApplicationId, notice } = useDraftPrefill(applicationId, wizard)
  const steps = useWizardSteps(wizard, t)
  const submit = useWizardSubmit({ wizard, steps, linkedApplicationId, lang, t })
  const { draft, step } = wizard

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (submit.pending) return
    if (step < STEP_COUNT - 1) steps.goNext()
    else submit.doSubmit()
  }

  const stepProps = { draft, errors: steps.shownErrors, register: steps.register, form: wizard.form, t, lang }

  return (
    <MerchantFormLayout lang={lang} setLang={setLang} title={t('onboarding.title')} subtitle={t('onboarding.subtitle')}>
      <div className="mt-6">
        <WizardProgress step={step} t={t} />
      </div>

      {notice && (
        <p role="status" className="mt-4 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {t(notice)}
        </p>
      )}

      <form
        ref={steps.formRef}
        noValidate
        onSubmit={onSubmit}
        aria-busy={submit.pending}
        aria-labelledby="wizard-step-title"
        className="mt-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-8"
      >
        <h2 id="wizard-step-title" ref={steps.headingRef} tabIndex={-1} className="text-xl font-semibold text-stone-900 focus:outline-none">
          {t(STEP_TITLE_KEYS[step] ?? STEP_TITLE_KEYS[0])}
        </h2>
        <p className="mt-1 mb-6 text-sm text-stone-600">{t(STEP_INTRO_KEYS[step] ?? STEP_INTRO_KEYS[0])}</p>

        {step === 0 && <StepBusinessInfo {...stepProps} applicationId={linkedApplicationId} />}
        {step === 1 && <StepMarketingConsent {...stepProps} />}
        {step === 2 && <StepContactInformation {...stepProps} />}

        <WizardActions step={step} pending={submit.pending} onBack={steps.goBack} t={t} />
      </form>
    </MerchantFormLayout>
  )
}
