// The wizard's errors and step changes: Next validates the step and focuses the first faulty
// field (or the new step's heading); Back clears the errors; an error clears as soon as its
// field is edited. Client rules give message keys (re-worded when the language changes); the
// server gives text.
import { useRef } from 'react'
import type { MerchantT } from '@/lib/merchant-i18n'
import { useFieldErrors } from '@/lib/use-field-errors'
import { HEADING, useFocusRequest } from '@/lib/use-focus-request'
import type { useWizardDraft } from './use-wizard-draft'
import { firstFaultyField, stepOfField, validateStep, type DraftField, type FieldErrors, type WizardErrorKey } from './wizard-schema'

export const asKey = (key: WizardErrorKey) => key

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

export function useWizardSteps(wizard: ReturnType<typeof useWizardDraft>, t: MerchantT) {
  const { draft, step, update, setStep } = wizard
  const { errors, setErrors, clearField } = useFieldErrors<DraftField>()
  const formRef = useRef<HTMLFormElement>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const focus = useFocusRequest<DraftField>(formRef, headingRef)

  const message = (value: string | undefined) =>
    value === undefined ? undefined : value in ERROR_KEYS ? t(`onboarding.errors.${value as WizardErrorKey}`) : value
  const shownErrors: Partial<Record<DraftField, string>> = {}
  for (const [field, value] of Object.entries(errors) as [DraftField, string][]) shownErrors[field] = message(value)

  const edit = <K extends DraftField>(field: K, value: Parameters<typeof update<K>>[1]) => {
    update(field, value)
    clearField(field)
  }

  /** Shows `found` and goes to the step of the first faulty field, focusing it. */
  const showErrors = (found: FieldErrors) => {
    setErrors(found)
    const first = firstFaultyField(found)
    if (first) {
      setStep(stepOfField(first))
      focus(first)
    }
  }

  const goNext = () => {
    const found = validateStep(step, draft, asKey)
    if (Object.keys(found).length > 0) return showErrors(found)
    setErrors({})
    setStep(step + 1)
    focus(HEADING)
  }

  const goBack = () => {
    setErrors({})
    setStep(Math.max(0, step - 1))
    focus(HEADING)
  }

  const clearErrors = () => setErrors({})

  return { formRef, headingRef, shownErrors, edit, showErrors, clearErrors, goNext, goBack }
}
