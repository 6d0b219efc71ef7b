// The language of a merchant screen: the visitor's one remembered language (a link's ?lang=
// first, see use-remembered-lang.ts), else `fallback` (e.g. the applicant's e-mail language),
// else the app language. The screen's toggle switches it for every screen.
import type { Lang } from '@/lib/enums'
import { merchantT, type MerchantT } from '@/lib/merchant-i18n'
import { useRememberedLang } from '@/lib/use-remembered-lang'

export function usePageLang(fallback?: Lang | null): { lang: Lang; t: MerchantT; setLang: (lang: Lang) => void } {
  const { lang, setLang } = useRememberedLang(fallback)
  return { lang, t: merchantT(lang), setLang }
}
