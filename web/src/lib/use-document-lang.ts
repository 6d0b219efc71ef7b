import { useEffect } from 'react'
import type { Lang } from '@/lib/enums'
import { appLanguageOf } from '@/lib/i18n'

/** While mounted, <html lang> follows a page's own language choice; restored on unmount. */
export function useDocumentLang(lang: Lang, title?: string): void {
  useEffect(() => {
    const root = document.documentElement
    const previous = root.lang
    root.lang = appLanguageOf(lang)
    return () => {
      root.lang = previous
    }
  }, [lang])
  useEffect(() => {
    if (title) document.title = title
  }, [title])
}
