import { describe, expect, it } from 'vitest'
import { nameFieldsOf } from './name-script'

describe('a quick-apply name routed by its script', () => {
  it('puts a name with Chinese characters in the Chinese field, a Latin one in the English field', () => {
    expect(nameFieldsOf('阿May美甲工作室')).toEqual({ businessName: '', businessNameZh: '阿May美甲工作室' })
    expect(nameFieldsOf(' 髮型屋 ')).toEqual({ businessName: '', businessNameZh: '髮型屋' })
    expect(nameFieldsOf('Glow Beauty Studio')).toEqual({ businessName: 'Glow Beauty Studio', businessNameZh: '' })
    expect(nameFieldsOf('Café Zoë 2')).toEqual({ businessName: 'Café Zoë 2', businessNameZh: '' })
  })
})
