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

/**
 * "Mong Kok · Yau Tsim Mong": the area, then its district unless the district is the same place
 * ('Tai Po' in Tai Po, '大埔' in 大埔區), so a card never reads "Tai Po · Tai Po".
 */
export function placeLine(area: string | null | undefined, district: string | null | undefined, lang: Lang): string {
  const label = districtLabel(district, lang)
  const bare = (text: string) => text.replace(/(區| District)$/, '').trim().toLowerCase()
  if (area && label && bare(area) === bare(label)) return area
  return [area, label].filter(Boolean).join(' · ')
}

/** tel: link of a Hong Kong number ('2123 4567', '+852 2123 4567'); null when unusable. */
export function telUrl(raw: string | null | undefined): string | null {
  const digits = (raw ?? '').replace(/\D/g, '')
  if (/^[2-9]\d{7}$/.test(digits)) return `tel:+852${digits}`
  if (/^852[2-9]\d{7}$/.test(digits)) return `tel:+${digits}`
  return null
}

/** The shop's Instagram as a link and a handle ('@glow.hk' or its instagram.com link); null when unusable. */
export function instagramLink(raw: string | null | undefined): { href: string; handle: string } | null {
  const text = (raw ?? '').trim()
  const handle = /^@?([A-Za-z0-9._]{1,30})$/.exec(text)?.[1] ?? /^https?:\/\/(?:www\.)?instagram\.com\/([A-Za-z0-9._]{1,30})\/?$/i.exec(text)?.[1]
  return handle ? { href: `https://www.instagram.com/${handle}/`, handle: `@${handle}` } : null
}

/** A website as a link and its host for display ('https://glow.hk/x' -> 'glow.hk'); null unless http(s). */
export function websiteLink(raw: string | null | undefined): { href: string; host: string } | null {
  try {
    const url = new URL((raw ?? '').trim())
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
    return { href: url.href, host: url.host.replace(/^www\./, '') }
  } catch {
    return null
  }
}
