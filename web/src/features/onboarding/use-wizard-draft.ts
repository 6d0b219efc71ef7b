// The wizard's draft, step and session: restored from localStorage, saved on every change,
// prefilled once from the draft application named by the link (or the router state).
import { useCallback, useEffect, useState } from 'react'
import { clearSession, openSession, saveSession } from './draft-storage'
import { EMPTY_DRAFT, type DraftField, type OnboardingDraft } from './wizard-schema'

export interface RouterPrefill {
  businessName?: unknown
  email?: unknown
}

function initialFromState(state: RouterPrefill | null | undefined): Partial<OnboardingDraft> {
  const initial: Partial<OnboardingDraft> = {}
  if (typeof state?.businessName === 'string') initial.businessName = state.businessName
  if (typeof state?.email === 'string') {
    initial.email = state.email
    initial.contactEmail = state.email
  }
  return initial
}

export function useWizardDraft(applicationId: string | null, routerState: RouterPrefill | null | undefined) {
  const [opened] = useState(() => openSession(applicationId, initialFromState(routerState)))
  const [sessionId, setSessionId] = useState<string | null>(opened.sessionId)
  const [draft, setDraft] = useState<OnboardingDraft>(opened.session.draft)
  const [step, setStep] = useState(opened.session.step)
  const [prefilled, setPrefilled] = useState(opened.session.prefilled)

  useEffect(() => {
    if (sessionId) saveSession(sessionId, { draft, step, applicationId, prefilled })
  }, [sessionId, draft, step, applicationId, prefilled])

  const update = useCallback(<K extends DraftField>(field: K, value: OnboardingDraft[K]) => {
    setDraft((current) => ({ ...current, [field]: value }))
  }, [])

  /** After a successful submit: storage cleared, the wizard back to an empty step 0. */
  const reset = useCallback(() => {
    if (sessionId) clearSession(sessionId)
    setSessionId(null)
    setDraft(EMPTY_DRAFT)
    setStep(0)
    setPrefilled(false)
  }, [sessionId])

  return { draft, setDraft, step, setStep, update, prefilled, setPrefilled, reset, restored: opened.restored }
}
