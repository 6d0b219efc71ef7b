import { describe, expect, it } from 'vitest'
import type { Lang } from '@/lib/enums'
import { merchantT } from '@/lib/merchant-i18n'
import {
  EMPTY_DRAFT,
  firstFaultyField,
  stepOfField,
  validateAll,
  validateStep,
  type OnboardingDraft,
  type WizardErrorKey,
  type WizardT,
} from './wizard-schema'

const MESSAGES: Record<Lang, Record<WizardErrorKey, string>> = {
  en: {
    businessNameRequired: 'English name is required',
    districtRequired: 'Please select a district',
    addressRequired: 'Detailed address is required',
    whatsappRequired: 'WhatsApp number is required',
    phoneInvalid: 'Please enter a valid Hong Kong phone number',
    descriptionRequired: 'Business description is required',
    urlInvalid: 'Invalid URL',
    yesNoRequired: 'Please select yes or no',
    contactPersonRequired: 'Contact person is required',
    contactPersonRoleRequired: 'Contact person role is required',
    nameLength: 'Must be between 2 and 50 characters',
    nameCharacters: 'Only letters, spaces and Chinese characters are allowed',
    contactWhatsappRequired: 'Contact WhatsApp is required',
    contactEmailRequired: 'Contact email is required',
    emailInvalid: 'Please enter a valid email address',
    emailTooLong: 'Email must be at most 100 characters',
    emailSpaces: 'Email must not contain spaces',
    emailSample: 'Please enter a real email address',
    howHeardRequired: 'Please select how you heard about us',
    refereeNameLetters: 'Referee name can only contain letters',
    refereeRequired: 'Referee name and phone are required when "Friend" is selected',
    agreeRequired: 'You must agree to the terms and conditions',
  },
  zh: {
    businessNameRequired: '請輸入英文名稱',
    districtRequired: '請選擇地區',
    addressRequired: '請輸入詳細地址',
    whatsappRequired: '請輸入 WhatsApp 號碼',
    phoneInvalid: '請輸入有效的香港電話號碼',
    descriptionRequired: '請輸入商戶簡介',
    urlInvalid: '網址無效',
    yesNoRequired: '請選擇是或否',
    contactPersonRequired: '請輸入聯絡人姓名',
    contactPersonRoleRequired: '請輸入聯絡人職位',
    nameLength: '長度須為 2 至 50 個字',
    nameCharacters: '只可輸入英文字母、空格及中文字',
    contactWhatsappRequired: '請輸入聯絡人 WhatsApp 號碼',
    contactEmailRequired: '請輸入聯絡電郵',
    emailInvalid: '請輸入有效的電郵地址',
    emailTooLong: '電郵地址不可超過 100 個字元',
    emailSpaces: '電郵地址不可包含空格',
    emailSample: '請輸入真實的電郵地址',
    howHeardRequired: '請選擇你從哪裏得知 Emu',
    refereeNameLetters: '推薦人姓名只可包含文字',
    refereeRequired: '選擇「朋友介紹」時，必須填寫推薦人姓名及電話',
    agreeRequired: '你必須同意條款及細則',
  },
}

export const VALID_DRAFT: OnboardingDraft = {
  ...EMPTY_DRAFT,
  businessName: 'Glow Beauty Studio',
  district: 'Wan Chai',
  address: '12/F, 88 Lockhart Road',
  whatsapp: '9123 4567',
  description: 'Gel nails and lash lifts.',
  interestedInContent: 'yes',
  openToFreeTrials: 'no',
  contactPerson: 'Mary Chan',
  contactPersonRole: 'Owner',
  contactWhatsapp: '+852 9123 4567',
  contactEmail: 'mary@glow.hk',
  howDidYouHear: 'Instagram',
  agree: true,
}

const translator = (lang: Lang): WizardT => {
  const t = merchantT(lang)
  return (key) => t(`onboarding.errors.${key}`)
}

describe.each(['en', 'zh'] as const)('wizard schemas (%s)', (lang) => {
  const m = MESSAGES[lang]
  const t = translator(lang)
  const step = (n: number, values: Partial<OnboardingDraft>) => validateStep(n, { ...VALID_DRAFT, ...values }, t)

  it('the locale files hold exactly these messages', () => {
    for (const [key, text] of Object.entries(m)) expect(t(key as WizardErrorKey)).toBe(text)
  })

  it('a complete draft passes all three steps', () => {
    expect(validateAll(VALID_DRAFT, t)).toEqual({})
  })

  describe('step 1, Business Info', () => {
    it('an empty step gets every required message', () => {
      expect(validateStep(0, EMPTY_DRAFT, t)).toEqual({
        businessName: m.businessNameRequired,
        district: m.districtRequired,
        address: m.addressRequired,
        whatsapp: m.whatsappRequired,
        description: m.descriptionRequired,
      })
    })
    it('text is trimmed before the required check', () => {
      expect(step(0, { businessName: '  ', address: '\t', description: ' ' })).toEqual({
        businessName: m.businessNameRequired,
        address: m.addressRequired,
        description: m.descriptionRequired,
      })
    })
    it('district must be one of the 18', () => {
      expect(step(0, { district: 'Atlantis' })).toEqual({ district: m.districtRequired })
    })
    it.each(['91234567', '9123 4567', '9123-4567', '+85291234567', '+852 9123 4567', '+852-9123-4567'])(
      'whatsapp %j is a Hong Kong number',
      (whatsapp) => expect(step(0, { whatsapp })).toEqual({}),
    )
    it.each(['9123456', '912345678', '+86 9123 4567', 'abcd efgh', '9123  4567'])('whatsapp %j is rejected', (whatsapp) => {
      expect(step(0, { whatsapp })).toEqual({ whatsapp: m.phoneInvalid })
    })
    it('phone is optional, with the same format', () => {
      expect(step(0, { phone: '' })).toEqual({})
      expect(step(0, { phone: '2123 4567' })).toEqual({})
      expect(step(0, { phone: '123' })).toEqual({ phone: m.phoneInvalid })
    })
    it('googleMapUrl is optional and must be a URL', () => {
      expect(step(0, { googleMapUrl: '' })).toEqual({})
      expect(step(0, { googleMapUrl: 'https://maps.app.goo.gl/abc' })).toEqual({})
      expect(step(0, { googleMapUrl: 'maps.google.com/x' })).toEqual({ googleMapUrl: m.urlInvalid })
      expect(step(0, { googleMapUrl: 'not a url' })).toEqual({ googleMapUrl: m.urlInvalid })
    })
    it('the other fields of the step are not validated', () => {
      expect(step(0, { email: 'not an e-mail', instagram: '???', website: 'x' })).toEqual({})
    })
  })

  describe('step 2, Marketing Consent', () => {
    it('both questions need yes or no', () => {
      expect(validateStep(1, EMPTY_DRAFT, t)).toEqual({ interestedInContent: m.yesNoRequired, openToFreeTrials: m.yesNoRequired })
      expect(step(1, { interestedInContent: 'no', openToFreeTrials: 'yes' })).toEqual({})
      expect(step(1, { interestedInContent: 'maybe' as 'yes' })).toEqual({ interestedInContent: m.yesNoRequired })
    })
  })

  describe('step 3, Contact Information', () => {
    it('an empty step gets every required message', () => {
      expect(validateStep(2, EMPTY_DRAFT, t)).toEqual({
        contactPerson: m.contactPersonRequired,
        contactPersonRole: m.contactPersonRoleRequired,
        contactWhatsapp: m.contactWhatsappRequired,
        contactEmail: m.contactEmailRequired,
        howDidYouHear: m.howHeardRequired,
        agree: m.agreeRequired,
      })
    })
    it.each(['contactPerson', 'contactPersonRole'] as const)('%s: 2 to 50 characters', (field) => {
      expect(step(2, { [field]: 'A' })).toEqual({ [field]: m.nameLength })
      expect(step(2, { [field]: 'Ab' })).toEqual({})
      expect(step(2, { [field]: 'a'.repeat(50) })).toEqual({})
      expect(step(2, { [field]: 'a'.repeat(51) })).toEqual({ [field]: m.nameLength })
    })
    it.each(['contactPerson', 'contactPersonRole'] as const)('%s: letters, spaces and Chinese characters only', (field) => {
      for (const ok of ['陳大文', 'Mary Chan', 'Chan Tai Man 陳大文', 'José Núñez', '店主']) expect(step(2, { [field]: ok })).toEqual({})
      for (const bad of ['Mary2', 'Mary-Chan', "O'Neil", 'Mary.', '陳大文!', 'ＡＢ']) {
        expect(step(2, { [field]: bad })).toEqual({ [field]: m.nameCharacters })
      }
    })
    it('Chinese names count characters, not bytes', () => {
      expect(step(2, { contactPerson: '陳' })).toEqual({ contactPerson: m.nameLength })
      expect(step(2, { contactPerson: '陳'.repeat(50) })).toEqual({})
    })
    it('contactWhatsapp: required, Hong Kong format (8 digits)', () => {
      expect(step(2, { contactWhatsapp: '' })).toEqual({ contactWhatsapp: m.contactWhatsappRequired })
      expect(step(2, { contactWhatsapp: '1234567' })).toEqual({ contactWhatsapp: m.phoneInvalid })
      expect(step(2, { contactWhatsapp: '6123-4567' })).toEqual({})
    })
    it('contactEmail: required, no spaces, at most 100, valid, not a sample address', () => {
      expect(step(2, { contactEmail: '' })).toEqual({ contactEmail: m.contactEmailRequired })
      expect(step(2, { contactEmail: 'mary chan@glow.hk' })).toEqual({ contactEmail: m.emailSpaces })
      expect(step(2, { contactEmail: `${'a'.repeat(93)}@glow.hk` })).toEqual({ contactEmail: m.emailTooLong })
      expect(step(2, { contactEmail: `${'a'.repeat(92)}@glow.hk` })).toEqual({})
      expect(step(2, { contactEmail: 'mary@glow' })).toEqual({ contactEmail: m.emailInvalid })
      expect(step(2, { contactEmail: '  mary@glow.hk ' })).toEqual({})
      for (const sample of ['example@example.com', 'TEST@example.com', 'email@example.com', 'your@email.com', 'name@example.com']) {
        expect(step(2, { contactEmail: sample })).toEqual({ contactEmail: m.emailSample })
      }
    })
    it('howDidYouHear must be one of the listed options', () => {
      for (const ok of ['Instagram', 'Facebook', 'WhatsApp', 'Google', 'Other']) expect(step(2, { howDidYouHear: ok })).toEqual({})
      expect(step(2, { howDidYouHear: 'TV' })).toEqual({ howDidYouHear: m.howHeardRequired })
    })
    it('referee name and phone are optional, but validated when given', () => {
      expect(step(2, { refereeName: 'Amy Wong', refereePhone: '9876 5432' })).toEqual({})
      expect(step(2, { refereeName: 'Amy 2' })).toEqual({ refereeName: m.refereeNameLetters })
      expect(step(2, { refereeName: '黃小美' })).toEqual({})
      expect(step(2, { refereePhone: '98765' })).toEqual({ refereePhone: m.phoneInvalid })
    })
    it('Friend: referee name and phone are both required', () => {
      expect(step(2, { howDidYouHear: 'Friend' })).toEqual({ refereeName: m.refereeRequired, refereePhone: m.refereeRequired })
      expect(step(2, { howDidYouHear: 'Friend', refereeName: 'Amy' })).toEqual({ refereePhone: m.refereeRequired })
      expect(step(2, { howDidYouHear: 'Friend', refereePhone: '9876 5432' })).toEqual({ refereeName: m.refereeRequired })
      expect(step(2, { howDidYouHear: 'Friend', refereeName: 'Amy', refereePhone: '9876 5432' })).toEqual({})
      expect(step(2, { howDidYouHear: 'Friend', refereeName: 'Amy', refereePhone: '123' })).toEqual({ refereePhone: m.phoneInvalid })
    })
    it('agree must be ticked', () => {
      expect(step(2, { agree: false })).toEqual({ agree: m.agreeRequired })
    })
  })
})

describe('wizard helpers', () => {
  const keys: WizardT = (key) => key
  it('validateAll re-runs all three schemas', () => {
    expect(Object.keys(validateAll(EMPTY_DRAFT, keys)).sort()).toEqual(
      ['address', 'agree', 'businessName', 'contactEmail', 'contactPerson', 'contactPersonRole', 'contactWhatsapp', 'description', 'district', 'howDidYouHear', 'interestedInContent', 'openToFreeTrials', 'whatsapp'].sort(),
    )
  })
  it('finds the step of a field and the first faulty field in screen order', () => {
    expect(stepOfField('businessName')).toBe(0)
    expect(stepOfField('openToFreeTrials')).toBe(1)
    expect(stepOfField('agree')).toBe(2)
    expect(firstFaultyField({ agree: 'x', whatsapp: 'y', address: 'z' })).toBe('address')
    expect(firstFaultyField({ contactEmail: 'x', openToFreeTrials: 'y' })).toBe('openToFreeTrials')
    expect(firstFaultyField({})).toBeNull()
  })
})
