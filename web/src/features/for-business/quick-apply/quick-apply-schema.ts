// Quick Apply form (spec section 5). Messages come from the translator of the modal's language.
import { z } from 'zod/mini'
import {
  BUSINESS_MODES,
  BUSINESS_TYPES,
  COUNTRY_CODES,
  DEFAULT_COUNTRY_CODE,
  DISTRICTS,
  enumValues,
} from '@/lib/enums'
import type { LandingT } from '../landing-texts'
import { EMAIL_PATTERN, HK_PHONE_PATTERN } from '@/lib/validation'

export function createQuickApplySchema(t: LandingT) {
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
    // The Hong Kong pattern applies whatever the country code (spec section 5).
    whatsapp: z.string().check(
      z.trim(),
      required(t('quickApply.errors.whatsappRequired')),
      z.regex(HK_PHONE_PATTERN, { error: t('quickApply.errors.whatsappInvalid') }),
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
