// The booking page's dates: Hong Kong calendar days from today, whatever the browser's time
// zone (HKT is UTC+8 all year), and the time of a slot as the server gave it.
const HK_OFFSET_MS = 8 * 3600_000

/** 'YYYY-MM-DD' of the Hong Kong day `days` after today (now: an instant, for tests). */
export function hkDate(days = 0, now: number = Date.now()): string {
  return new Date(now + HK_OFFSET_MS + days * 86_400_000).toISOString().slice(0, 10)
}

/** The Hong Kong days from today to the shop's horizon (inclusive). */
export function bookableDates(horizonDays: number, now: number = Date.now()): string[] {
  return Array.from({ length: Math.max(0, horizonDays) + 1 }, (_, i) => hkDate(i, now))
}

/** 'HH:MM' in Hong Kong time of an instant such as 2026-12-02T08:15:00Z or …+08:00. */
export function hkClock(instant: string): string {
  return new Date(new Date(instant).getTime() + HK_OFFSET_MS).toISOString().slice(11, 16)
}
