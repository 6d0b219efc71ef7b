import { describe, expect, it } from 'vitest'
import { i18n } from '@/lib/i18n'
import '@/components/market/page-texts'
import { createProfileSchema, isValidProfilePhone, normalizePhone, whatsappDisplay } from './profile-schema'

const values = { name: 'Chan Tai Man', phone_number: '', preferred_lang: 'zh' as const, whatsapp_opt_in: true, whatsapp_number: '6123 4567' }

describe('profile rules', () => {
  it('accepts Hong Kong numbers with or without +852 and international numbers with their code', () => {
    for (const ok of ['61234567', '6123 4567', '+852 6123 4567', '+86 138 0013 8000', '']) expect(isValidProfilePhone(ok), ok).toBe(true)
    for (const bad of ['1234', '+852 123', 'phone', '+1 000']) expect(isValidProfilePhone(bad), bad).toBe(false)
    expect(normalizePhone('6123 4567')).toBe('+85261234567')
    expect(normalizePhone('+86 138 0013 8000')).toBe('+8613800138000')
  })

  it('gives its messages in both languages', async () => {
    const t = (lng: string) => i18n.getFixedT(lng) as unknown as Parameters<typeof createProfileSchema>[0]
    const en = createProfileSchema(t('en')).safeParse({ ...values, name: ' ', phone_number: '123' })
    expect(en.success).toBe(false)
    expect(en.error?.issues.map((i) => i.message)).toEqual(['Please enter your name.', 'Please enter a valid phone number.'])
    const zh = createProfileSchema(t('zh-HK')).safeParse({ ...values, name: '' })
    expect(zh.error?.issues.map((i) => i.message)).toEqual(['請輸入你的姓名。'])
    expect(createProfileSchema(t('en')).safeParse(values).success).toBe(true)
  })

  it('needs a Hong Kong WhatsApp number to opt in, in both languages', () => {
    const t = (lng: string) => i18n.getFixedT(lng) as unknown as Parameters<typeof createProfileSchema>[0]
    const missing = createProfileSchema(t('en')).safeParse({ ...values, whatsapp_number: ' ' })
    expect(missing.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['whatsapp_number', 'WhatsApp number is required']])
    const wrong = createProfileSchema(t('zh-HK')).safeParse({ ...values, whatsapp_number: '+86 138 0013 8000' })
    expect(wrong.error?.issues.map((i) => i.message)).toEqual(['請輸入有效的香港電話號碼'])
    expect(createProfileSchema(t('en')).safeParse({ ...values, whatsapp_opt_in: false, whatsapp_number: '' }).success).toBe(true)
    expect(createProfileSchema(t('en')).safeParse({ ...values, whatsapp_number: '+852 6123-4567' }).success).toBe(true)
    expect(whatsappDisplay('85261234567')).toBe('6123 4567')
    expect(whatsappDisplay(null)).toBe('')
  })
})
