// Quick Apply form (spec section 5). Messages come from the translator of the modal's language.
// WhatsApp: the spec's Hong Kong pattern and message for +852; any other offered country code
// is checked against that country's numbering plan (libphonenumber-js, mobile numbers, as
// WhatsApp needs one) with a message naming the country (ARCHITECTURE 9).
import { isValidPhoneNumber } from 'libphonenumber-js/mobile'
import { z } from 'zod/mini'
import {
  BUSINESS_MODES,
  BUSINESS_TYPES,
  COUNTRY_CODES,
  DEFAULT_COUNTRY_CODE,
  DISTRICTS,
  enumLabel,
  enumValues,
  type Lang,
} from '@/lib/enums'
import type { LandingT } from '../landing-texts'
import { EMAIL_PATTERN, HK_PHONE_PATTERN } from '@/lib/validation'

/** Whether `number` (as typed after the country code) is a valid WhatsApp number there. */
export function isValidWhatsapp(countryCode: string, number: string): boolean {
  if (countryCode === DEFAULT_COUNTRY_CODE) return HK_PHONE_PATTERN.test(number)
  if (!/^[\d\s-]+$/.test(number)) return false
  return isValidPhoneNumber(`${countryCode}${number.replace(/[\s-]/g, '')}`)
}

/**
 * The schema; `countryCode` is the code chosen in the form (the WhatsApp rule depends on it)
 * and `lang` names the country in the message.
 */
export function createQuickApplySchema(t: LandingT, countryCode: string = DEFAULT_COUNTRY_CODE, lang: Lang = 'en') {
  const whatsappMessage =
    countryCode === DEFAULT_COUNTRY_CODE
      ? t('quickApply.errors.whatsappInvalid')
      : t('quickApply.errors.whatsappInvalidCountry', { country: enumLabel(COUNTRY_CODES, countryCode, lang) })
  const required = (message: string) => z.minLength(1, { error: message, abort: true })
  const choice = <T extends Parameters<typeof enumValues>[0]>(list: T, message: string) =>
    z.pipe(z.string(), z.enum(enumValues(list), { error: message }))
  return z.object({
    businessName: z.string().check(z.trim(), required(t('quickApply.errors.businessNameRequired'))),
    email: z.string().check(
      z.trim(),
      required(t('quickApply.errors.emailRequired')),
      z.regex(EMAIL_PATTERN, { error: t('quickApply.errors.emailInvalid') }),
    ),
    countryCode: z.pipe(z.string(), z.enum(enumValues(COUNTRY_CODES))),
    whatsapp: z.string().check(
      z.trim(),
      required(t('quickApply.errors.whatsappRequired')),
      z.refine((number) => isValidWhatsapp(countryCode, number), { error: whatsappMessage }),
    ),
    district: choice(DISTRICTS, t('quickApply.errors.districtRequired')),
    businessType: choice(BUSINESS_TYPES, t('quickApply.errors.businessTypeRequired')),
    businessMode: choice(BUSINESS_MODES, t('quickApply.errors.businessModeRequired')),
    instagram: z.string().check(z.trim()),
  })
}

type QuickApplySchema = ReturnType<typeof createQuickApplySchema>
/** What the form holds (selects start empty). */
export type QuickApplyFormValues = z.input<QuickApplySchema>
/** What a valid form yields. */
export type QuickApplyValues = z.output<QuickApplySchema>
export type QuickApplyField = keyof QuickApplyFormValues

export const EMPTY_QUICK_APPLY_FORM: QuickApplyFormValues = {
  businessName: '',
  email: '',
  countryCode: DEFAULT_COUNTRY_CODE,
  whatsapp: '',
  district: '',
  businessType: '',
  businessMode: '',
  instagram: '',
}
