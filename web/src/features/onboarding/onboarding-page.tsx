// /merchant/onboarding (spec sections 2, 4, 5, 8): the three-step wizard. Language from ?lang
// (default en) with its own EN/中 toggle; prefilled from the draft application of
// ?applicationId= (never anyone else's) or from the router state; Next validates the step and
// focuses the first faulty field; Submit re-runs every schema and calls merchant-apply.
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { useQuery } from '@tanstack/react-query'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import { MerchantHeader } from '@/components/site-header/merchant-header'
import { paths } from '@/config/paths'
import type { MerchantKey } from '@/lib/merchant-i18n'
import { usePageLang } from '@/lib/use-page-lang'
import { useDocumentLang } from '@/lib/use-document-lang'
import { draftApplicationQueryOptions, draftFromApplication, mergePrefill } from './api/get-draft-application'
import { SubmitApplicationError, toMerchantApplyRequest, useSubmitApplication } from './api/submit-application'
import { StepBusinessInfo } from './components/step-business-info'
import { StepContactInformation } from './components/step-contact-information'
import { StepMarketingConsent } from './components/step-marketing-consent'
import { STEP_TITLE_KEYS, WizardProgress } from './components/wizard-progress'
import { useWizardDraft, type RouterPrefill } from './use-wizard-draft'
import {
  firstFaultyField,
  STEP_COUNT,
  stepOfField,
  validateAll,
  validateStep,
  type DraftField,
  type FieldErrors,
  type WizardErrorKey,
} from './wizard-schema'

const STEP_INTRO_KEYS = [
  'onboarding.stepIntro.businessInfo',
  'onboarding.stepIntro.marketingConsent',
  'onboarding.stepIntro.contactInformation',
] as const

/** Client rules give message keys (re-worded when the language changes); the server gives text. */
const asKey = (key: WizardErrorKey) => key

export default function OnboardingPage() {
  const location = useLocation()
  const params = new URLSearchParams(location.search)
  const navigate = useNavigate()
  const applicationId = params.get('applicationId')?.trim() || null
  const { lang, t, setLang } = usePageLang()
  useDocumentLang(lang, t('onboarding.documentTitle'))

  const wizard = useWizardDraft(applicationId, location.state as RouterPrefill | null)
  const { draft, step, update } = wizard
  const [errors, setErrors] = useState<FieldErrors>({})
  const [focusRequest, setFocusRequest] = useState<{ field: DraftField | 'heading'; n: number } | null>(null)
  const formRef = useRef<HTMLFormElement>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const submit = useSubmitApplication()

  const application = useQuery({ ...draftApplicationQueryOptions(applicationId ?? ''), enabled: Boolean(applicationId) })
  const row = application.data
  const linkedApplicationId = applicationId && row !== null ? applicationId : null

  // Prefill once from the draft application (fields the applicant has not typed yet).
  const { prefilled, setPrefilled, setDraft } = wizard
  useEffect(() => {
    if (!row || prefilled || row.status !== 'draft') return
    setDraft((current) => mergePrefill(current, draftFromApplication(row)))
    setPrefilled(true)
  }, [row, prefilled, setDraft, setPrefilled])

  // Scroll to and focus the first faulty field (or the step heading after a step change).
  useEffect(() => {
    if (!focusRequest) return
    const target =
      focusRequest.field === 'heading'
        ? headingRef.current
        : formRef.current?.querySelector<HTMLElement>(`[name="${focusRequest.field}"]`)
    if (!target) return
    target.scrollIntoView?.({ behavior: 'smooth', block: 'center' })
    target.focus({ preventScroll: true })
  }, [focusRequest])

  const message = (value: string | undefined) =>
    value === undefined ? undefined : value in ERROR_KEYS ? t(`onboarding.errors.${value as WizardErrorKey}`) : value
  const shownErrors: Partial<Record<DraftField, string>> = {}
  for (const [field, value] of Object.entries(errors) as [DraftField, string][]) shownErrors[field] = message(value)

  const edit = <K extends DraftField>(field: K, value: Parameters<typeof update<K>>[1]) => {
    update(field, value)
    // An error clears as soon as its field is edited.
    setErrors((current) => {
      if (!(field in current)) return current
      const next = { ...current }
      delete next[field]
      return next
    })
  }

  const focus = (field: DraftField | 'heading') => setFocusRequest((r) => ({ field, n: (r?.n ?? 0) + 1 }))

  const showErrors = (found: FieldErrors) => {
    setErrors(found)
    const first = firstFaultyField(found)
    if (first) {
      wizard.setStep(stepOfField(first))
      focus(first)
    }
  }

  const goNext = () => {
    const found = validateStep(step, draft, asKey)
    if (Object.keys(found).length > 0) return showErrors(found)
    setErrors({})
    wizard.setStep(step + 1)
    focus('heading')
  }

  const goBack = () => {
    setErrors({})
    wizard.setStep(Math.max(0, step - 1))
    focus('heading')
  }

  const doSubmit = () => {
    const found = validateAll(draft, asKey)
    if (Object.keys(found).length > 0) {
      showErrors(found)
      toast.error(t('onboarding.toasts.validationTitle'), {
        description: t('onboarding.toasts.validationDescription'),
        richColors: true,
      })
      return
    }
    submit.mutate(toMerchantApplyRequest(draft, linkedApplicationId, lang), {
      onSuccess: () => {
        wizard.reset()
        setErrors({})
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
        if (failure.kind === 'failed' && Object.keys(failure.fieldErrors).length > 0) showErrors(failure.fieldErrors)
        const fallback = failure.kind === 'network' ? t('onboarding.toasts.unexpected') : t('onboarding.toasts.failedFallback')
        toast.error(t('onboarding.toasts.failedTitle'), { description: failure.message || fallback, richColors: true })
      },
    })
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (submit.isPending) return
    if (step < STEP_COUNT - 1) goNext()
    else doSubmit()
  }

  const stepProps = { draft, errors: shownErrors, update: edit, t, lang }
  const notice: MerchantKey | null = !applicationId
    ? null
    : application.isPending
      ? 'onboarding.prefill.loading'
      : row === null
        ? 'onboarding.prefill.notFound'
        : row && row.status !== 'draft'
          ? 'onboarding.prefill.alreadySubmitted'
          : null

  return (
    <div className="min-h-svh bg-stone-50">
    <MerchantHeader lang={lang} onLangChange={setLang} />
    <main className="px-4 py-8 sm:py-12">
      <div className="mx-auto max-w-3xl">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-balance text-stone-900 sm:text-3xl">{t('onboarding.title')}</h1>
          <p className="mt-1 text-sm text-stone-600">{t('onboarding.subtitle')}</p>
        </div>

        <div className="mt-6">
          <WizardProgress step={step} t={t} />
        </div>

        {notice && (
          <p role="status" className="mt-4 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
            {t(notice)}
          </p>
        )}

        <form
          ref={formRef}
          noValidate
          onSubmit={onSubmit}
          aria-busy={submit.isPending}
          aria-labelledby="wizard-step-title"
          className="mt-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-8"
        >
          <h2 id="wizard-step-title" ref={headingRef} tabIndex={-1} className="text-xl font-semibold text-stone-900 focus:outline-none">
            {t(STEP_TITLE_KEYS[step] ?? STEP_TITLE_KEYS[0])}
          </h2>
          <p className="mt-1 mb-6 text-sm text-stone-600">{t(STEP_INTRO_KEYS[step] ?? STEP_INTRO_KEYS[0])}</p>

          {step === 0 && <StepBusinessInfo {...stepProps} applicationId={linkedApplicationId} />}
          {step === 1 && <StepMarketingConsent {...stepProps} />}
          {step === 2 && <StepContactInformation {...stepProps} />}

          <div className="mt-8 flex items-center justify-between gap-3">
            {step > 0 ? (
              <Button variant="outline" onClick={goBack} disabled={submit.isPending}>
                {t('onboarding.back')}
              </Button>
            ) : (
              <span />
            )}
            <Button type="submit" disabled={submit.isPending}>
              {step < STEP_COUNT - 1
                ? t('onboarding.next')
                : submit.isPending
                  ? t('onboarding.submitting')
                  : t('onboarding.submit')}
            </Button>
          </div>
        </form>
      </div>
    </main>
    </div>
  )
}

const ERROR_KEYS: Record<WizardErrorKey, true> = {
  businessNameRequired: true,
  districtRequired: true,
  addressRequired: true,
  whatsappRequired: true,
  phoneInvalid: true,
  descriptionRequired: true,
  urlInvalid: true,
  yesNoRequired: true,
  contactPersonRequired: true,
  contactPersonRoleRequired: true,
  nameLength: true,
  nameCharacters: true,
  contactWhatsappRequired: true,
  contactEmailRequired: true,
  emailInvalid: true,
  emailTooLong: true,
  emailSpaces: true,
  emailSample: true,
  howHeardRequired: true,
  refereeNameLetters: true,
  refereeRequired: true,
  agreeRequired: true,
}
