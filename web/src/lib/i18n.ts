// i18next setup: en and zh-HK from src/locales, language from localStorage `emu.lang`, falling
// back to en. Importing this module initialises i18next synchronously and starts loading the
// active language's texts (their own chunk: the other language is not part of the first paint);
// main.tsx renders once `languageReady` settles, and setLanguage loads a language before it
// switches, so no screen shows a key. The EN/中 buttons' own names (locales/language-name/) are
// bundled for both languages.
import i18n from 'i18next'
import type { Namespace } from 'i18next'
import { initReactI18next, useTranslation } from 'react-i18next'
import languageNameEn from '@/locales/language-name/en.json'
import languageNameZhHK from '@/locales/language-name/zh-HK.json'
import { labelLang, parseLangParam, type Lang } from '@/lib/lang'

export const SUPPORTED_LANGUAGES = ['en', 'zh-HK'] as const
export type AppLanguage = (typeof SUPPORTED_LANGUAGES)[number]
export const DEFAULT_LANGUAGE: AppLanguage = 'en'
export const LANGUAGE_STORAGE_KEY = 'emu.lang'

/** Each language's own name on the language toggle (namespace `languageName`). */
export const LANGUAGE_NAME_NS = 'languageName'

type Texts = Record<string, unknown>
/** Loads one language's texts of one group (the core texts, the marketplace's ...). */
export type TextsLoader = (language: AppLanguage) => Promise<Texts>

// One import() per language (a shared one would preload both files).
const CORE_TEXTS = {
  en: () => import('@/locales/en.json'),
  'zh-HK': () => import('@/locales/zh-HK.json'),
} satisfies Record<AppLanguage, () => Promise<{ default: Texts }>>
const coreTexts: TextsLoader = (language) => CORE_TEXTS[language]().then((m) => m.default)

/** Groups merged into the default namespace per language: the core texts, then what features register. */
const groups = new Map<string, TextsLoader>([['core', coreTexts]])
/** `${group}:${language}` -> the load (shared, so a group is fetched once per language). */
const loads = new Map<string, Promise<void>>()

/** Merges texts into the default namespace (keys added earlier, e.g. a namespace's errors, stay). */
export function addTexts(language: AppLanguage, texts: Texts): void {
  i18n.addResourceBundle(language, 'translation', texts, true, false)
}

function loadGroup(group: string, language: AppLanguage): Promise<void> {
  const key = `${group}:${language}`
  let load = loads.get(key)
  if (!load) {
    const loader = groups.get(group)
    if (!loader) return Promise.resolve()
    load = loader(language).then((texts) => addTexts(language, texts))
    // A failed load (offline) can be retried by the next switch.
    load.catch(() => loads.delete(key))
    loads.set(key, load)
  }
  return load
}

/** Marks a group of `language` as present (bundled texts added by their module). */
export function markLoaded(group: string, language: AppLanguage): void {
  loads.set(`${group}:${language}`, Promise.resolve())
}

/**
 * Adds a group of texts loaded per language (e.g. the marketplace's market.*): the active
 * language's texts load now, another language's before setLanguage switches to it.
 */
export function registerTexts(group: string, loader: TextsLoader): Promise<void> {
  if (!groups.has(group)) groups.set(group, loader)
  return loadGroup(group, currentLanguage())
}

/** Every registered group of `language`, loaded. */
export function loadLanguage(language: AppLanguage): Promise<void> {
  return Promise.all([...groups.keys()].map((group) => loadGroup(group, language))).then(() => undefined)
}

/** Accepts 'en', 'en-GB', 'zh', 'zh-HK', 'zh-Hant'...; anything else is null. */
export function normalizeLanguage(value: string | null | undefined): AppLanguage | null {
  const lang = parseLangParam(value)
  return lang && appLanguageOf(lang)
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

/** The language of a link (?lang=en or ?lang=zh-HK, as the server's hreflang alternates write). */
function linkLanguage(): AppLanguage | null {
  try {
    return typeof window !== 'undefined' ? normalizeLanguage(new URLSearchParams(window.location.search).get('lang')) : null
  } catch {
    return null
  }
}

/** The cookie the server reads to render a page's head in the visitor's language (pages/). */
function rememberForServer(language: AppLanguage): void {
  try {
    if (typeof document !== 'undefined') document.cookie = `emu_lang=${language}; Path=/; Max-Age=31536000; SameSite=Lax`
  } catch {
    // cookies disabled: the server renders English heads
  }
}

/** A link's ?lang= first (remembered, as the toggle would), then the remembered choice, then English. */
export function detectLanguage(): AppLanguage {
  const linked = linkLanguage()
  if (linked) {
    try {
      storage()?.setItem(LANGUAGE_STORAGE_KEY, linked)
    } catch {
      // not persisted; this page still opens in the link's language
    }
    rememberForServer(linked)
    return linked
  }
  let stored: string | null = null
  try {
    stored = storage()?.getItem(LANGUAGE_STORAGE_KEY) ?? null
  } catch {
    stored = null
  }
  const language = normalizeLanguage(stored) ?? DEFAULT_LANGUAGE
  if (stored) rememberForServer(language)
  return language
}

/** Switches the app language and remembers the choice. */
export async function setLanguage(language: AppLanguage): Promise<void> {
  try {
    storage()?.setItem(LANGUAGE_STORAGE_KEY, language)
  } catch {
    // not persisted; the switch still applies to this page
  }
  rememberForServer(language)
  // The new language's texts first, so no screen renders a key (an offline load keeps the keys'
  // fallback, the language still switches).
  await loadLanguage(language).catch((error: unknown) => console.error('Could not load the texts', error))
  await i18n.changeLanguage(language)
}

export function currentLanguage(): AppLanguage {
  return normalizeLanguage(i18n.resolvedLanguage ?? i18n.language) ?? DEFAULT_LANGUAGE
}

/** The i18next language of a page-local 'en' | 'zh' choice (landing page, modal, privacy). */
export function appLanguageOf(lang: Lang): AppLanguage {
  return lang === 'zh' ? 'zh-HK' : 'en'
}


/**
 * Adds a feature's own namespace (e.g. the landing page's or the legal texts), so long texts
 * travel with the feature's lazy chunk instead of the first-paint bundle.
 */
/** t of the namespace `ns` (typed against its en.json), i18n and the page's label language 'en' | 'zh'. */
export function useNamespaceT<NS extends Namespace>(ns: NS) {
  const { t, i18n } = useTranslation(ns)
  return { t, i18n, lang: labelLang(i18n.resolvedLanguage ?? i18n.language) }
}

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
    resources: {
      en: { [LANGUAGE_NAME_NS]: languageNameEn },
      'zh-HK': { [LANGUAGE_NAME_NS]: languageNameZhHK },
    },
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

/** The active language's texts (settled: a failed load leaves keys, main.tsx renders anyway). */
export const languageReady: Promise<void> = loadLanguage(currentLanguage()).catch((error: unknown) => {
  console.error('Could not load the texts', error)
})

export { i18n }
