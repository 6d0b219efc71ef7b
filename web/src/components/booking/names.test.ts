import { describe, expect, it } from 'vitest'
import { priceLabel } from '@/lib/format'
import { localName, whatsappLink } from './names'

describe('booking labels', () => {
  it('picks the name of the language, falling back to English', () => {
    expect(localName({ name: 'Glow Nails', name_zh: '光光美甲' }, 'zh')).toBe('光光美甲')
    expect(localName({ name: 'Glow Nails', name_zh: null }, 'zh')).toBe('Glow Nails')
    expect(localName({ name: 'Glow Nails', name_zh: '光光美甲' }, 'en')).toBe('Glow Nails')
  })
  it('writes prices in Hong Kong dollars, "from" prices in each language', () => {
    expect(priceLabel(380, false, 'en')).toBe('HK$380')
    expect(priceLabel(1280, true, 'en')).toBe('from HK$1,280')
    expect(priceLabel(1280, true, 'zh')).toBe('HK$1,280 起')
    expect(priceLabel(null, false, 'en')).toBe('')
  })
  it('builds wa.me links for Hong Kong numbers', () => {
    expect(whatsappLink('+852 6123 4567')).toBe('https://wa.me/85261234567')
    expect(whatsappLink('6123 4567')).toBe('https://wa.me/85261234567')
    expect(whatsappLink('')).toBeNull()
    expect(whatsappLink('12')).toBeNull()
  })
})
