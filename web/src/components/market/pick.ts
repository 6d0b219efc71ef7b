// A bilingual field in the visitor's language (without localize's district list, so the shop
// page's first chunk stays small).
import type { Lang } from '@/lib/lang'

/** The text in `lang`; the other language when that one is empty. */
export function pick(lang: Lang, en: string | null | undefined, zh: string | null | undefined): string {
  const first = lang === 'zh' ? zh : en
  const second = lang === 'zh' ? en : zh
  return (first ?? '').trim() || (second ?? '').trim()
}
