// The marketplace's data as the screens use it (marketplace.md section 2 and C.3). Rows come
// from /rest/v1 (supabase-js embeds) and the search-shops function.
import type { ServiceCategory } from '@/config/paths'

/** One shop of a result list: the search-shops answer shape (C.3). */
export interface ShopSummary {
  id: string
  name: string
  name_zh: string | null
  area: string | null
  area_zh: string | null
  district: string | null
  categories: string[]
  rating: number
  total_ratings: number
  min_price: number | null
  is_verified: boolean
  cover_url: string | null
}

export interface SearchResult {
  total: number
  shops: ShopSummary[]
}

export interface ShopService {
  id: string
  name: string
  name_zh: string | null
  description: string | null
  description_zh: string | null
  category: ServiceCategory | null
  price: number | null
  price_is_from: boolean
  duration: number | null
  sort_order: number
}

export interface StaffMember {
  id: string
  name: string
  name_zh: string | null
  title: string | null
  title_zh: string | null
  avatar_url: string | null
  sort_order: number
}

export interface ShopReview {
  id: string
  rating: number
  comment: string | null
  created_at: string
  booking_id: string | null
  status: string
}

export interface ShopDetail {
  id: string
  name: string
  name_zh: string | null
  description: string | null
  description_zh: string | null
  address: string | null
  address_floor: string | null
  area: string | null
  area_zh: string | null
  district: string | null
  lat: number | null
  lng: number | null
  phone_number: string | null
  whatsapp: string | null
  website: string | null
  operating_hours: Record<string, string> | null
  is_verified: boolean
  rating: number
  total_ratings: number
  min_price: number | null
  cover_url: string | null
  photo_urls: string[]
  categories: string[]
  services: ShopService[]
  staff: StaffMember[]
}
