// One active shop with its services and staff, read through /rest/v1 with embeds as the
// anonymous role (the policies show active shops, services and staff to anyone): a plain fetch
// (lib/public-rest), so the page's data does not wait for supabase-js.
import { queryOptions } from '@tanstack/react-query'
import { publicRows, RestError } from '@/lib/public-rest'
import { marketKeys } from '@/components/market/api/keys'
import { numOrNull, textsOrNull } from '@/components/market/api/row'
import { isCategory } from '@/components/market/categories'
import type { ShopDetail, ShopService, StaffMember } from '@/components/market/types'

export const SHOP_COLUMNS = [
  'id,name,name_zh,description,description_zh,address,address_floor,address_zh,area,area_zh,district,lat,lng',
  'phone_number,whatsapp,website,instagram_url,operating_hours,is_verified,rating,total_ratings,min_price,cover_url,photo_urls,categories',
  'services(id,name,name_zh,description,description_zh,category,price,price_is_from,duration,sort_order,is_active)',
  'staff(id,name,name_zh,title,title_zh,avatar_url,sort_order,is_active)',
].join(',')

const strings = (v: unknown): string[] => {
  if (typeof v === 'string') {
    try {
      return strings(JSON.parse(v))
    } catch {
      return []
    }
  }
  return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []
}
const active = (row: { is_active?: unknown }) => row.is_active !== false && row.is_active !== 0

function hoursOf(v: unknown): Record<string, string> | null {
  const value = typeof v === 'string' ? (() => { try { return JSON.parse(v) as unknown } catch { return null } })() : v
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null
  const out: Record<string, string> = {}
  for (const [day, text] of Object.entries(value)) if (typeof text === 'string') out[day] = text
  return out
}

let early: { id: string; answer: Promise<ShopDetail | null> } | null = null

/**
 * Starts reading the shop of the URL the visitor opened while the app is still starting (see
 * app/marketplace-routes.tsx); the page's first getShop(id) takes that answer.
 */
export function prefetchShop(id: string): void {
  const answer = fetchShop(id)
  answer.catch(() => undefined)
  early = { id, answer }
}

/** The shop of `id` as the page shows it; null when there is no such active shop. */
export function getShop(id: string): Promise<ShopDetail | null> {
  if (early?.id === id) {
    const { answer } = early
    early = null
    return answer
  }
  return fetchShop(id)
}

async function fetchShop(id: string): Promise<ShopDetail | null> {
  let rows: Record<string, unknown>[]
  try {
    rows = await publicRows<Record<string, unknown>>(
      'businesses',
      new URLSearchParams({ select: SHOP_COLUMNS, id: `eq.${id}`, is_active: 'eq.true' }),
    )
  } catch (error) {
    // A malformed id is "no such shop", not a failure of the page.
    if (error instanceof RestError && error.code === '22P02') return null
    throw error
  }
  const row = rows[0]
  if (!row) return null
  const services = ((row.services as Array<Record<string, unknown>> | null) ?? [])
    .filter(active)
    .map<ShopService>((s) => ({
      id: String(s.id),
      name: String(s.name ?? ''),
      ...textsOrNull(s, ['name_zh', 'description', 'description_zh']),
      category: isCategory(s.category) ? s.category : null,
      price: numOrNull(s.price),
      price_is_from: s.price_is_from === true || s.price_is_from === 1,
      duration: numOrNull(s.duration),
      sort_order: numOrNull(s.sort_order) ?? 0,
    }))
    .sort((a, b) => a.sort_order - b.sort_order || a.name.localeCompare(b.name))
  const staff = ((row.staff as Array<Record<string, unknown>> | null) ?? [])
    .filter(active)
    .map<StaffMember>((s) => ({
      id: String(s.id),
      name: String(s.name ?? ''),
      ...textsOrNull(s, ['name_zh', 'title', 'title_zh', 'avatar_url']),
      sort_order: numOrNull(s.sort_order) ?? 0,
    }))
    .sort((a, b) => a.sort_order - b.sort_order || a.name.localeCompare(b.name))
  return {
    id: String(row.id),
    name: String(row.name ?? ''),
    ...textsOrNull(row, ['name_zh', 'description', 'description_zh', 'address', 'address_floor', 'address_zh', 'area', 'area_zh', 'district']),
    lat: numOrNull(row.lat),
    lng: numOrNull(row.lng),
    ...textsOrNull(row, ['phone_number', 'whatsapp', 'website', 'instagram_url']),
    operating_hours: hoursOf(row.operating_hours),
    is_verified: row.is_verified === true || row.is_verified === 1,
    rating: numOrNull(row.rating) ?? 0,
    total_ratings: numOrNull(row.total_ratings) ?? 0,
    min_price: numOrNull(row.min_price),
    ...textsOrNull(row, ['cover_url']),
    photo_urls: strings(row.photo_urls),
    categories: strings(row.categories),
    services,
    staff,
  }
}

export const shopQuery = (id: string) => queryOptions({ queryKey: marketKeys.shop(id), queryFn: () => getShop(id) })
