// The draft application named by ?applicationId= (never anyone else's): read, its fields
// merged once into the wizard's draft where the applicant has not typed yet, and the notice to
// show while it loads or when it cannot be used (not found, already submitted).
import { useEffect } from 'react'
import { useQuery } from '@tanstack/react-query'
import type { MerchantKey } from '@/lib/merchant-i18n'
import { draftApplicationQueryOptions, draftFromApplication, mergePrefill } from './api/get-draft-application'
import type { useWizardDraft } from './use-wizard-draft'

export function useDraftPrefill(applicationId: string | null, wizard: ReturnType<typeof useWizardDraft>) {
  const application = useQuery({ ...draftApplicationQueryOptions(applicationId ?? ''), enabled: Boolean(applicationId) })
  const row = application.data
  /** The application the submit completes: only a draft that was found. */
  const linkedApplicationId = applicationId && row !== null ? applicationId : null

  // Prefill once from the draft application (fields the applicant has not typed yet).
  const { prefilled, setPrefilled, setDraft } = wizard
  useEffect(() => {
    if (!row || prefilled || row.status !== 'draft') return
    setDraft((current) => mergePrefill(current, draftFromApplication(row)))
    setPrefilled(true)
  }, [row, prefilled, setDraft, setPrefilled])

  const notice: MerchantKey | null = !applicationId
    ? null
    : application.isPending
      ? 'onboarding.prefill.loading'
      : row === null
        ? 'onboarding.prefill.notFound'
        : row && row.status !== 'draft'
          ? 'onboarding.prefill.alreadySubmitted'
          : null

  return { linkedApplicationId, notice }
}
