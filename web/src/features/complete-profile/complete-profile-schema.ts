// The complete-profile form (spec sections 2 and 5): the application's columns in four cards,
// and the required-field check of Complete & Submit. Messages come from `t` (keys or texts):
// the form's resolver gives keys, shown in the screen's language.
import { z } from 'zod/mini'
import { HK_PHONE_PATTERN } from '@/lib/validation'
import type { MerchantApplicationRow } from '@/lib/merchant-application'

export const PROFILE_TEXT_FIELDS = [
  'business_name',
  'business_name_zh',
  'district',
  'address',
  'building',
  'contact_person',
  'contact_person_role',
  'contact_whatsapp',
  'contact_email',
  'contact_email_secondary',
  'phone',
  'whatsapp',
  'email',
  'business_size',
  'description',
  'instagram',
  'facebook',
  'website',
  'google_map_url',
  'how_did_you_hear',
] as const

export type ProfileTextField = (typeof PROFILE_TEXT_FIELDS)[number]
export type ProfileField = ProfileTextField | 'business_types'
export type ProfileValues = Record<ProfileTextField, string> & { business_types: string[] }

export type ProfileErrorKey =
  | 'contactPersonRequired'
  | 'contactPersonRoleRequired'
  | 'contactWhatsappRequired'
  | 'phoneInvalid'
  | 'contactEmailRequired'
  | 'contactEmailSecondaryRequired'
  | 'emailInvalid'
  | 'businessTypesRequired'
  | 'descriptionRequired'

export type ProfileT = (key: ProfileErrorKey) => string

/** The "simple pattern" of the secondary contact e-mail: something@something.something. */
export const SIMPLE_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

const required = (message: string) => z.string().check(z.trim(), z.minLength(1, { error: message, abort: true }))

/** Every text column as typed (the ones with a rule are replaced below). */
const TEXT_SHAPE = Object.fromEntries(PROFILE_TEXT_FIELDS.map((field) => [field, z.string()])) as Record<ProfileTextField, ReturnType<typeof z.string>>

/** Complete & Submit: the form's values, the required fields and their messages. */
export function createCompleteProfileSchema(t: ProfileT) {
  return z.object({
    ...TEXT_SHAPE,
    contact_person: required(t('contactPersonRequired')),
    contact_person_role: required(t('contactPersonRoleRequired')),
    contact_whatsapp: z.string().check(
      z.trim(),
      z.minLength(1, { error: t('contactWhatsappRequired'), abort: true }),
      z.regex(HK_PHONE_PATTERN, { error: t('phoneInvalid') }),
    ),
    contact_email_secondary: z.string().check(
      z.trim(),
      z.minLength(1, { error: t('contactEmailSecondaryRequired'), abort: true }),
      z.regex(SIMPLE_EMAIL_PATTERN, { error: t('emailInvalid') }),
    ),
    business_types: z.array(z.string()).check(z.minLength(1, { error: t('businessTypesRequired') })),
    description: required(t('descriptionRequired')),
  })
}

export type ProfileErrors = Partial<Record<ProfileField, string>>

export function validateProfile(values: ProfileValues, t: ProfileT): ProfileErrors {
  const result = createCompleteProfileSchema(t).safeParse(values)
  const errors: ProfileErrors = {}
  if (result.success) return errors
  for (const issue of result.error.issues) errors[String(issue.path[0]) as ProfileField] ??= issue.message
  return errors
}

/** The form's values from the row ('' for empty columns). */
export function profileValuesOf(row: MerchantApplicationRow): ProfileValues {
  const values = { business_types: Array.isArray(row.business_types) ? [...row.business_types] : [] } as ProfileValues
  for (const field of PROFILE_TEXT_FIELDS) values[field] = row[field] ?? ''
  return values
}

/** The columns to write: trimmed text, empty as null; the list as is. */
export function profileColumnsOf(values: ProfileValues): Record<string, string | string[] | null> {
  const columns: Record<string, string | string[] | null> = { business_types: values.business_types }
  for (const field of PROFILE_TEXT_FIELDS) {
    const text = values[field].trim()
    columns[field] = text === '' ? null : text
  }
  return columns
}
