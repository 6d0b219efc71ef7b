import { describe, expect, it } from 'vitest'
import { detectLanguage, i18n, LANGUAGE_STORAGE_KEY, normalizeLanguage, setLanguage } from '@/lib/i18n'

describe('i18n', () => {
  it('detects the language from localStorage emu.lang, falling back to en', () => {
    expect(LANGUAGE_STORAGE_KEY).toBe('emu.lang')
    expect(detectLanguage()).toBe('en')
    window.localStorage.setItem('emu.lang', 'zh-HK')
    expect(detectLanguage()).toBe('zh-HK')
    window.localStorage.setItem('emu.lang', 'zh')
    expect(detectLanguage()).toBe('zh-HK')
    window.localStorage.setItem('emu.lang', 'fr')
    expect(detectLanguage()).toBe('en')
  })

  it('normalises language codes', () => {
    expect(normalizeLanguage('en-GB')).toBe('en')
    expect(normalizeLanguage('zh-hk')).toBe('zh-HK')
    expect(normalizeLanguage('')).toBeNull()
    expect(normalizeLanguage('de')).toBeNull()
  })

  it('setLanguage switches, remembers the choice and sets <html lang>', async () => {
    await setLanguage('zh-HK')
    expect(i18n.language).toBe('zh-HK')
    expect(window.localStorage.getItem('emu.lang')).toBe('zh-HK')
    expect(document.documentElement.lang).toBe('zh-HK')
    expect(i18n.t('common.loading')).toBe('載入中...')
  })
})
