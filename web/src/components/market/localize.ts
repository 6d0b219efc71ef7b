// A shop's data in the visitor's language, the other language as fallback (issue 13).
import { DISTRICTS, type Lang } from '@/lib/enums'

export { pick } from './pick'

/** A district's label ('Wan Chai' -> '灣仔區' in zh); unknown values as they are. */
export function districtLabel(value: string | null | undefined, lang: Lang): string {
  if (!value) return ''
  const found = DISTRICTS.find((d) => d.value === value)
  return found ? found[lang] : value
}

/** wa.me link of a Hong Kong number ('6123 4567', '+852 6123 4567', '85261234567'); null when unusable. */
export function whatsappUrl(raw: string | null | undefined): string | null {
  const digits = (raw ?? '').replace(/\D/g, '')
  if (/^[4-9]\d{7}$/.test(digits)) return `https://wa.me/852${digits}`
  if (/^852[4-9]\d{7}$/.test(digits)) return `https://wa.me/${digits}`
  return null
}

/** A Google Maps search for the shop: its coordinates when known, else its address. */
export function mapUrl(shop: { lat: number | null; lng: number | null; address: string | null; name: string }): string | null {
  const base = 'https://www.google.com/maps/search/?api=1&query='
  if (shop.lat !== null && shop.lng !== null && Number.isFinite(shop.lat) && Number.isFinite(shop.lng)) {
    return `${base}${shop.lat},${shop.lng}`
  }
  if (shop.address) return `${base}${encodeURIComponent(`${shop.name} ${shop.address}`)}`
  return null
}
