// Deposits (salon-day.md C.3): the shop's rule and what a service's deposit comes to, and the
// states of a payment, as the booking flow, the payment page, My bookings and the workspace read
// them. Money tables count whole cents; the shop's settings and a booking's deposit are HKD.

export const DEPOSIT_RULES = ['none', 'fixed', 'percent'] as const
export type DepositRule = (typeof DEPOSIT_RULES)[number]

export const FPS_PROXY_TYPES = ['fps_id', 'mobile', 'email'] as const
export type FpsProxyType = (typeof FPS_PROXY_TYPES)[number]

export const PAYMENT_STATUSES = ['pending', 'reported', 'paid', 'kept', 'refund_pending', 'refund_owed', 'refunded', 'expired', 'cancelled'] as const
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number]
export type PaymentMethod = 'fps' | 'card'

/** HKD of a whole number of cents (12345 -> 123.45). */
export const hkdOfCents = (cents: number): number => Math.round(cents) / 100

/**
 * The deposit a booking of a service priced `price` (HKD, its list price) asks under the shop's
 * rule, in HKD rounded to the cent; null when there is none (no rule, no value, or a percentage
 * of a service without a price).
 */
export function depositFor(rule: DepositRule | null | undefined, value: number | string | null | undefined, price: number | null | undefined): number | null {
  const v = value === null || value === undefined ? NaN : Number(value)
  if (!rule || rule === 'none' || !Number.isFinite(v) || v <= 0) return null
  if (rule === 'fixed') return Math.round(v * 100) / 100
  if (price === null || price === undefined || !Number.isFinite(price) || price <= 0) return null
  const cents = Math.round(price * v)
  return cents > 0 ? cents / 100 : null
}

/**
 * Of a booking's payments (one per method), the one that tells where its deposit stands: money
 * that moved (paid, kept, refunds) before a payment still waiting, the newest first.
 */
export function standingPayment<T extends { status: PaymentStatus; created_at?: string | null }>(payments: readonly T[]): T | null {
  const rank = (s: PaymentStatus) => (['pending', 'reported'].includes(s) ? 1 : ['expired', 'cancelled'].includes(s) ? 0 : 2)
  return (
    [...payments].sort((a, b) => rank(b.status) - rank(a.status) || String(b.created_at ?? '').localeCompare(String(a.created_at ?? '')))[0] ??
    null
  )
}

/** "MM:SS" (or "H:MM:SS") of the time left until `due`; "0:00" once it has passed. */
export function countdownText(due: string | number | Date, now: number = Date.now()): string {
  const ms = new Date(due).getTime() - now
  const total = Math.max(0, Math.ceil(ms / 1000))
  const h = Math.floor(total / 3600)
  const m = Math.floor((total % 3600) / 60)
  const s = total % 60
  const pad = (n: number) => String(n).padStart(2, '0')
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`
}
