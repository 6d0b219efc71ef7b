// The shop's deposit settings (salon-day.md C.3), bounded as the database's CHECKs bound them:
// a rule (none, a fixed HK$ amount, or a percentage of the service's list price), the time to
// pay (15–1440 minutes), the FPS account customers pay into with an optional 3-digit bank code
// (required once a deposit is asked, unless the shop takes cards), and card acceptance.
import { z } from 'zod'
import { DEPOSIT_RULES, FPS_PROXY_TYPES, type DepositRule, type FpsProxyType } from '@/lib/deposit'
import { EMAIL_PATTERN } from '@/lib/validation'

const E = 'rules.errors.'

/** 8 digits of a Hong Kong mobile (spaces, dashes and +852 the owner typed are dropped). */
export function hkMobileDigits(value: string): string | null {
  let digits = value.replace(/[\s-]/g, '')
  if (digits.startsWith('+852')) digits = digits.slice(4)
  else if (digits.startsWith('852') && digits.length === 11) digits = digits.slice(3)
  return /^[4-9]\d{7}$/.test(digits) ? digits : null
}

export const depositSettingsSchema = z
  .object({
    deposit_rule: z.enum(DEPOSIT_RULES),
    deposit_value: z.string().trim(),
    payment_window_min: z.string().trim(),
    fps_proxy_type: z.enum(FPS_PROXY_TYPES),
    fps_proxy_value: z.string().trim(),
    fps_bank_code: z.string().trim(),
    accept_card: z.boolean(),
  })
  .superRefine((v, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message: E + message })
    const amount = Number(v.deposit_value)
    if (v.deposit_rule === 'fixed' && !(/^\d+(\.\d{1,2})?$/.test(v.deposit_value) && amount >= 1 && amount <= 100000)) issue('deposit_value', 'fixed')
    if (v.deposit_rule === 'percent' && !(/^\d+$/.test(v.deposit_value) && amount >= 1 && amount <= 100)) issue('deposit_value', 'percent')
    const window = Number(v.payment_window_min)
    if (!/^\d+$/.test(v.payment_window_min) || window < 15 || window > 1440) issue('payment_window_min', 'window')
    if (v.fps_proxy_value === '') {
      if (v.deposit_rule !== 'none' && !v.accept_card) issue('fps_proxy_value', 'proxyRequired')
    } else if (v.fps_proxy_type === 'fps_id' && !/^\d{7,9}$/.test(v.fps_proxy_value.replace(/\s/g, ''))) issue('fps_proxy_value', 'fpsId')
    else if (v.fps_proxy_type === 'mobile' && !hkMobileDigits(v.fps_proxy_value)) issue('fps_proxy_value', 'mobile')
    else if (v.fps_proxy_type === 'email' && !(EMAIL_PATTERN.test(v.fps_proxy_value) && v.fps_proxy_value.length <= 64)) issue('fps_proxy_value', 'email')
    if (v.fps_bank_code !== '' && !/^\d{3}$/.test(v.fps_bank_code)) issue('fps_bank_code', 'bankCode')
  })
  .transform((v) => {
    const proxy =
      v.fps_proxy_value === ''
        ? null
        : v.fps_proxy_type === 'mobile'
          ? hkMobileDigits(v.fps_proxy_value)
          : v.fps_proxy_type === 'fps_id'
            ? v.fps_proxy_value.replace(/\s/g, '')
            : v.fps_proxy_value
    return {
      deposit_rule: v.deposit_rule,
      deposit_value: v.deposit_rule === 'none' ? null : Number(v.deposit_value),
      payment_window_min: Number(v.payment_window_min),
      fps_proxy_type: proxy === null ? null : v.fps_proxy_type,
      fps_proxy_value: proxy,
      fps_bank_code: proxy === null || v.fps_bank_code === '' ? null : v.fps_bank_code,
      accept_card: v.accept_card,
    }
  })

export type DepositSettingsInput = z.input<typeof depositSettingsSchema>
export type DepositSettings = z.output<typeof depositSettingsSchema>

/** The shop's columns as the form starts from them. */
export interface DepositColumns {
  deposit_rule: DepositRule
  deposit_value: number | string | null
  payment_window_min: number
  fps_proxy_type: FpsProxyType | null
  fps_proxy_value: string | null
  fps_bank_code: string | null
  accept_card: boolean
}

export function depositFormValues(shop: DepositColumns): DepositSettingsInput {
  const value = shop.deposit_value === null ? '' : String(Number(shop.deposit_value))
  return {
    deposit_rule: shop.deposit_rule,
    deposit_value: value,
    payment_window_min: String(shop.payment_window_min),
    fps_proxy_type: shop.fps_proxy_type ?? 'fps_id',
    fps_proxy_value: shop.fps_proxy_value ?? '',
    fps_bank_code: shop.fps_bank_code ?? '',
    accept_card: shop.accept_card,
  }
}
