// The page language as labels use it ('en' | 'zh'), without the enumeration lists: the first
// paint's header needs these, and lib/enums (every list with its labels) stays out of it.

export type Lang = 'en' | 'zh'

/** 'en' or 'zh' from a `?lang=` value; null when absent or unknown. */
export function parseLangParam(value: string | null | undefined): Lang | null {
  if (!value) return null
  const v = value.trim().toLowerCase()
  if (v === 'en' || v.startsWith('en-')) return 'en'
  if (v === 'zh' || v.startsWith('zh-')) return 'zh'
  return null
}

/** The colon after a label: full-width in Chinese ("狀態：待審核"), ": " in English. */
export function labelColon(lang: Lang): string {
  return lang === 'zh' ? '：' : ': '
}

/** Maps an i18next language code ('en', 'zh-HK', 'zh') to the label language. */
export function labelLang(language: string | undefined): Lang {
  return language?.toLowerCase().startsWith('zh') ? 'zh' : 'en'
}
