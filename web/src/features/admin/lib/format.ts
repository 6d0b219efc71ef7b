// Date and number formats of the back office (spec section 9): long date and time for
// applications, 'MMM dd, yyyy' for claims. Times are shown in Hong Kong time.
export const ADMIN_TIME_ZONE = 'Asia/Hong_Kong'

function toDate(value: string | null | undefined): Date | null {
  if (!value) return null
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? null : date
}

function locale(language: string): string {
  return language.toLowerCase().startsWith('zh') ? 'zh-HK' : 'en-US'
}

/** Long date and time, e.g. 'November 22, 2026 at 7:32 PM' / '2026年11月22日 下午7:32'; '' when missing. */
export function formatLongDateTime(value: string | null | undefined, language = 'en'): string {
  const date = toDate(value)
  if (!date) return ''
  return new Intl.DateTimeFormat(locale(language), {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: ADMIN_TIME_ZONE,
  }).format(date)
}

/** 'MMM dd, yyyy' (e.g. 'Nov 02, 2026'); in Chinese '2026年11月2日'. '' when missing. */
export function formatShortDate(value: string | null | undefined, language = 'en'): string {
  const date = toDate(value)
  if (!date) return ''
  if (locale(language) === 'zh-HK') {
    return new Intl.DateTimeFormat('zh-HK', { dateStyle: 'long', timeZone: ADMIN_TIME_ZONE }).format(date)
  }
  const parts = new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: '2-digit',
    year: 'numeric',
    timeZone: ADMIN_TIME_ZONE,
  }).formatToParts(date)
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? ''
  return `${part('month')} ${part('day')}, ${part('year')}`
}

/** Relative-free short date and time for activity lists: 'Nov 02, 2026, 19:32'. */
export function formatDateTime(value: string | null | undefined, language = 'en'): string {
  const date = toDate(value)
  if (!date) return ''
  return new Intl.DateTimeFormat(locale(language), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: ADMIN_TIME_ZONE,
  }).format(date)
}

/** A booking's date and time as stored ('2026-11-22', '14:30:00') -> '2026-11-22 14:30'. */
export function formatBookingSlot(date: string | null | undefined, time: string | null | undefined): string {
  return [date ?? '', (time ?? '').slice(0, 5)].filter(Boolean).join(' ')
}

/** HKD without trailing zeros: 280 -> '280', 280.5 -> '280.50'. */
export function formatPrice(value: number | string | null | undefined): string {
  const n = typeof value === 'string' ? Number(value) : value
  if (n === null || n === undefined || Number.isNaN(n)) return ''
  return Number.isInteger(n) ? String(n) : n.toFixed(2)
}

/** First 8 characters of an id, for fallbacks ('Business 1a2b3c4d'). */
export function shortId(id: string | null | undefined): string {
  return (id ?? '').slice(0, 8)
}

/** An instant as Hong Kong wall time, 'YYYY-MM-DD HH:mm' (whatever the browser's zone); '' when missing. */
export function formatHktTime(value: string | null | undefined): string {
  const date = toDate(value)
  if (!date) return ''
  const parts = new Intl.DateTimeFormat('en-CA', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: ADMIN_TIME_ZONE,
  }).formatToParts(date)
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? ''
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`
}
