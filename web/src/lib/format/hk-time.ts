// Every date and time a person sees is Hong Kong time, whatever the browser's time zone: the
// server sends instants with +08:00 and dates as 'YYYY-MM-DD' Hong Kong days (marketplace.md
// C.4.3); nothing here reads the local zone. Dates are written the Hong Kong way in the person's
// language ('24 November 2026' / '2026年11月24日'; booking days '2026年12月1日（星期二）', times
// 24-hour 'HH:MM'); the back office keeps its own formats (spec section 9).
import type { Lang } from '@/lib/enums'

export const HK_TIME_ZONE = 'Asia/Hong_Kong'
const HK_OFFSET_MS = 8 * 3600_000
const DAY_MS = 86400_000

/** An instant, or null when missing or not a date. */
function toDate(value: string | null | undefined): Date | null {
  if (!value) return null
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? null : date
}

function parse(value: string | Date): Date {
  return value instanceof Date ? value : new Date(value)
}

/** `value` formatted in Hong Kong time. */
function hk(locale: string, options: Intl.DateTimeFormatOptions, value: Date): string {
  return new Intl.DateTimeFormat(locale, { ...options, timeZone: HK_TIME_ZONE }).format(value)
}

/** The named parts of `value` in Hong Kong time. */
function hkParts(locale: string, options: Intl.DateTimeFormatOptions, value: Date): (type: string) => string {
  const parts = new Intl.DateTimeFormat(locale, { ...options, timeZone: HK_TIME_ZONE }).formatToParts(value)
  return (type) => parts.find((p) => p.type === type)?.value ?? ''
}

/** `options` applied to a missing-or-instant value: '' when missing. */
function optional(value: string | null | undefined, locale: string, options: Intl.DateTimeFormatOptions): string {
  const date = toDate(value)
  return date ? hk(locale, options, date) : ''
}

const localeOf = (lang: Lang) => (lang === 'zh' ? 'zh-HK' : 'en-HK')

/** '24 November 2026' / '2026年11月24日'; '' when missing. */
export function formatHkDate(value: string | null | undefined, lang: Lang): string {
  return optional(value, localeOf(lang), { dateStyle: 'long' })
}

/** '24 November 2026 at 4:58 am' / '2026年11月24日 上午4:58'; '' when missing. */
export function formatHkDateTime(value: string | null | undefined, lang: Lang): string {
  return optional(value, localeOf(lang), { dateStyle: 'long', timeStyle: 'short' })
}

// --- Hong Kong days as date keys ('YYYY-MM-DD') -------------------------------------------

/** 'YYYY-MM-DD' of the Hong Kong day `days` after the day of `now`. */
export function hkDateKey(now: Date = new Date(), days = 0): string {
  return new Date(now.getTime() + HK_OFFSET_MS + days * DAY_MS).toISOString().slice(0, 10)
}

/** The Hong Kong date key of an instant. */
export function hkDateKeyOf(value: string | Date): string {
  return hkDateKey(parse(value))
}

/** The Hong Kong date key `days` after `key`. */
export function addDays(key: string, days: number): string {
  return new Date(Date.parse(`${key}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)
}

/** Whole days from `from` to `to` (both date keys). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS)
}

/** Hours from `now` until `start`. */
export function hoursUntil(start: string, now: Date = new Date()): number {
  return (Date.parse(start) - now.getTime()) / 3600_000
}

/** Today's weekday in Hong Kong ('mon' … 'sun'). */
export function hkWeekdayName(now: Date = new Date()): string {
  return hk('en-US', { weekday: 'short' }, now).toLowerCase()
}

// --- Booking days and times ---------------------------------------------------------------

/** Noon HKT of a date key: a safe instant to format the day with. */
const noonOf = (key: string) => new Date(`${key}T12:00:00+08:00`)

/** 'Tuesday, 1 December 2026' / '2026年12月1日（星期二）' for a date key or an instant. */
export function formatHkDay(value: string | Date, lang: Lang): string {
  const date = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? noonOf(value) : parse(value)
  if (lang === 'zh') {
    const day = hk('zh-HK', { year: 'numeric', month: 'long', day: 'numeric' }, date)
    return `${day}（${hk('zh-HK', { weekday: 'long' }, date)}）`
  }
  return hk('en-HK', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }, date)
}

/** The date picker's short label: 'Tue, 1 Dec' / '12月1日（週二）'. */
export function formatHkDayShort(key: string, lang: Lang): string {
  const date = noonOf(key)
  if (lang === 'zh') return `${hk('zh-HK', { month: 'long', day: 'numeric' }, date)}（${hk('zh-HK', { weekday: 'short' }, date)}）`
  return hk('en-HK', { weekday: 'short', day: 'numeric', month: 'short' }, date)
}

/** '16:15' in Hong Kong time. */
export function formatHkTime(value: string | Date): string {
  return hk('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }, parse(value))
}

/** 'Tuesday, 1 December 2026, 16:15–17:15' / '2026年12月1日（星期二）16:15–17:15'. */
export function formatHkSpan(start: string, end: string | null, lang: Lang): string {
  const times = end ? `${formatHkTime(start)}–${formatHkTime(end)}` : formatHkTime(start)
  return lang === 'zh' ? `${formatHkDay(start, lang)}${times}` : `${formatHkDay(start, lang)}, ${times}`
}

// --- The back office (spec section 9): 'November 22, 2026 at 7:32 PM', 'Nov 02, 2026' ----------

/** The back office's locale of an i18next language ('zh-HK' or 'en-US'). */
const adminLocale = (language: string) => (language.toLowerCase().startsWith('zh') ? 'zh-HK' : 'en-US')

/** Long date and time, e.g. 'November 22, 2026 at 7:32 PM' / '2026年11月22日 下午7:32'; '' when missing. */
export function formatLongDateTime(value: string | null | undefined, language = 'en'): string {
  return optional(value, adminLocale(language), { dateStyle: 'long', timeStyle: 'short' })
}

/** 'MMM dd, yyyy' (e.g. 'Nov 02, 2026'); in Chinese '2026年11月2日'. '' when missing. */
export function formatShortDate(value: string | null | undefined, language = 'en'): string {
  const date = toDate(value)
  if (!date) return ''
  if (adminLocale(language) === 'zh-HK') return hk('zh-HK', { dateStyle: 'long' }, date)
  const part = hkParts('en-US', { month: 'short', day: '2-digit', year: 'numeric' }, date)
  return `${part('month')} ${part('day')}, ${part('year')}`
}

/** Relative-free short date and time for activity lists: 'Nov 02, 2026, 19:32'. */
export function formatDateTime(value: string | null | undefined, language = 'en'): string {
  return optional(value, adminLocale(language), { dateStyle: 'medium', timeStyle: 'short' })
}

/** An instant as Hong Kong wall time, 'YYYY-MM-DD HH:mm'; '' when missing. */
export function formatHktTime(value: string | null | undefined): string {
  const date = toDate(value)
  if (!date) return ''
  const part = hkParts(
    'en-CA',
    { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
    date,
  )
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`
}

/** A booking's date and time as stored ('2026-11-22', '14:30:00') -> '2026-11-22 14:30'. */
export function formatBookingSlot(date: string | null | undefined, time: string | null | undefined): string {
  return [date ?? '', (time ?? '').slice(0, 5)].filter(Boolean).join(' ')
}
