// One remembered language per visitor (localStorage `emu.lang`, the app language): every
// screen starts in it and every EN/中 toggle changes it for all screens and for the e-mails
// the next server call queues. A link's ?lang= (the wizard's hand-over, e-mail links) is
// applied on arrival and remembered. A screen with its own default (the Chinese-first merchant
// landing) shows that default until the visitor chooses, without remembering it.
import { useEffect, useState } from 'react'
import { useLocation } from 'react-router'
import { useTranslation } from 'react-i18next'
import { labelLang, parseLangParam, type Lang } from '@/lib/enums'
import { appLanguageOf, setLanguage, storedLanguage } from '@/lib/i18n'

export function useRememberedLang(fallback?: Lang | null): { lang: Lang; setLang: (lang: Lang) => void } {
  const { i18n } = useTranslation()
  const current = labelLang(i18n.resolvedLanguage ?? i18n.language)
  const param = parseLangParam(new URLSearchParams(useLocation().search).get('lang'))
  // Decided once, on arrival.
  const [linkLang, setLinkLang] = useState<Lang | null>(param)
  const [pageDefault, setPageDefault] = useState<Lang | null>(() =>
    param === null && storedLanguage() === null ? (fallback ?? null) : null,
  )

  useEffect(() => {
    if (linkLang === null) return
    void setLanguage(appLanguageOf(linkLang)).finally(() => setLinkLang(null))
  }, [linkLang])

  const lang = linkLang ?? pageDefault ?? current
  const setLang = (next: Lang) => {
    setPageDefault(null)
    setLinkLang(null)
    void setLanguage(appLanguageOf(next))
  }
  return { lang, setLang }
}
