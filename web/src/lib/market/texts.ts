// The marketplace's texts (src/locales/market/, keys market.*): merged into the default
// namespace by the marketplace's own chunks, so the pre-launch pages' first paint stays small.
// Every marketplace module imports this file before it renders a market.* key.
import en from '@/locales/market/en.json'
import zhHK from '@/locales/market/zh-HK.json'
import { i18n, SUPPORTED_LANGUAGES, type AppLanguage } from '@/lib/i18n'

const bundles: Record<AppLanguage, object> = { en, 'zh-HK': zhHK }

if (!i18n.exists('market.home.title', { lng: 'en' })) {
  for (const language of SUPPORTED_LANGUAGES) {
    i18n.addResourceBundle(language, 'translation', { market: bundles[language] }, true, false)
  }
}
