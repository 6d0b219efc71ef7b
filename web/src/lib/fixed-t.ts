// A translator bound to one language whatever the app language, for screens with a page-local
// language (the merchant landing's Chinese-first default, a link's ?lang=, the privacy page):
// their chunks carry both languages' core texts, so either reads at once.
import en from '@/locales/en.json'
import zhHK from '@/locales/zh-HK.json'
import { addTexts, appLanguageOf, i18n, markLoaded } from '@/lib/i18n'
import type { Lang } from '@/lib/lang'

addTexts('en', en)
addTexts('zh-HK', zhHK)
markLoaded('core', 'en')
markLoaded('core', 'zh-HK')

/** A translator bound to `lang`, independent of the global language. */
export function fixedT(lang: Lang) {
  return i18n.getFixedT(appLanguageOf(lang))
}
