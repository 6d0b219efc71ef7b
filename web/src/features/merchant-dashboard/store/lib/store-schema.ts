// The store page form (marketplace.md section 2): bilingual name and description, area, address
// and floor, map position, contacts, categories and the PayMe link (deposits are set with the booking
// rules). Errors are keys of
// the workspace namespace (store.errors.*); empty optional fields are stored as null.
import { z } from 'zod/mini'
import { SERVICE_CATEGORIES, type ServiceCategory } from '@/config/paths'
import { shopPhone, shopWebsite } from '@/lib/shop-fields'
import { blanksToNull } from '@/lib/blank-to-null'
import { requiredText, textUpTo } from '@/lib/shop-fields'

const text = (max: number) => textUpTo(max, 'store.errors.tooLong')
const optionalNumber = (min: number, max: number, error: string) =>
  z.string().check(
    z.trim(),
    z.refine((v) => v === '' || (/^-?\d+(\.\d+)?$/.test(v) && Number(v) >= min && Number(v) <= max), { error }),
  )
const phone = shopPhone('store.errors.phone')

export const storeSchema = z.object({
  name: requiredText(120, 'store.errors.nameRequired', 'store.errors.tooLong'),
  name_zh: text(120),
  description: text(2000),
  description_zh: text(2000),
  area: text(80),
  area_zh: text(80),
  district: z.string(),
  address: text(300),
  address_zh: text(300),
  address_floor: text(80),
  lat: optionalNumber(22.1, 22.6, 'store.errors.lat'),
  lng: optionalNumber(113.8, 114.5, 'store.errors.lng'),
  phone_number: phone,
  whatsapp: phone,
  website: shopWebsite('store.errors.url'),
  instagram_url: z.string().check(
    z.trim(),
    z.refine((v) => v === '' || /^@?[A-Za-z0-9._]{1,30}$/.test(v) || /^https?:\/\/(www\.)?instagram\.com\/\S+$/i.test(v), { error: 'store.errors.instagram' }),
  ),
  categories: z.array(z.enum(SERVICE_CATEGORIES)).check(z.minLength(1, { error: 'store.errors.categories' })),
  payme_link: z.string().check(
    z.trim(),
    z.refine((v) => v === '' || /^https:\/\/(payme\.hsbc|payme\.hsbc\.com\.hk)\/\S+$/i.test(v), { error: 'store.errors.payme' }),
  ),
})

export type StoreValues = z.input<typeof storeSchema>

export interface StoreRow {
  id: string
  name: string
  name_zh: string | null
  description: string | null
  description_zh: string | null
  area: string | null
  area_zh: string | null
  district: string | null
  address: string | null
  address_zh: string | null
  address_floor: string | null
  lat: number | null
  lng: number | null
  phone_number: string | null
  whatsapp: string | null
  website: string | null
  instagram_url: string | null
  categories: string[] | null
  payme_link: string | null
  cover_url: string | null
  cover_thumb_url?: string | null
  photo_urls: string[] | null
  photo_thumb_urls?: (string | null)[] | null
  is_active: boolean
}

const str = (v: string | number | null | undefined) => (v === null || v === undefined ? '' : String(v))

export function storeValuesOf(row: StoreRow): StoreValues {
  return {
    name: row.name,
    name_zh: str(row.name_zh),
    description: str(row.description),
    description_zh: str(row.description_zh),
    area: str(row.area),
    area_zh: str(row.area_zh),
    district: str(row.district),
    address: str(row.address),
    address_zh: str(row.address_zh),
    address_floor: str(row.address_floor),
    lat: str(row.lat),
    lng: str(row.lng),
    phone_number: str(row.phone_number),
    whatsapp: str(row.whatsapp),
    website: str(row.website),
    instagram_url: str(row.instagram_url),
    categories: (row.categories ?? []).filter((c): c is ServiceCategory => (SERVICE_CATEGORIES as readonly string[]).includes(c)),
    payme_link: str(row.payme_link),
  }
}

/** The validated form as the businesses columns it writes: '' becomes null, numbers numbers. */
export function storeChanges(values: z.output<typeof storeSchema>) {
  const num = (v: string) => (v === '' ? null : Number(v))
  return {
    name: values.name,
    ...blanksToNull(values, ['name_zh', 'description', 'description_zh', 'area', 'area_zh', 'district', 'address', 'address_zh', 'address_floor']),
    lat: num(values.lat),
    lng: num(values.lng),
    ...blanksToNull(values, ['phone_number', 'whatsapp', 'website', 'instagram_url']),
    categories: values.categories,
    ...blanksToNull(values, ['payme_link']),
  }
}

/** A Google Maps link to a position (no map library: the link opens the visitor's maps app). */
export function mapLink(lat: string, lng: string): string | null {
  if (!/^-?\d+(\.\d+)?$/.test(lat.trim()) || !/^-?\d+(\.\d+)?$/.test(lng.trim())) return null
  return `https://www.google.com/maps/search/?api=1&query=${Number(lat)},${Number(lng)}`
}
