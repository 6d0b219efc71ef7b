import type { Lang } from '@/lib/enums'
import type { MerchantT } from '@/lib/merchant-i18n'
import type { DraftField, OnboardingDraft } from '../wizard-schema'

export interface StepProps {
  draft: OnboardingDraft
  /** Translated messages by field. */
  errors: Partial<Record<DraftField, string>>
  update: <K extends DraftField>(field: K, value: OnboardingDraft[K]) => void
  t: MerchantT
  lang: Lang
}
