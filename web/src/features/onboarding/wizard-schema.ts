// The onboarding wizard's draft and its three step schemas (spec section 5). The server runs
// the same rules with the same messages (server/src/domain/validation.cpp). Messages come from
// `t`, so the schemas give keys (t = identity) or texts (t = a translator).
import { z } from 'zod/mini'
import { DISTRICTS, enumValues, HOW_HEARD } from '@/lib/enums'
import { EMAIL_PATTERN, HK_PHONE_PATTERN } from '@/lib/validation'

/** The draft kept in the browser (spec section 3), plus the uploaded BR document. */
export interface OnboardingDraft {
  businessName: string
  businessNameZh: string
  district: string
  building: string
  address: string
  phone: string
  whatsapp: string
  email: string
  instagram: string
  facebook: string
  website: string
  businessTypes: string[]
  howDidYouHear: string
  refereeName: string
  refereePhone: string
  agree: boolean
  services: string
  media: string
  interestedInContent: '' | 'yes' | 'no'
  openToFreeTrials: '' | 'yes' | 'no'
  contactPerson: string
  contactPersonRole: string
  contactWhatsapp: string
  contactEmail: string
  businessSize: string
  businessType: string
  businessTypeOther: string
  googleMapUrl: string
  description: string
  /** Storage path of the uploaded BR document (in the application's folder), or ''. */
  brDocumentPath: string
  brDocumentName: string
}

export type DraftField = keyof OnboardingDraft

export const EMPTY_DRAFT: OnboardingDraft = {
  businessName: '',
  businessNameZh: '',
  district: '',
  building: '',
  address: '',
  phone: '',
  whatsapp: '',
  email: '',
  instagram: '',
  facebook: '',
  website: '',
  businessTypes: [],
  howDidYouHear: '',
  refereeName: '',
  refereePhone: '',
  agree: false,
  services: '',
  media: '',
  interestedInContent: '',
  openToFreeTrials: '',
  contactPerson: '',
  contactPersonRole: '',
  contactWhatsapp: '',
  contactEmail: '',
  businessSize: '',
  businessType: '',
  businessTypeOther: '',
  googleMapUrl: '',
  description: '',
  brDocumentPath: '',
  brDocumentName: '',
}

export type WizardErrorKey =
  | 'businessNameRequired'
  | 'districtRequired'
  | 'addressRequired'
  | 'whatsappRequired'
  | 'phoneInvalid'
  | 'descriptionRequired'
  | 'urlInvalid'
  | 'yesNoRequired'
  | 'contactPersonRequired'
  | 'contactPersonRoleRequired'
  | 'nameLength'
  | 'nameCharacters'
  | 'contactWhatsappRequired'
  | 'contactEmailRequired'
  | 'emailInvalid'
  | 'emailTooLong'
  | 'emailSpaces'
  | 'emailSample'
  | 'howHeardRequired'
  | 'refereeNameLetters'
  | 'refereeRequired'
  | 'agreeRequired'

export type WizardT = (key: WizardErrorKey) => string

/** The fields of each step in screen order (the first faulty one gets the focus). */
export const STEP_FIELDS: readonly (readonly DraftField[])[] = [
  [
    'businessName',
    'businessNameZh',
    'district',
    'building',
    'address',
    'phone',
    'whatsapp',
    'email',
    'businessTypes',
    'businessTypeOther',
    'businessSize',
    'description',
    'googleMapUrl',
    'instagram',
    'facebook',
    'website',
  ],
  ['interestedInContent', 'openToFreeTrials', 'services', 'media'],
  [
    'contactPerson',
    'contactPersonRole',
    'contactWhatsapp',
    'contactEmail',
    'howDidYouHear',
    'refereeName',
    'refereePhone',
    'agree',
  ],
]
export const STEP_COUNT = STEP_FIELDS.length

/** Letters (Latin, with accents), spaces and Chinese characters. */
const NAME_CHARACTERS = /^[A-Za-z\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u024F\u3007\u3400-\u4DBF\u4E00-\u9FFF\uF900-\uFAFF\u{20000}-\u{2EBEF} ]+$/u
export const NAME_MIN_LENGTH = 2
export const NAME_MAX_LENGTH = 50
export const CONTACT_EMAIL_MAX_LENGTH = 100

/** Well-known sample addresses ('Please enter a real email address'). */
export const SAMPLE_EMAILS = [
  'example@example.com',
  'test@example.com',
  'email@example.com',
  'your@email.com',
  'name@example.com',
] as const

export function hasNameCharactersOnly(value: string): boolean {
  return NAME_CHARACTERS.test(value)
}

/** An absolute URL: a scheme and the rest (what the server's URL rule accepts). */
export function isAbsoluteUrl(value: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9+.-]*:\S+$/.test(value)) return false
  try {
    new URL(value)
    return true
  } catch {
    return false
  }
}

const characters = (value: string) => [...value].length

function required(message: string) {
  return z.minLength(1, { error: message, abort: true })
}

function hkPhone(t: WizardT, requiredKey: WizardErrorKey | null) {
  return z.string().check(
    z.trim(),
    ...(requiredKey ? [required(t(requiredKey))] : []),
    z.refine((v: string) => v === '' || HK_PHONE_PATTERN.test(v), { error: t('phoneInvalid') }),
  )
}

/** Contact person and role: required, 2 to 50 characters, letters, spaces and Chinese characters. */
function personName(t: WizardT, requiredKey: WizardErrorKey) {
  return z.string().check(
    z.trim(),
    required(t(requiredKey)),
    z.refine((v: string) => characters(v) >= NAME_MIN_LENGTH && characters(v) <= NAME_MAX_LENGTH, {
      error: t('nameLength'),
      abort: true,
    }),
    z.refine(hasNameCharactersOnly, { error: t('nameCharacters') }),
  )
}

const yesNo = (t: WizardT) => z.enum(['yes', 'no'], { error: t('yesNoRequired') })

/** Step 1, Business Info. */
export function createStep1Schema(t: WizardT) {
  return z.object({
    businessName: z.string().check(z.trim(), required(t('businessNameRequired'))),
    district: z.enum(enumValues(DISTRICTS), { error: t('districtRequired') }),
    address: z.string().check(z.trim(), required(t('addressRequired'))),
    whatsapp: hkPhone(t, 'whatsappRequired'),
    description: z.string().check(z.trim(), required(t('descriptionRequired'))),
    phone: hkPhone(t, null),
    googleMapUrl: z.string().check(
      z.trim(),
      z.refine((v: string) => v === '' || isAbsoluteUrl(v), { error: t('urlInvalid') }),
    ),
  })
}

/** Step 2, Marketing Consent. */
export function createStep2Schema(t: WizardT) {
  return z.object({ interestedInContent: yesNo(t), openToFreeTrials: yesNo(t) })
}

/** Step 3, Contact Information (the Friend rule is `refereeIssues`, run with it). */
export function createStep3Schema(t: WizardT) {
  return z.object({
    contactPerson: personName(t, 'contactPersonRequired'),
    contactPersonRole: personName(t, 'contactPersonRoleRequired'),
    contactWhatsapp: hkPhone(t, 'contactWhatsappRequired'),
    contactEmail: z.string().check(
      z.trim(),
      required(t('contactEmailRequired')),
      z.refine((v: string) => !/\s/.test(v), { error: t('emailSpaces'), abort: true }),
      z.maxLength(CONTACT_EMAIL_MAX_LENGTH, { error: t('emailTooLong'), abort: true }),
      z.regex(EMAIL_PATTERN, { error: t('emailInvalid'), abort: true }),
      z.refine((v: string) => !(SAMPLE_EMAILS as readonly string[]).includes(v.toLowerCase()), {
        error: t('emailSample'),
      }),
    ),
    howDidYouHear: z.enum(enumValues(HOW_HEARD), { error: t('howHeardRequired') }),
    refereeName: z.string().check(
      z.trim(),
      z.refine((v: string) => v === '' || hasNameCharactersOnly(v), { error: t('refereeNameLetters') }),
    ),
    refereePhone: hkPhone(t, null),
    agree: z.literal(true, { error: t('agreeRequired') }),
  })
}

export type FieldErrors = Partial<Record<DraftField, string>>

/** When Friend is chosen, referee name and phone are both required (message on each empty one). */
export function refereeIssues(draft: OnboardingDraft, t: WizardT): FieldErrors {
  if (draft.howDidYouHear !== 'Friend') return {}
  const errors: FieldErrors = {}
  if (draft.refereeName.trim() === '') errors.refereeName = t('refereeRequired')
  if (draft.refereePhone.trim() === '') errors.refereePhone = t('refereeRequired')
  return errors
}

function issuesOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }): FieldErrors {
  const errors: FieldErrors = {}
  if (result.success || !result.error) return errors
  for (const issue of result.error.issues) {
    const field = String(issue.path[0]) as DraftField
    errors[field] ??= issue.message
  }
  return errors
}

/** The errors of one step (0, 1, 2); {} when it is valid. */
export function validateStep(step: number, draft: OnboardingDraft, t: WizardT): FieldErrors {
  switch (step) {
    case 0:
      return issuesOf(createStep1Schema(t).safeParse(draft))
    case 1:
      return issuesOf(createStep2Schema(t).safeParse(draft))
    case 2:
      return { ...refereeIssues(draft, t), ...issuesOf(createStep3Schema(t).safeParse(draft)) }
    default:
      return {}
  }
}

/** The final submit re-runs all three schemas. */
export function validateAll(draft: OnboardingDraft, t: WizardT): FieldErrors {
  return { ...validateStep(0, draft, t), ...validateStep(1, draft, t), ...validateStep(2, draft, t) }
}

/** The step (0-2) a field belongs to. */
export function stepOfField(field: string): number {
  const index = STEP_FIELDS.findIndex((fields) => (fields as readonly string[]).includes(field))
  return index === -1 ? 0 : index
}

/** The first faulty field of `errors` in screen order (of all steps), or null. */
export function firstFaultyField(errors: FieldErrors): DraftField | null {
  for (const fields of STEP_FIELDS) {
    for (const field of fields) if (errors[field]) return field
  }
  return null
}
