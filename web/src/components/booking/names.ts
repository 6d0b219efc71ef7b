import type { Lang } from '@/lib/enums'

/** A bilingual row's name in `lang`: the Chinese one when there is one. */
export function localName(row: { name: string; name_zh?: string | null } | null | undefined, lang: Lang): string {
  if (!row) return ''
  return lang === 'zh' && row.name_zh ? row.name_zh : row.name
}

/** A wa.me link for a Hong Kong number ('+852 6123 4567', '61234567'), or null. */
export function whatsappLink(number: string | null | undefined): string | null {
  if (!number) return null
  let digits = number.replace(/\D/g, '')
  if (digits.length === 8) digits = `852${digits}`
  return digits.length >= 8 ? `https://wa.me/${digits}` : null
}
