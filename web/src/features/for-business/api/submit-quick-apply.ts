// Quick Apply: one call to the `quick-apply` function, which stores the quick application and
// a draft merchant application and queues the confirmation and admin e-mails (ARCHITECTURE 9).
//   request  {business_name, email, whatsapp: '<code> <number>', district, business_type,
//             business_mode, instagram: string | null, lang: 'en' | 'zh'}
//   200      {quickApplication: {...row}, applicationId: '<merchant application uuid>'}
//   400      {code: 'validation_failed', message, details: {<field>: <message>}}
import { useMutation } from '@tanstack/react-query'
import type { Tables } from '@/lib/database.types'
import type { Lang } from '@/lib/enums'
import { FunctionError, invokeFunction } from '@/lib/invoke-function'
import type { QuickApplyField, QuickApplyValues } from '../quick-apply/quick-apply-schema'

export type QuickApplicationRow = Tables<'quick_applications'>

/** The row's own fields, plus the language of the confirmation e-mail. */
export type QuickApplyRequest = Pick<
  QuickApplicationRow,
  'business_name' | 'email' | 'whatsapp' | 'district' | 'business_type' | 'business_mode' | 'instagram'
> & { lang: Lang }

export interface QuickApplyResponse {
  quickApplication: QuickApplicationRow
  applicationId: string
}

export type QuickApplyFieldErrors = Partial<Record<QuickApplyField, string>>

/** The server rejected fields; `fieldErrors` holds its messages by form field. */
export class QuickApplyValidationError extends Error {
  override name = 'QuickApplyValidationError'
  constructor(readonly fieldErrors: QuickApplyFieldErrors) {
    super('quick-apply: validation failed')
  }
}

const FIELD_OF_SERVER_KEY: Record<string, QuickApplyField> = {
  business_name: 'businessName',
  email: 'email',
  whatsapp: 'whatsapp',
  district: 'district',
  business_type: 'businessType',
  business_mode: 'businessMode',
  instagram: 'instagram',
}

export function toQuickApplyRequest(values: QuickApplyValues, lang: Lang): QuickApplyRequest {
  return {
    business_name: values.businessName,
    email: values.email,
    whatsapp: `${values.countryCode} ${values.whatsapp}`,
    district: values.district,
    business_type: values.businessType,
    business_mode: values.businessMode,
    instagram: values.instagram || null,
    lang,
  }
}

/** Field errors of a 400 validation_failed body, or null when it is something else. */
export function fieldErrorsOf(body: unknown): QuickApplyFieldErrors | null {
  if (typeof body !== 'object' || body === null) return null
  const { code, details } = body as { code?: unknown; details?: unknown }
  if (code !== 'validation_failed' || typeof details !== 'object' || details === null) return null
  const errors: QuickApplyFieldErrors = {}
  for (const [key, message] of Object.entries(details)) {
    const field = FIELD_OF_SERVER_KEY[key]
    if (field && typeof message === 'string' && message) errors[field] = message
  }
  return Object.keys(errors).length > 0 ? errors : null
}

export async function submitQuickApply(request: QuickApplyRequest): Promise<QuickApplyResponse> {
  let data: QuickApplyResponse | null
  try {
    data = await invokeFunction<QuickApplyResponse | null>('quick-apply', { body: { ...request } })
  } catch (error) {
    const fieldErrors = error instanceof FunctionError ? fieldErrorsOf(error.body) : null
    if (fieldErrors) throw new QuickApplyValidationError(fieldErrors)
    throw error
  }
  if (!data || typeof data.applicationId !== 'string' || data.applicationId === '') {
    throw new Error('quick-apply: the response has no applicationId')
  }
  return data
}

export function useSubmitQuickApply() {
  return useMutation({ mutationFn: submitQuickApply })
}
