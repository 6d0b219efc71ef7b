// The texts of the marketplace's quieter pages (/about, /experts, /user/profile: keys
// market.about.*, market.experts.*, market.profile.* in src/locales/market-pages/), merged by
// those pages' chunks only, so the home and the shop page do not carry them.
import en from '@/locales/market-pages/en.json'
import zhHK from '@/locales/market-pages/zh-HK.json'
import { i18n, SUPPORTED_LANGUAGES, type AppLanguage } from '@/lib/i18n'

const bundles: Record<AppLanguage, object> = { en, 'zh-HK': zhHK }

if (!i18n.exists('market.about.title', { lng: 'en' })) {
  for (const language of SUPPORTED_LANGUAGES) {
    i18n.addResourceBundle(language, 'translation', { market: bundles[language] }, true, false)
  }
}
