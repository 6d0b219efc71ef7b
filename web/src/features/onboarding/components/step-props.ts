import type { UseFormRegisterReturn, UseFormReturn } from 'react-hook-form'
import type { Lang } from '@/lib/enums'
import type { MerchantT } from '@/lib/merchant-i18n'
import type { DraftField, OnboardingDraft } from '../wizard-schema'

export interface StepProps {
  /** The draft as it stands (what a step shows may depend on it). */
  draft: OnboardingDraft
  /** Translated messages by field. */
  errors: Partial<Record<DraftField, string>>
  /** A field's control props (its error clears as it is edited, then `onEdit` runs). */
  register: (name: DraftField, onEdit?: () => void) => UseFormRegisterReturn
  /** The wizard's form: the current values, and the ones without a control of their own. */
  form: UseFormReturn<OnboardingDraft>
  t: MerchantT
  lang: Lang
}
