// The marketplace's texts (src/locales/market/, keys market.*): merged into the default
// namespace per language, so the pre-launch pages never load them and the marketplace's first
// paint carries only the active language's. The marketplace's routes load them before the
// router is created (app/router.tsx), alongside the page's own chunk; setLanguage loads another
// language's before it switches.
import { registerTexts, type AppLanguage } from '@/lib/i18n'

// One import() per language (a shared one would preload both files).
const MARKET_TEXTS = {
  en: () => import('@/locales/market/en.json'),
  'zh-HK': () => import('@/locales/market/zh-HK.json'),
} satisfies Record<AppLanguage, () => Promise<{ default: object }>>
const load = (language: AppLanguage) => MARKET_TEXTS[language]().then((m) => ({ market: m.default }))

/** The active language's market texts (and every later switch's), loaded. */
export function loadMarketTexts(): Promise<void> {
  return registerTexts('market', load)
}
