// Booking dates and times in Hong Kong time (marketplace.md C.4.3), whatever the browser's time
// zone: the server sends instants with +08:00 and dates as 'YYYY-MM-DD' Hong Kong days; these
// helpers never read the local zone. zh-HK dates follow the Hong Kong style
// 2026年12月1日（星期二）; times are 24-hour 'HH:MM'.
import type { Lang } from '@/lib/enums'
import { HK_TIME_ZONE } from '@/lib/hk-time'
const HK_OFFSET_MS = 8 * 3600_000
const DAY_MS = 86400_000

/** 'YYYY-MM-DD' of the Hong Kong day `days` after the day of `now`. */
export function hkDateKey(now: Date = new Date(), days = 0): string {
  return new Date(now.getTime() + HK_OFFSET_MS + days * DAY_MS).toISOString().slice(0, 10)
}

/** The Hong Kong date key `days` after `key`. */
export function addDays(key: string, days: number): string {
  return new Date(Date.parse(`${key}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)
}

/** Whole days from `from` to `to` (both date keys). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS)
}

/** Noon HKT of a date key: a safe instant to format the day with. */
const noonOf = (key: string) => new Date(`${key}T12:00:00+08:00`)

function parse(value: string | Date): Date {
  return value instanceof Date ? value : new Date(value)
}

function fmt(locale: string, options: Intl.DateTimeFormatOptions, value: Date): string {
  return new Intl.DateTimeFormat(locale, { ...options, timeZone: HK_TIME_ZONE }).format(value)
}

/** 'Tuesday, 1 December 2026' / '2026年12月1日（星期二）' for a date key or an instant. */
export function formatHkDay(value: string | Date, lang: Lang): string {
  const date = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? noonOf(value) : parse(value)
  if (lang === 'zh') {
    const day = fmt('zh-HK', { year: 'numeric', month: 'long', day: 'numeric' }, date)
    return `${day}（${fmt('zh-HK', { weekday: 'long' }, date)}）`
  }
  return fmt('en-HK', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }, date)
}

/** The date picker's short label: 'Tue, 1 Dec' / '12月1日（週二）'. */
export function formatHkDayShort(key: string, lang: Lang): string {
  const date = noonOf(key)
  if (lang === 'zh') return `${fmt('zh-HK', { month: 'long', day: 'numeric' }, date)}（${fmt('zh-HK', { weekday: 'short' }, date)}）`
  return fmt('en-HK', { weekday: 'short', day: 'numeric', month: 'short' }, date)
}

/** '16:15' in Hong Kong time. */
export function formatHkTime(value: string | Date): string {
  return fmt('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }, parse(value))
}

/** 'Tuesday, 1 December 2026, 16:15–17:15' / '2026年12月1日（星期二）16:15–17:15'. */
export function formatHkSpan(start: string, end: string | null, lang: Lang): string {
  const times = end ? `${formatHkTime(start)}–${formatHkTime(end)}` : formatHkTime(start)
  return lang === 'zh' ? `${formatHkDay(start, lang)}${times}` : `${formatHkDay(start, lang)}, ${times}`
}

/** The Hong Kong date key of an instant. */
export function hkDateKeyOf(value: string | Date): string {
  return hkDateKey(parse(value))
}

/** Hours from `now` until `start`. */
export function hoursUntil(start: string, now: Date = new Date()): number {
  return (Date.parse(start) - now.getTime()) / 3600_000
}
