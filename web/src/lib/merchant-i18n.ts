// The merchant screens' texts (onboarding wizard, complete profile, application submitted,
// auth screens, merchant dashboard): their own i18next namespace in src/locales/merchant/,
// bundled with those screens' lazy chunks so the first paint of other pages stays small.
// Each screen may use its own language (the wizard's EN/中 toggle), so translators are fixed
// to a language rather than following the global one.
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import en from '@/locales/merchant/en.json'
import zhHK from '@/locales/merchant/zh-HK.json'
import { labelLang, type Lang } from '@/lib/enums'

export { parseLangParam } from '@/lib/enums'
import { addNamespace, appLanguageOf, i18n, setLanguage } from '@/lib/i18n'

export const MERCHANT_NS = 'merchant'

addNamespace(MERCHANT_NS, { en, 'zh-HK': zhHK })

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>
}[keyof T & string]

/** Every key of the namespace, e.g. 'onboarding.errors.urlInvalid'. */
export type MerchantKey = Leaves<typeof en>
export type MerchantT = (key: MerchantKey, values?: Record<string, string | number>) => string

type LooseT = (key: string, options?: Record<string, unknown>) => string

/** A translator of the merchant namespace in `lang`, independent of the app language. */
export function merchantT(lang: Lang): MerchantT {
  const t = (i18n.getFixedT as (lng: string, ns: string) => LooseT)(appLanguageOf(lang), MERCHANT_NS)
  return (key, values) => t(key, values)
}

/**
 * A page's language that follows (and switches) the app language: the auth screens and the
 * dashboard. Returns the language, its translator and a setter that also remembers the choice.
 */
export function useAppLang(): { lang: Lang; t: MerchantT; setLang: (lang: Lang) => void } {
  const { i18n: instance } = useTranslation()
  const lang = labelLang(instance.resolvedLanguage ?? instance.language)
  return { lang, t: merchantT(lang), setLang: (next) => void setLanguage(appLanguageOf(next)) }
}

/** A page-local language (the wizard): starts at `initial`, switched by its own toggle. */
export function useLocalLang(initial: Lang): { lang: Lang; t: MerchantT; setLang: (lang: Lang) => void } {
  const [lang, setLang] = useState<Lang>(initial)
  return { lang, t: merchantT(lang), setLang }
}
