// Money as a person reads it: Hong Kong dollars, 'HK$1,200' (en-HK grouping, no trailing zeros).
import type { Lang } from '@/lib/enums'

function amountOf(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined) return null
  const n = typeof value === 'string' ? Number(value) : value
  return Number.isFinite(n) ? n : null
}

/**
 * 'HK$380', 'HK$1,200', 'HK$380.5'; '' when there is no amount. `fractionDigits` is the most
 * decimals shown (2, cents; 0 for whole-dollar totals such as revenue).
 */
export function formatHkd(value: number | string | null | undefined, fractionDigits = 2): string {
  const n = amountOf(value)
  return n === null ? '' : `HK$${n.toLocaleString('en-HK', { maximumFractionDigits: fractionDigits })}`
}

/** 'HK$380' / 'from HK$380' ('HK$380 起'). */
export function priceLabel(price: number | null | undefined, from: boolean | null | undefined, lang: Lang): string {
  const amount = formatHkd(price)
  if (!amount || !from) return amount
  return lang === 'zh' ? `${amount} 起` : `from ${amount}`
}

/** The amount alone, without trailing zeros: 280 -> '280', 280.5 -> '280.50' (the back office's 'HK$ {price}'). */
export function formatPrice(value: number | string | null | undefined): string {
  const n = amountOf(value)
  if (n === null) return ''
  return Number.isInteger(n) ? String(n) : n.toFixed(2)
}

/** A ledger amount with its sign: 'HK$100', '−HK$19' (refunds and commission leave the shop). */
export function formatSignedHkd(value: number | string | null | undefined): string {
  const n = amountOf(value)
  if (n === null) return ''
  return n < 0 ? `−${formatHkd(-n)}` : formatHkd(n)
}
