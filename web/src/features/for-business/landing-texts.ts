// The landing page's and Quick Apply's texts: their own i18next namespace, bundled with the
// landing page's lazy chunk. Both languages are needed (the page has its own en/zh toggle).
import en from '@/locales/landing/en.json'
import zhHK from '@/locales/landing/zh-HK.json'
import type { Lang } from '@/lib/enums'
import { addNamespace, appLanguageOf, i18n } from '@/lib/i18n'

export const LANDING_NS = 'landing'

addNamespace(LANDING_NS, { en, 'zh-HK': zhHK })

/** A translator of the landing namespace in `lang`, independent of the app language. */
export function landingT(lang: Lang) {
  return i18n.getFixedT(appLanguageOf(lang), LANDING_NS)
}

export type LandingT = ReturnType<typeof landingT>
