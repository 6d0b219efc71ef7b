// The wizard's submission: one call to the `merchant-apply` function (ARCHITECTURE 6), which
// re-validates, moves the draft to pending_review, marks the quick application completed and
// queues the profile-completion e-mail in one transaction.
//   request  the draft's fields (camelCase, businessTypes a list, empty values omitted),
//            applicationId?, brDocumentPath?, lang
//   200      {applicationId, status: 'pending_review', ...}
//   4xx/5xx  {code, error, message, details?}
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Lang } from '@/lib/enums'
import { FunctionError, invokeFunction } from '@/lib/invoke-function'
import { applicationRowKeys } from '@/lib/merchant-application'
import { STEP_FIELDS, type DraftField, type FieldErrors, type OnboardingDraft } from '../wizard-schema'

export type MerchantApplyRequest = Partial<Record<DraftField | 'applicationId' | 'lang', unknown>>

export interface MerchantApplyResponse {
  applicationId: string
  status: string
}

/** What went wrong, in the terms of the spec's error catalogue (section 8). */
export type SubmitFailure =
  | { kind: 'email-exists' }
  | { kind: 'failed'; message: string | null; fieldErrors: FieldErrors }
  | { kind: 'network'; message: string | null }

export class SubmitApplicationError extends Error {
  override name = 'SubmitApplicationError'
  constructor(readonly failure: SubmitFailure) {
    super(`merchant-apply: ${failure.kind}`)
  }
}

/** Texts that mean "this e-mail is taken" (case-insensitive). */
export const EMAIL_EXISTS_MARKERS = [
  'already been registered',
  'email_exists',
  'email already exists',
  'already associated with a merchant application',
  'duplicate email',
] as const

export function mentionsExistingEmail(text: string): boolean {
  const lower = text.toLowerCase()
  return EMAIL_EXISTS_MARKERS.some((marker) => lower.includes(marker))
}

const KNOWN_FIELDS = new Set<string>(STEP_FIELDS.flat())

function detailsText(details: unknown): string {
  if (details === undefined || details === null || details === '') return ''
  if (typeof details === 'string') return details
  if (typeof details === 'object' && !Array.isArray(details)) {
    return Object.values(details as Record<string, unknown>)
      .filter((v): v is string => typeof v === 'string')
      .join('; ')
  }
  return JSON.stringify(details)
}

/** The failure an error body of merchant-apply stands for. */
export function failureOfBody(body: unknown): SubmitFailure {
  if (typeof body !== 'object' || body === null) {
    const text = typeof body === 'string' ? body : ''
    if (text && mentionsExistingEmail(text)) return { kind: 'email-exists' }
    return { kind: 'failed', message: text || null, fieldErrors: {} }
  }
  const { code, error, message, details } = body as Record<string, unknown>
  const main = typeof error === 'string' && error ? error : typeof message === 'string' && message ? message : ''
  const extra = detailsText(details)
  const everything = [typeof code === 'string' ? code : '', main, extra].join(' ')
  if (mentionsExistingEmail(everything)) return { kind: 'email-exists' }
  const fieldErrors: FieldErrors = {}
  if (typeof details === 'object' && details !== null && !Array.isArray(details)) {
    for (const [key, value] of Object.entries(details as Record<string, unknown>)) {
      if (KNOWN_FIELDS.has(key) && typeof value === 'string' && value) fieldErrors[key as DraftField] = value
    }
  }
  const text = [main, extra].filter(Boolean).join(' ')
  return { kind: 'failed', message: text || null, fieldErrors }
}

/** The body: every filled field, trimmed; empty strings and nulls left out. */
export function toMerchantApplyRequest(
  draft: OnboardingDraft,
  applicationId: string | null,
  lang: Lang,
): MerchantApplyRequest {
  const body: MerchantApplyRequest = {}
  if (applicationId) body.applicationId = applicationId
  for (const [key, value] of Object.entries(draft) as [DraftField, unknown][]) {
    if (key === 'brDocumentName') continue
    if (typeof value === 'string') {
      const trimmed = value.trim()
      if (trimmed !== '') body[key] = trimmed
    } else if (value !== null && value !== undefined) {
      body[key] = value
    }
  }
  body.lang = lang
  return body
}

export async function submitApplication(request: MerchantApplyRequest): Promise<MerchantApplyResponse> {
  let data: MerchantApplyResponse | null
  try {
    data = await invokeFunction<MerchantApplyResponse | null>('merchant-apply', { body: request })
  } catch (thrown) {
    const error = thrown instanceof FunctionError ? thrown : null
    if (error && error.status > 0) throw new SubmitApplicationError(failureOfBody(error.body))
    throw new SubmitApplicationError({ kind: 'network', message: (thrown as Error | null)?.message || null })
  }
  if (!data || typeof data.applicationId !== 'string') {
    throw new SubmitApplicationError({ kind: 'failed', message: null, fieldErrors: {} })
  }
  return data
}

export function useSubmitApplication() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: submitApplication,
    // The row changed: the next screen that reads it fetches it again (this one is not refetched).
    onSuccess: (data) =>
      queryClient.invalidateQueries({ queryKey: applicationRowKeys.byId(data.applicationId), refetchType: 'none' }),
  })
}
