// The claim form (spec: business_claims; marketplace.md C.3 submit-business-claim): contact
// person, phone, e-mail and position, the legal business name, the BR number, the verification
// channel (WhatsApp, Facebook message, Instagram DM) and proof documents. Errors are keys of
// the workspace namespace (claim.errors.*). Also the search for the shop to claim.
import { z } from 'zod/mini'
import { VERIFICATION_METHODS } from '@/lib/database.types'
import { EMAIL_PATTERN, HK_PHONE_PATTERN } from '@/lib/validation'

const METHODS = VERIFICATION_METHODS.map((m) => m.value) as ['whatsapp', 'facebook', 'instagram']
/** A BR number: the 8-digit business registration number, optionally with the certificate's "-000-MM-YY-X" tail. */
export const BR_NUMBER_PATTERN = /^\d{8}(-\d{3}-\d{2}-\d{2}-[0-9A-Z])?$/

const required = (error: string, max = 200) =>
  z.string().check(z.trim(), z.minLength(1, { error }), z.maxLength(max, { error: 'claim.errors.tooLong' }))

export const claimSchema = z.object({
  contactPerson: required('claim.errors.contactPerson', 100),
  contactPhone: z.string().check(z.trim(), z.refine((v) => HK_PHONE_PATTERN.test(v), { error: 'claim.errors.contactPhone' })),
  contactEmail: z.string().check(z.trim(), z.refine((v) => EMAIL_PATTERN.test(v), { error: 'claim.errors.contactEmail' })),
  contactPosition: z.string().check(z.trim(), z.maxLength(100, { error: 'claim.errors.tooLong' })),
  legal_business_name: required('claim.errors.legalName'),
  business_registration_number: z.string().check(
    z.trim(),
    z.toUpperCase(),
    z.refine((v) => BR_NUMBER_PATTERN.test(v), { error: 'claim.errors.brNumber' }),
  ),
  verification_method: z.union([z.enum(METHODS), z.literal('')]).check(z.refine((v) => v !== '', { error: 'claim.errors.method' })),
  additionalInfo: z.string().check(z.trim(), z.maxLength(2000, { error: 'claim.errors.tooLong' })),
  proofDocuments: z.array(z.string()).check(z.minLength(1, { error: 'claim.errors.proof' })),
})

export type ClaimValues = z.input<typeof claimSchema>
export type ClaimOutput = z.output<typeof claimSchema>

export const emptyClaim = (email = ''): ClaimValues => ({
  contactPerson: '',
  contactPhone: '',
  contactEmail: email,
  contactPosition: '',
  legal_business_name: '',
  business_registration_number: '',
  verification_method: '',
  additionalInfo: '',
  proofDocuments: [],
})

/** The submit-business-claim body (C.3). */
export function claimBody(businessId: string, values: ClaimOutput) {
  return {
    businessId,
    contactPerson: values.contactPerson,
    contactPhone: values.contactPhone,
    contactEmail: values.contactEmail,
    ...(values.contactPosition ? { contactPosition: values.contactPosition } : {}),
    legal_business_name: values.legal_business_name,
    business_registration_number: values.business_registration_number,
    verification_method: values.verification_method,
    proofDocuments: values.proofDocuments,
    ...(values.additionalInfo ? { additionalInfo: values.additionalInfo } : {}),
  }
}

/** The claim search: a shop name (trimmed), a district or a phone number (its digits); at
 * least one of them, or the Search button stays disabled. */
export const claimSearchSchema = z
  .object({
    q: z.string().check(z.trim()),
    district: z.string(),
    phone: z.string().check(z.overwrite((v) => v.replace(/\D/g, ''))),
  })
  .check(z.refine((search) => search.q !== '' || search.district !== '' || search.phone !== ''))

export type ClaimSearchValues = z.input<typeof claimSearchSchema>
export type ClaimSearch = z.output<typeof claimSearchSchema>

export const EMPTY_CLAIM_SEARCH: ClaimSearchValues = { q: '', district: '', phone: '' }

/** Whether the search names something to look for. */
export const canSearch = (values: ClaimSearchValues): boolean => z.safeParse(claimSearchSchema, values).success

/** The search-shops body of a checked claim search: only the filled fields, unclaimed shops only. */
export function claimSearchBody(search: ClaimSearch): Record<string, unknown> {
  const body: Record<string, unknown> = { unclaimed: true, limit: 20 }
  if (search.q) body.q = search.q
  if (search.district) body.district = search.district
  if (search.phone) body.phone = search.phone
  return body
}
