import { describe, expect, it } from 'vitest'
import en from '@/locales/merchant/en.json'
import zhHK from '@/locales/merchant/zh-HK.json'
import { expectParity } from '@/test/locale-keys'
import { merchantT, parseLangParam } from '@/lib/merchant-i18n'

describe('merchant namespace (src/locales/merchant)', () => {
  it('same keys in en and zh-HK, no empty values', () => {
    expectParity(en, zhHK)
  })

  it('holds only the merchant screens’ groups', () => {
    expect(Object.keys(en).sort()).toEqual(['auth', 'common', 'completeProfile', 'merchantDashboard', 'onboarding', 'submitted'])
  })

  it('translates in a fixed language with interpolation', () => {
    expect(merchantT('en')('onboarding.stepOf', { current: 2, total: 3 })).toBe('Step 2 of 3')
    expect(merchantT('zh')('onboarding.stepOf', { current: 2, total: 3 })).toBe('第 2 步，共 3 步')
    expect(merchantT('zh')('onboarding.steps.businessInfo')).toBe('商戶資料')
  })

  it('reads ?lang=', () => {
    expect(parseLangParam('zh')).toBe('zh')
    expect(parseLangParam('zh-HK')).toBe('zh')
    expect(parseLangParam('EN')).toBe('en')
    expect(parseLangParam('fr')).toBeNull()
    expect(parseLangParam(null)).toBeNull()
  })
})
