// The wizard's errors and step changes: Next checks the step's schema and shows its errors in
// the form (focusing the first faulty field, or the new step's heading); Back clears the errors;
// an error clears as soon as its field is edited. The check runs in the click itself, so the
// next step is on screen when the click is done. Client rules give message keys (re-worded
// when the language changes); the server gives text.
import { useRef } from 'react'
import type { MerchantT } from '@/lib/merchant-i18n'
import { registerClearing } from '@/lib/register-clearing'
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
  const { form, step, setStep } = wizard
  const formRef = useRef<HTMLFormElement>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const focus = useFocusRequest<DraftField>(formRef, headingRef)

  const message = (value: string | undefined) =>
    value === undefined ? undefined : value in ERROR_KEYS ? t(`onboarding.errors.${value as WizardErrorKey}`) : value
  const shownErrors: Partial<Record<DraftField, string>> = {}
  for (const [field, error] of Object.entries(form.formState.errors)) shownErrors[field as DraftField] = message(error?.message)

  /** The field's control props; its error goes as soon as it is edited (then `onEdit` runs). */
  const register = (name: DraftField, onEdit?: () => void) => registerClearing(form, name, onEdit)

  /** Shows `found` (only) and goes to the step of the first faulty field, focusing it. */
  const showErrors = (found: FieldErrors) => {
    form.clearErrors()
    for (const [name, text] of Object.entries(found) as [DraftField, string][]) form.setError(name, { type: 'validate', message: text })
    const first = firstFaultyField(found)
    if (first) {
      setStep(stepOfField(first))
      focus(first)
    }
  }

  const goNext = () => {
    const found = validateStep(step, form.getValues(), asKey)
    if (Object.keys(found).length > 0) return showErrors(found)
    form.clearErrors()
    setStep(step + 1)
    focus(HEADING)
  }

  const goBack = () => {
    form.clearErrors()
    setStep(Math.max(0, step - 1))
    focus(HEADING)
  }

  const clearErrors = () => form.clearErrors()

  return { formRef, headingRef, shownErrors, register, showErrors, clearErrors, goNext, goBack }
}
