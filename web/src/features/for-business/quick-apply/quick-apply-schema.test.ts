import { describe, expect, it } from 'vitest'
import type { Lang } from '@/lib/enums'
import { landingT } from '../landing-texts'
import { createQuickApplySchema, EMPTY_QUICK_APPLY_FORM, type QuickApplyFormValues } from './quick-apply-schema'
import { QUICK_APPLY_FORM } from '@/test/quick-apply-fixture'

// Spec section 5, in both languages of the modal.
const MESSAGES: Record<Lang, Record<string, string>> = {
  en: {
    businessNameRequired: 'Business name is required',
    emailRequired: 'Email is required',
    emailInvalid: 'Please enter a valid email address',
    whatsappRequired: 'WhatsApp number is required',
    whatsappInvalid: 'Please enter a valid Hong Kong phone number',
    districtRequired: 'Please select a district',
    businessTypeRequired: 'Please select a business type',
    businessModeRequired: 'Please select a business mode',
  },
  zh: {
    businessNameRequired: '請輸入商戶名稱',
    emailRequired: '請輸入電郵',
    emailInvalid: '請輸入有效的電郵地址',
    whatsappRequired: '請輸入 WhatsApp 號碼',
    whatsappInvalid: '請輸入有效的香港電話號碼',
    districtRequired: '請選擇地區',
    businessTypeRequired: '請選擇業務類型',
    businessModeRequired: '請選擇經營模式',
  },
}

const VALID: QuickApplyFormValues = QUICK_APPLY_FORM

function errorsOf(lang: Lang, values: Partial<QuickApplyFormValues>) {
  const result = createQuickApplySchema(landingT(lang)).safeParse({ ...VALID, ...values })
  if (result.success) return {}
  const errors: Record<string, string> = {}
  for (const issue of result.error.issues) {
    const field = String(issue.path[0])
    errors[field] ??= issue.message
  }
  return errors
}

describe.each(['en', 'zh'] as const)('quick apply schema (%s)', (lang) => {
  const m = MESSAGES[lang]

  it('accepts a complete form and trims the text fields', () => {
    const result = createQuickApplySchema(landingT(lang)).parse({ ...VALID, businessName: '  Glow  ', instagram: ' @glow ' })
    expect(result.businessName).toBe('Glow')
    expect(result.instagram).toBe('@glow')
  })

  it('an empty form gets every required message', () => {
    expect(errorsOf(lang, EMPTY_QUICK_APPLY_FORM)).toEqual({
      businessName: m.businessNameRequired,
      email: m.emailRequired,
      whatsapp: m.whatsappRequired,
      district: m.districtRequired,
      businessType: m.businessTypeRequired,
      businessMode: m.businessModeRequired,
    })
  })

  it('businessName is required after trimming', () => {
    expect(errorsOf(lang, { businessName: '   ' })).toEqual({ businessName: m.businessNameRequired })
  })

  it.each(['owner', 'owner@glow', 'owner @glow.hk'])('email %j has the format message', (email) => {
    expect(errorsOf(lang, { email })).toEqual({ email: m.emailInvalid })
  })

  it.each(['91234567', '9123 4567', '9123-4567', '+85291234567', '+852 9123 4567', '+852-9123-4567'])(
    'whatsapp %j matches the Hong Kong pattern',
    (whatsapp) => {
      expect(errorsOf(lang, { whatsapp })).toEqual({})
    },
  )

  it.each(['9123456', '912345678', '+86 9123 4567', 'abcd efgh', '9123  4567'])('whatsapp %j is rejected', (whatsapp) => {
    expect(errorsOf(lang, { whatsapp })).toEqual({ whatsapp: m.whatsappInvalid })
  })

  it('the Hong Kong pattern applies whatever the country code', () => {
    expect(errorsOf(lang, { countryCode: '+86', whatsapp: '13812345678' })).toEqual({ whatsapp: m.whatsappInvalid })
    expect(errorsOf(lang, { countryCode: '+65', whatsapp: '9123 4567' })).toEqual({})
  })

  it('selects must hold a listed value', () => {
    expect(errorsOf(lang, { district: 'Atlantis' })).toEqual({ district: m.districtRequired })
    expect(errorsOf(lang, { businessType: 'Bakery' })).toEqual({ businessType: m.businessTypeRequired })
    expect(errorsOf(lang, { businessMode: 'franchise' })).toEqual({ businessMode: m.businessModeRequired })
  })

  it('instagram is optional and not validated', () => {
    expect(errorsOf(lang, { instagram: 'anything at all' })).toEqual({})
  })
})
