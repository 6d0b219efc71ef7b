// The back office's texts live in their own i18n namespace ('admin'), bundled with the admin
// chunks, so the public pages' first-paint JavaScript does not carry them.
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { addNamespace, i18n } from '@/lib/i18n'
import { labelLang, type Lang } from '@/lib/enums'
import en from '@/locales/admin/en.json'
import zhHK from '@/locales/admin/zh-HK.json'

addNamespace('admin', { en, 'zh-HK': zhHK })

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>
}[keyof T & string]

export type AdminKey = Leaves<typeof en>
export type AdminT = (key: AdminKey, options?: Record<string, unknown>) => string

/** A translator for the admin namespace in a fixed language (tests, toasts outside React). */
export function adminT(language: string): AdminT {
  const t = i18n.getFixedT(language, 'admin' as never)
  return (key, options) => String((t as (k: string, o?: object) => unknown)(key, options))
}

/** The admin translator, re-rendering on language changes; `lang` picks enum labels. */
export function useAdminT(): { t: AdminT; lang: Lang; language: string } {
  const { i18n: instance } = useTranslation()
  const language = instance.resolvedLanguage ?? instance.language
  const t = useMemo(() => adminT(language), [language])
  return { t, lang: labelLang(language), language }
}
