// The result pages' filters live in the URL so a result page can be shared:
// /services/category/nails?district=Wan+Chai&area=causeway-bay&price=300-600&rating=4&verified=1&sort=rating&page=2
// The category is part of the path (/services/category/{name}); everything else is the query.
import type { ServiceCategory } from '@/config/paths'
import { DISTRICTS, isEnumValue, type District } from '@/lib/enums'
import { areaBySlug } from '@/components/market/areas'
import { isCategory } from '@/components/market/categories'

export const SORTS = ['relevance', 'rating', 'price', 'distance'] as const
export type Sort = (typeof SORTS)[number]

/** Price bands on a shop's lowest price (min_price), HK$. */
export const PRICE_BANDS = {
  'under-300': { min: null, max: 299.99 },
  '300-600': { min: 300, max: 600 },
  '600-1000': { min: 600, max: 1000 },
  'over-1000': { min: 1000, max: null },
} as const
export type PriceBand = keyof typeof PRICE_BANDS
export const PRICE_BAND_KEYS = Object.keys(PRICE_BANDS) as PriceBand[]

export const RATING_FLOORS = [3, 4, 4.5] as const
export type RatingFloor = (typeof RATING_FLOORS)[number]

export const PAGE_SIZE = 12

export interface ShopFilters {
  q: string
  category: ServiceCategory | null
  district: District | null
  area: string | null
  price: PriceBand | null
  rating: RatingFloor | null
  verified: boolean
  sort: Sort
  page: number
}

export const EMPTY_FILTERS: ShopFilters = {
  q: '',
  category: null,
  district: null,
  area: null,
  price: null,
  rating: null,
  verified: false,
  sort: 'relevance',
  page: 1,
}

export { isCategory }

/** The filters of a result page's URL; unknown or malformed values are ignored. */
export function filtersFromUrl(category: string | undefined, search: URLSearchParams): ShopFilters {
  const district = search.get('district')
  const area = search.get('area')
  const price = search.get('price')
  const rating = Number(search.get('rating'))
  const sort = search.get('sort')
  const page = Number(search.get('page'))
  return {
    q: (search.get('q') ?? '').trim().slice(0, 100),
    category: isCategory(category) ? category : null,
    district: isEnumValue(DISTRICTS, district) ? district : null,
    area: areaBySlug(area) ? area : null,
    price: price !== null && price in PRICE_BANDS ? (price as PriceBand) : null,
    rating: (RATING_FLOORS as readonly number[]).includes(rating) ? (rating as RatingFloor) : null,
    verified: search.get('verified') === '1',
    sort: (SORTS as readonly string[]).includes(sort ?? '') ? (sort as Sort) : 'relevance',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  }
}

/** The path and query of `filters` (defaults left out, so equal filters give equal URLs). */
export function urlOfFilters(filters: ShopFilters): string {
  const path = filters.category ? `/services/category/${filters.category}` : '/services'
  const query = new URLSearchParams()
  if (filters.q) query.set('q', filters.q)
  if (filters.district) query.set('district', filters.district)
  if (filters.area) query.set('area', filters.area)
  if (filters.price) query.set('price', filters.price)
  if (filters.rating !== null) query.set('rating', String(filters.rating))
  if (filters.verified) query.set('verified', '1')
  if (filters.sort !== 'relevance') query.set('sort', filters.sort)
  if (filters.page > 1) query.set('page', String(filters.page))
  const qs = query.toString()
  return qs ? `${path}?${qs}` : path
}

/** A change of any filter but the page starts again at page 1. */
export function withFilter(filters: ShopFilters, change: Partial<Omit<ShopFilters, 'page'>>): ShopFilters {
  return { ...filters, ...change, page: 1 }
}

export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / PAGE_SIZE))
}

export interface Coordinates {
  lat: number
  lng: number
}

/**
 * The search-shops request body (marketplace.md C.3; server/src/search/shop_search.hpp) of
 * `filters`: the area chip is the shop's area (English or Chinese name); distance needs the
 * visitor's coordinates (without them the sort is relevance).
 */
export function searchBody(filters: ShopFilters, coords: Coordinates | null): Record<string, unknown> {
  const area = areaBySlug(filters.area)
  const q = filters.q
  const sort: Sort = filters.sort === 'distance' && !coords ? 'relevance' : filters.sort
  const body: Record<string, unknown> = {
    q,
    sort,
    limit: PAGE_SIZE,
    offset: (filters.page - 1) * PAGE_SIZE,
  }
  if (filters.district) body.district = filters.district
  if (filters.category) body.category = filters.category
  if (area) body.area = area.en
  if (sort === 'distance' && coords) {
    body.lat = coords.lat
    body.lng = coords.lng
  }
  const band = filters.price ? PRICE_BANDS[filters.price] : null
  if (band?.min != null) body.price_min = band.min
  if (band?.max != null) body.price_max = band.max
  if (filters.rating !== null) body.min_rating = filters.rating
  if (filters.verified) body.verified = true
  return body
}
