// One page of shops from the search-shops function (marketplace.md C.3, public).
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { publicFunction } from '@/lib/public-function'
import type { SearchResult, ShopSummary } from '@/components/market/types'
import { marketKeys } from './keys'

function asStrings(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string')
  if (typeof value === 'string') {
    try {
      return asStrings(JSON.parse(value))
    } catch {
      return []
    }
  }
  return []
}

const num = (value: unknown, fallback: number) => {
  const n = typeof value === 'string' ? Number(value) : value
  return typeof n === 'number' && Number.isFinite(n) ? n : fallback
}

/** A shop row of any of the marketplace's answers, with numbers and lists normalised. */
export function toShopSummary(row: Record<string, unknown>): ShopSummary {
  const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null)
  const minPrice = row.min_price === null || row.min_price === undefined ? null : num(row.min_price, NaN)
  return {
    id: String(row.id),
    name: typeof row.name === 'string' ? row.name : '',
    name_zh: text(row.name_zh),
    area: text(row.area),
    area_zh: text(row.area_zh),
    district: text(row.district),
    categories: asStrings(row.categories),
    rating: num(row.rating, 0),
    total_ratings: num(row.total_ratings, 0),
    min_price: minPrice === null || Number.isNaN(minPrice) ? null : minPrice,
    is_verified: row.is_verified === true || row.is_verified === 1,
    cover_url: text(row.cover_url),
    ...(typeof row.distance_km === 'number' ? { distance_km: row.distance_km } : {}),
  }
}

export async function searchShops(body: Record<string, unknown>): Promise<SearchResult> {
  // A public function: a plain fetch as the anonymous role, so the home page's and the search
  // page's results do not wait for supabase-js.
  const answer = await publicFunction<{ total?: unknown; shops?: unknown }>('search-shops', body)
  const shops = Array.isArray(answer?.shops) ? answer.shops : []
  return {
    total: num(answer?.total, shops.length),
    shops: shops.map((row) => toShopSummary(row as Record<string, unknown>)),
  }
}

export const searchShopsQuery = (body: Record<string, unknown>) =>
  queryOptions({
    queryKey: marketKeys.search(body),
    queryFn: () => searchShops(body),
    placeholderData: keepPreviousData,
  })
