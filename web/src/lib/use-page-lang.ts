// The language of a merchant screen: ?lang= when the link carries it (the wizard passes its own
// choice on), else the app language. The screen's toggle switches it locally.
import { useState } from 'react'
import { useLocation } from 'react-router'
import { useTranslation } from 'react-i18next'
import { labelLang, type Lang } from '@/lib/enums'
import { merchantT, parseLangParam, type MerchantT } from '@/lib/merchant-i18n'

export function usePageLang(): { lang: Lang; t: MerchantT; setLang: (lang: Lang) => void } {
  const params = new URLSearchParams(useLocation().search)
  const { i18n } = useTranslation()
  const [lang, setLang] = useState<Lang>(
    () => parseLangParam(params.get('lang')) ?? labelLang(i18n.resolvedLanguage ?? i18n.language),
  )
  return { lang, t: merchantT(lang), setLang }
}
