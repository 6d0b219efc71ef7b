// Staff across active shops (marketplace.md C.2 /experts), optionally of one category and one
// district: staff embedded with their shop (!inner, so the shop filters apply to the staff).
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { getSupabase } from '@/lib/supabase'
import type { ServiceCategory } from '@/config/paths'
import type { District } from '@/lib/enums'
import { marketKeys } from '@/components/market/api/keys'
import { textsOrNull } from '@/components/market/api/row'

export const EXPERTS_LIMIT = 60

export interface Expert {
  id: string
  name: string
  name_zh: string | null
  title: string | null
  title_zh: string | null
  avatar_url: string | null
  shop: { id: string; name: string; name_zh: string | null; district: string | null; area: string | null; area_zh: string | null }
}

export async function listExperts(category: ServiceCategory | null, district: District | null): Promise<Expert[]> {
  const supabase = await getSupabase()
  const categories = category ? 'business_categories!inner(category)' : 'business_categories(category)'
  let query = supabase
    .from('staff')
    .select(`id,name,name_zh,title,title_zh,avatar_url,businesses!inner(id,name,name_zh,district,area,area_zh,is_active,${categories})`)
    .eq('is_active', true)
    .eq('businesses.is_active', true)
    .order('name', { ascending: true })
    .limit(EXPERTS_LIMIT)
  if (district) query = query.eq('businesses.district', district)
  if (category) query = query.eq('businesses.business_categories.category', category)
  const { data, error } = await query
  if (error) throw error
  return (data ?? []).map((row: Record<string, unknown>) => {
    const raw = row.businesses
    const shop = (Array.isArray(raw) ? raw[0] : raw) as Expert['shop']
    return {
      id: String(row.id),
      name: String(row.name ?? ''),
      ...textsOrNull(row, ['name_zh', 'title', 'title_zh', 'avatar_url']),
      shop,
    }
  })
}

export const expertsQuery = (category: ServiceCategory | null, district: District | null) =>
  queryOptions({
    queryKey: marketKeys.experts(category ?? '', district ?? ''),
    queryFn: () => listExperts(category, district),
    placeholderData: keepPreviousData,
  })
