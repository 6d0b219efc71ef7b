// The marketplace's data as the screens use it (marketplace.md section 2 and C.3). Rows come
// from /rest/v1 (supabase-js embeds) and the search-shops function.
// Column names and types come from the generated row types (database.types.ts), so a renamed
// or retyped column breaks the build here; JSON lists are narrowed to what the screens use.
import type { ServiceCategory } from '@/config/paths'
import type { Tables } from '@/lib/database.types'

type Business = Tables<'businesses'>
type Service = Tables<'services'>
type Staff = Tables<'staff'>

/** One shop of a result list: the search-shops answer shape (C.3). */
export interface ShopSummary
  extends Pick<Business, 'id' | 'name' | 'name_zh' | 'area' | 'area_zh' | 'district' | 'rating' | 'total_ratings' | 'min_price' | 'is_verified' | 'cover_url'> {
  categories: string[]
  /** Only when sorted by distance: km from the visitor. */
  distance_km?: number
}

export interface SearchResult {
  total: number
  shops: ShopSummary[]
}

export interface ShopService
  extends Pick<Service, 'id' | 'name' | 'name_zh' | 'description' | 'description_zh' | 'price' | 'price_is_from' | 'duration' | 'sort_order'> {
  category: ServiceCategory | null
}

export type StaffMember = Pick<Staff, 'id' | 'name' | 'name_zh' | 'title' | 'title_zh' | 'avatar_url' | 'sort_order'>

export interface ShopDetail
  extends Pick<
    Business,
    | 'id' | 'name' | 'name_zh' | 'description' | 'description_zh' | 'address' | 'address_floor' | 'address_zh' | 'area' | 'area_zh'
    | 'district' | 'lat' | 'lng' | 'phone_number' | 'whatsapp' | 'website' | 'instagram_url' | 'is_verified' | 'rating' | 'total_ratings'
    | 'min_price' | 'cover_url'
  > {
  operating_hours: Record<string, string> | null
  photo_urls: string[]
  categories: string[]
  services: ShopService[]
  staff: StaffMember[]
}
