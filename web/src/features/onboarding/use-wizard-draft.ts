// The wizard's form (react-hook-form: the draft's values and the errors), its step and its
// session: restored from localStorage, saved on every change, prefilled once from the draft
// application named by the link (or the router state).
import { useCallback, useEffect, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { clearSession, openSession, saveSession } from './draft-storage'
import { EMPTY_DRAFT, type DraftField, type OnboardingDraft } from './wizard-schema'
import { nameFieldsOf } from './name-script'

export interface RouterPrefill {
  businessName?: unknown
  email?: unknown
}

function initialFromState(state: RouterPrefill | null | undefined): Partial<OnboardingDraft> {
  const initial: Partial<OnboardingDraft> = {}
  if (typeof state?.businessName === 'string') {
    const { businessName, businessNameZh } = nameFieldsOf(state.businessName)
    if (businessName) initial.businessName = businessName
    if (businessNameZh) initial.businessNameZh = businessNameZh
  }
  if (typeof state?.email === 'string') {
    initial.email = state.email
    initial.contactEmail = state.email
  }
  return initial
}

export function useWizardDraft(applicationId: string | null, routerState: RouterPrefill | null | undefined) {
  const [opened] = useState(() => openSession(applicationId, initialFromState(routerState)))
  const [sessionId, setSessionId] = useState<string | null>(opened.sessionId)
  // The steps check themselves (use-wizard-steps) and focus across steps, so no resolver and no
  // focus of react-hook-form's own; an error stays until its field is edited or the next check.
  const form = useForm<OnboardingDraft>({ defaultValues: opened.session.draft, shouldFocusError: false, reValidateMode: 'onSubmit' })
  const draft = useWatch({ control: form.control }) as OnboardingDraft
  const [step, setStep] = useState(opened.session.step)
  const [prefilled, setPrefilled] = useState(opened.session.prefilled)

  useEffect(() => {
    if (sessionId) saveSession(sessionId, { draft: form.getValues(), step, applicationId, prefilled })
  }, [sessionId, form, draft, step, applicationId, prefilled])

  /** Replaces the draft by `next(current)` (the fields that change). */
  const setDraft = useCallback(
    (next: (current: OnboardingDraft) => OnboardingDraft) => {
      const current = form.getValues()
      const updated = next(current)
      for (const field of Object.keys(updated) as DraftField[]) {
        if (updated[field] !== current[field]) form.setValue(field, updated[field])
      }
    },
    [form],
  )

  /** After a successful submit: storage cleared, the wizard back to an empty step 0. */
  const reset = useCallback(() => {
    if (sessionId) clearSession(sessionId)
    setSessionId(null)
    form.reset(EMPTY_DRAFT)
    setStep(0)
    setPrefilled(false)
  }, [sessionId, form])

  return { form, draft, setDraft, step, setStep, prefilled, setPrefilled, reset, restored: opened.restored }
}
