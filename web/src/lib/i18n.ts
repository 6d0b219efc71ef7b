// i18next setup: en and zh-HK bundled from src/locales, language from localStorage `emu.lang`,
// falling back to en. Importing this module initialises i18next synchronously.
import i18n from 'i18next'
import { initReactI18next } from 'react-i18next'
import en from '@/locales/en.json'
import zhHK from '@/locales/zh-HK.json'
import type { Lang } from '@/lib/lang'

export const SUPPORTED_LANGUAGES = ['en', 'zh-HK'] as const
export type AppLanguage = (typeof SUPPORTED_LANGUAGES)[number]
export const DEFAULT_LANGUAGE: AppLanguage = 'en'
export const LANGUAGE_STORAGE_KEY = 'emu.lang'

export const resources = {
  en: { translation: en },
  'zh-HK': { translation: zhHK },
} as const

/** Accepts 'en', 'en-GB', 'zh', 'zh-HK', 'zh-Hant'...; anything else is null. */
export function normalizeLanguage(value: string | null | undefined): AppLanguage | null {
  if (!value) return null
  const v = value.trim().toLowerCase()
  if (v === 'en' || v.startsWith('en-')) return 'en'
  if (v === 'zh' || v.startsWith('zh-')) return 'zh-HK'
  return null
}

function storage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null
  } catch {
    return null // storage disabled (privacy mode, sandboxed frame)
  }
}

/** The visitor's remembered choice (any screen's EN/中 toggle), or null before they chose. */
export function storedLanguage(): AppLanguage | null {
  try {
    return normalizeLanguage(storage()?.getItem(LANGUAGE_STORAGE_KEY) ?? null)
  } catch {
    return null
  }
}

export function detectLanguage(): AppLanguage {
  let stored: string | null = null
  try {
    stored = storage()?.getItem(LANGUAGE_STORAGE_KEY) ?? null
  } catch {
    stored = null
  }
  return normalizeLanguage(stored) ?? DEFAULT_LANGUAGE
}

/** Switches the app language and remembers the choice. */
export async function setLanguage(language: AppLanguage): Promise<void> {
  try {
    storage()?.setItem(LANGUAGE_STORAGE_KEY, language)
  } catch {
    // not persisted; the switch still applies to this page
  }
  await i18n.changeLanguage(language)
}

export function currentLanguage(): AppLanguage {
  return normalizeLanguage(i18n.resolvedLanguage ?? i18n.language) ?? DEFAULT_LANGUAGE
}

/** The i18next language of a page-local 'en' | 'zh' choice (landing page, modal, privacy). */
export function appLanguageOf(lang: Lang): AppLanguage {
  return lang === 'zh' ? 'zh-HK' : 'en'
}

/** A translator bound to `lang`, independent of the global language. */
export function fixedT(lang: Lang) {
  return i18n.getFixedT(appLanguageOf(lang))
}

/**
 * Adds a feature's own namespace (e.g. the landing page's or the legal texts), so long texts
 * travel with the feature's lazy chunk instead of the first-paint bundle.
 */
export function addNamespace(ns: string, bundles: Record<AppLanguage, object>): void {
  if (i18n.hasResourceBundle(DEFAULT_LANGUAGE, ns)) return
  for (const language of SUPPORTED_LANGUAGES) {
    const bundle = bundles[language] as { errors?: object }
    i18n.addResourceBundle(language, ns, bundle)
    // The refusal sentences only this namespace's screens meet (errors.<code> of their server
    // codes) join the default namespace's errors, where useErrorText looks codes up; kept out of
    // the main files so every page's first paint does not carry them.
    if (bundle.errors) i18n.addResourceBundle(language, 'translation', { errors: bundle.errors }, true, false)
  }
}

function syncDocumentLang(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language
}

if (!i18n.isInitialized) {
  i18n.on('languageChanged', syncDocumentLang)
  void i18n.use(initReactI18next).init({
    resources,
    lng: detectLanguage(),
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...SUPPORTED_LANGUAGES],
    load: 'currentOnly',
    initAsync: false,
    interpolation: { escapeValue: false }, // React escapes
    react: { useSuspense: false },
    returnNull: false,
  })
  syncDocumentLang(i18n.language)
}

export { i18n }
