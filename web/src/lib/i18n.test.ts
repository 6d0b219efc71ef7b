import { describe, expect, it } from 'vitest'
import { detectLanguage, i18n, LANGUAGE_STORAGE_KEY, normalizeLanguage, registerTexts, setLanguage } from '@/lib/i18n'

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

describe('texts loaded one language at a time', () => {
  it('setLanguage switches only once the new language has its texts, so no screen shows a key', async () => {
    let resolveZh: (texts: Record<string, unknown>) => void = () => {}
    const requested: string[] = []
    await registerTexts('i18n-test-group', (language) => {
      requested.push(language)
      if (language === 'en') return Promise.resolve({ i18nTest: { hello: 'Hello' } })
      return new Promise((resolve) => (resolveZh = resolve))
    })
    // Registering loads the active language only.
    expect(requested).toEqual(['en'])
    expect(i18n.t('i18nTest.hello' as never)).toBe('Hello')

    const switching = setLanguage('zh-HK')
    await Promise.resolve()
    expect(requested).toEqual(['en', 'zh-HK'])
    expect(i18n.language).toBe('en')
    resolveZh({ i18nTest: { hello: '你好' } })
    await switching
    expect(i18n.language).toBe('zh-HK')
    expect(i18n.t('i18nTest.hello' as never)).toBe('你好')

    // A language is fetched once: switching back and forth loads nothing again.
    await setLanguage('en')
    await setLanguage('zh-HK')
    expect(requested).toEqual(['en', 'zh-HK'])
  })

  it('each language button keeps its own name without the other language loaded', () => {
    expect(i18n.getFixedT('en', 'languageName')('name')).toBe('English')
    expect(i18n.getFixedT('zh-HK', 'languageName')('short')).toBe('中')
  })
})
