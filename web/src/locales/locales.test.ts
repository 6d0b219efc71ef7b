import { describe, expect, it } from 'vitest'
import en from '@/locales/en.json'
import zhHK from '@/locales/zh-HK.json'
import { emptyOrNonStringKeys, expectParity, flattenKeys, missingKeys, type Json } from '@/test/locale-keys'

describe('locale parity (en.json <-> zh-HK.json)', () => {
  it('every en key exists in zh-HK', () => {
    expect(missingKeys(en, zhHK)).toEqual([])
  })

  it('every zh-HK key exists in en', () => {
    expect(missingKeys(zhHK, en)).toEqual([])
  })

  it('no empty or non-string values in en', () => {
    expect(emptyOrNonStringKeys(en)).toEqual([])
  })

  it('no empty or non-string values in zh-HK', () => {
    expect(emptyOrNonStringKeys(zhHK)).toEqual([])
  })

  it('has the expected feature groups', () => {
    const groups = Object.keys(en)
    for (const g of ['common', 'nav', 'header', 'comingSoon', 'legal', 'auth', 'errors']) {
      expect(groups).toContain(g)
    }
  })

  // Feature namespaces (src/locales/<feature>/en.json and zh-HK.json, loaded with their lazy
  // chunks so public pages stay small) follow the same rules; every folder is found, so a new
  // namespace cannot escape the check.
  const namespaceFiles = import.meta.glob<Json>('./*/*.json', { eager: true, import: 'default' })
  const namespaces = [...new Set(Object.keys(namespaceFiles).map((p) => p.split('/')[1]))]
  it('every namespace has both languages', () => {
    expect(namespaces.length).toBeGreaterThanOrEqual(4)
    for (const ns of namespaces) {
      expect(Object.keys(namespaceFiles).filter((p) => p.startsWith(`./${ns}/`)).sort()).toEqual([
        `./${ns}/en.json`,
        `./${ns}/zh-HK.json`,
      ])
    }
  })
  const pairs = namespaces.map(
    (ns) => [ns, namespaceFiles[`./${ns}/en.json`] ?? {}, namespaceFiles[`./${ns}/zh-HK.json`] ?? {}] as const,
  )
  it.each(pairs)('namespace %s: same keys in en and zh-HK, no empty values', (_ns, a, b) => {
    expectParity(a, b)
  })

  it('the checks catch a missing key in either file, and empty values', () => {
    const a: Json = { common: { ok: 'OK', back: 'Back' }, x: 'y' }
    const b: Json = { common: { ok: '好' }, x: 'y', extra: { deep: 'z' } }
    expect(missingKeys(a, b)).toEqual(['common.back'])
    expect(missingKeys(b, a)).toEqual(['extra.deep'])
    expect(emptyOrNonStringKeys({ a: '', b: ' ', c: 'ok', d: 1, e: {} })).toEqual(['a', 'b', 'd'])
    expect(flattenKeys(a).size).toBe(3)
  })
})
