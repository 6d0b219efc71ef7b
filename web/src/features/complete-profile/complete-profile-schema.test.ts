import { describe, expect, it } from 'vitest'
import type { Lang } from '@/lib/enums'
import { merchantT } from '@/lib/merchant-i18n'
import type { MerchantApplicationRow } from '@/lib/merchant-application'
import { profileColumnsOf, profileValuesOf, validateProfile, type ProfileErrorKey, type ProfileT, type ProfileValues } from './complete-profile-schema'

const MESSAGES: Record<Lang, Record<ProfileErrorKey, string>> = {
  en: {
    contactPersonRequired: 'Contact person is required',
    contactPersonRoleRequired: 'Contact person role is required',
    contactWhatsappRequired: 'Contact WhatsApp is required',
    phoneInvalid: 'Please enter a valid Hong Kong phone number',
    contactEmailRequired: 'Contact email is required',
    contactEmailSecondaryRequired: 'Secondary contact email is required',
    emailInvalid: 'Please enter a valid email address',
    businessTypesRequired: 'Business types are required',
    descriptionRequired: 'Business description is required',
  },
  zh: {
    contactPersonRequired: '請輸入聯絡人姓名',
    contactPersonRoleRequired: '請輸入聯絡人職位',
    contactWhatsappRequired: '請輸入聯絡人 WhatsApp 號碼',
    phoneInvalid: '請輸入有效的香港電話號碼',
    contactEmailRequired: '請輸入聯絡電郵',
    contactEmailSecondaryRequired: '請輸入後備聯絡電郵',
    emailInvalid: '請輸入有效的電郵地址',
    businessTypesRequired: '請選擇最少一種業務類型',
    descriptionRequired: '請輸入商戶簡介',
  },
}

const EMPTY = profileValuesOf({ business_types: null } as unknown as MerchantApplicationRow)
const VALID: ProfileValues = {
  ...EMPTY,
  contact_person: 'Mary Chan',
  contact_person_role: 'Owner',
  contact_whatsapp: '9123 4567',
  contact_email_secondary: 'backup@glow.hk',
  business_types: ['Beauty'],
  description: 'Facials',
}

describe.each(['en', 'zh'] as const)('complete-profile required check (%s)', (lang) => {
  const m = MESSAGES[lang]
  const translate = merchantT(lang)
  const t: ProfileT = (key) => translate(`completeProfile.errors.${key}`)

  it('the locale files hold exactly these messages', () => {
    for (const [key, text] of Object.entries(m)) expect(t(key as ProfileErrorKey)).toBe(text)
    expect(translate('completeProfile.toasts.missingTitle')).toBe(lang === 'en' ? 'Missing required fields' : '缺少必填資料')
  })

  it('an empty form gets every message', () => {
    expect(validateProfile(EMPTY, t)).toEqual({
      contact_person: m.contactPersonRequired,
      contact_person_role: m.contactPersonRoleRequired,
      contact_whatsapp: m.contactWhatsappRequired,
      contact_email_secondary: m.contactEmailSecondaryRequired,
      business_types: m.businessTypesRequired,
      description: m.descriptionRequired,
    })
  })

  it('a complete form passes; blanks count as empty', () => {
    expect(validateProfile(VALID, t)).toEqual({})
    expect(validateProfile({ ...VALID, contact_person: '   ' }, t)).toEqual({ contact_person: m.contactPersonRequired })
  })

  it('contact WhatsApp uses the Hong Kong format', () => {
    expect(validateProfile({ ...VALID, contact_whatsapp: '+852 9123 4567' }, t)).toEqual({})
    expect(validateProfile({ ...VALID, contact_whatsapp: '12345' }, t)).toEqual({ contact_whatsapp: m.phoneInvalid })
  })

  it('the secondary contact e-mail follows the simple pattern', () => {
    expect(validateProfile({ ...VALID, contact_email_secondary: 'a@b.c' }, t)).toEqual({})
    for (const bad of ['backup', 'backup@glow', 'back up@glow.hk', '@glow.hk']) {
      expect(validateProfile({ ...VALID, contact_email_secondary: bad }, t)).toEqual({ contact_email_secondary: m.emailInvalid })
    }
  })

  it('at least one business type', () => {
    expect(validateProfile({ ...VALID, business_types: [] }, t)).toEqual({ business_types: m.businessTypesRequired })
  })
})

describe('profile values and columns', () => {
  it('writes trimmed text, empty as null, and the list', () => {
    const columns = profileColumnsOf({ ...VALID, instagram: '  ', website: ' https://glow.hk ' })
    expect(columns.instagram).toBeNull()
    expect(columns.website).toBe('https://glow.hk')
    expect(columns.business_types).toEqual(['Beauty'])
    expect(columns.district).toBeNull()
  })
})
