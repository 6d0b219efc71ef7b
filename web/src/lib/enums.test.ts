import { describe, expect, it } from 'vitest'
import {
  BUSINESS_MODES,
  BUSINESS_SIZES,
  BUSINESS_TYPES,
  COUNTRY_CODES,
  DEFAULT_COUNTRY_CODE,
  DISTRICTS,
  ENUMS,
  HOW_HEARD,
  REJECTION_REASONS,
  enumLabel,
  enumValues,
  isEnumValue,
  labelLang,
} from '@/lib/enums'

describe('enums', () => {
  it('has the 18 districts, value = English name', () => {
    expect(DISTRICTS).toHaveLength(18)
    expect(DISTRICTS.every((d) => d.value === d.en)).toBe(true)
    expect(enumLabel(DISTRICTS, 'Sham Shui Po', 'zh')).toBe('深水埗區')
    expect(enumLabel(DISTRICTS, 'Central and Western', 'zh')).toBe('中西區')
  })

  it('has 14 country codes with +852 Hong Kong first and default', () => {
    expect(COUNTRY_CODES).toHaveLength(14)
    expect(COUNTRY_CODES[0]).toEqual({ value: '+852', en: 'Hong Kong', zh: '香港' })
    expect(DEFAULT_COUNTRY_CODE).toBe('+852')
    expect(COUNTRY_CODES.map((c) => c.value)).toEqual([
      '+852', '+86', '+65', '+60', '+66', '+84', '+63', '+62', '+91', '+1', '+44', '+61', '+81', '+82',
    ])
  })

  it('has the business types, modes, sizes, how-heard and rejection reasons of the spec', () => {
    expect(enumValues(BUSINESS_TYPES)).toEqual([
      'Beauty', 'Fitness', 'Nail Salon', 'Wellness', 'Massage', 'Make Up', 'Tattoo', 'Hair Salon',
      'Brows & Lashes', 'Other',
    ])
    expect(enumValues(BUSINESS_MODES)).toEqual(['chained', 'independent', 'freelancer'])
    expect(enumValues(BUSINESS_SIZES)).toEqual(['1-5', '6-10', '11-20', '21-50', '50+'])
    expect(enumLabel(BUSINESS_SIZES, '1-5', 'en')).toBe('1-5 employees')
    expect(enumLabel(BUSINESS_SIZES, '1-5', 'zh')).toBe('1-5 名員工')
    expect(enumValues(HOW_HEARD)).toEqual(['Instagram', 'Facebook', 'WhatsApp', 'Friend', 'Google', 'Other'])
    expect(enumLabel(HOW_HEARD, 'Friend', 'zh')).toBe('朋友介紹')
    expect(REJECTION_REASONS).toHaveLength(5)
    expect(REJECTION_REASONS.at(-1)?.value).toBe('Other')
  })

  it('has the statuses and roles', () => {
    expect(enumValues(ENUMS.applicationStatuses)).toEqual(['draft', 'pending_review', 'approved', 'rejected'])
    expect(enumValues(ENUMS.claimStatuses)).toEqual(['pending', 'approved', 'rejected', 'duplicate'])
    expect(enumValues(ENUMS.shopClaimStatuses)).toEqual(['unclaimed', 'pending', 'approved', 'rejected'])
    expect(enumValues(ENUMS.verificationStatuses)).toEqual(['verified', 'pending', 'rejected'])
    expect(enumValues(ENUMS.bookingStatuses)).toEqual(['pending', 'confirmed', 'completed', 'cancelled', 'no_show', 'awaiting_payment'])
    expect(enumValues(ENUMS.roles)).toEqual(['admin', 'merchant', 'user'])
  })

  it('every option of every enumeration has a unique value and non-empty en and zh labels', () => {
    for (const [name, list] of Object.entries(ENUMS)) {
      const values = list.map((o) => o.value)
      expect(new Set(values).size, `${name} has duplicate values`).toBe(values.length)
      for (const option of list) {
        expect(option.value.trim(), `${name}: empty value`).not.toBe('')
        expect(option.en.trim(), `${name}.${option.value}: empty en`).not.toBe('')
        expect(option.zh.trim(), `${name}.${option.value}: empty zh`).not.toBe('')
      }
    }
  })

  it('maps i18n languages to label languages and checks membership', () => {
    expect(labelLang('zh-HK')).toBe('zh')
    expect(labelLang('en')).toBe('en')
    expect(labelLang(undefined)).toBe('en')
    expect(isEnumValue(DISTRICTS, 'Wan Chai')).toBe(true)
    expect(isEnumValue(DISTRICTS, 'Wanchai')).toBe(false)
    expect(enumLabel(DISTRICTS, 'Unknown', 'zh')).toBe('Unknown')
  })
})
