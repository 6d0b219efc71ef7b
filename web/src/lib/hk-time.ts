// Every date and time a person sees is Hong Kong time, written the Hong Kong way in their
// language: '24 November 2026' / '2026年11月24日', with the time '4:58 pm' / '下午4:58'.
import type { Lang } from '@/lib/enums'

export const HK_TIME_ZONE = 'Asia/Hong_Kong'

function toDate(value: string | null | undefined): Date | null {
  if (!value) return null
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? null : date
}

const localeOf = (lang: Lang) => (lang === 'zh' ? 'zh-HK' : 'en-HK')

/** '24 November 2026' / '2026年11月24日'; '' when missing. */
export function formatHkDate(value: string | null | undefined, lang: Lang): string {
  const date = toDate(value)
  return date ? new Intl.DateTimeFormat(localeOf(lang), { dateStyle: 'long', timeZone: HK_TIME_ZONE }).format(date) : ''
}

/** '24 November 2026 at 4:58 am' / '2026年11月24日 上午4:58'; '' when missing. */
export function formatHkDateTime(value: string | null | undefined, lang: Lang): string {
  const date = toDate(value)
  return date
    ? new Intl.DateTimeFormat(localeOf(lang), { dateStyle: 'long', timeStyle: 'short', timeZone: HK_TIME_ZONE }).format(date)
    : ''
}
