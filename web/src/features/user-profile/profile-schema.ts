// /user/profile rules, with messages in the app language of the moment.
import { isValidPhoneNumber, parsePhoneNumberWithError } from 'libphonenumber-js/mobile'
import { z } from 'zod/mini'
import { HK_PHONE_PATTERN } from '@/lib/validation'

type ErrorKey = `market.profile.errors.${'nameRequired' | 'nameTooLong' | 'phoneInvalid' | 'whatsappRequired' | 'whatsappInvalid'}`
type T = (key: ErrorKey) => string

export const NAME_MAX = 100

/** A Hong Kong number (8 digits, +852 optional) or an international one with its +code. */
export function isValidProfilePhone(value: string): boolean {
  const v = value.trim()
  if (v === '') return true
  if (HK_PHONE_PATTERN.test(v)) return true
  return v.startsWith('+') && isValidPhoneNumber(v)
}

/** The number as stored: +852 and 8 digits for Hong Kong, else E.164. */
export function normalizePhone(value: string): string {
  const v = value.trim()
  if (v === '') return ''
  if (HK_PHONE_PATTERN.test(v)) return `+852${v.replace(/\D/g, '').slice(-8)}`
  try {
    return parsePhoneNumberWithError(v).number
  } catch {
    return v
  }
}

/** The WhatsApp number as the server keeps it (852 and 8 digits) shown as typed: "6123 4567". */
export function whatsappDisplay(stored: string | null | undefined): string {
  const digits = (stored ?? '').replace(/\D/g, '')
  if (digits.length < 8) return ''
  const local = digits.slice(-8)
  return `${local.slice(0, 4)} ${local.slice(4)}`
}

export function createProfileSchema(t: T) {
  return z
    .object({
    name: z.string().check(
      z.trim(),
      z.minLength(1, { error: t('market.profile.errors.nameRequired'), abort: true }),
      z.maxLength(NAME_MAX, { error: t('market.profile.errors.nameTooLong') }),
    ),
    phone_number: z.string().check(z.trim(), z.refine(isValidProfilePhone, { error: t('market.profile.errors.phoneInvalid') })),
    preferred_lang: z.enum(['', 'en', 'zh']),
    whatsapp_opt_in: z.boolean(),
    // A Hong Kong number (the spec's phone rule), needed to opt in to WhatsApp.
    whatsapp_number: z.string().check(z.trim()),
  })
    .check(
      z.refine((v) => !v.whatsapp_opt_in || v.whatsapp_number.trim() !== '', {
        error: t('market.profile.errors.whatsappRequired'),
        path: ['whatsapp_number'],
        abort: true,
      }),
      z.refine((v) => v.whatsapp_number.trim() === '' || HK_PHONE_PATTERN.test(v.whatsapp_number.trim()), {
        error: t('market.profile.errors.whatsappInvalid'),
        path: ['whatsapp_number'],
      }),
    )
}

export type ProfileValues = z.infer<ReturnType<typeof createProfileSchema>>
