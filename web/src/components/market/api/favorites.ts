// The signed-in user's favourite shops (table favorites; the policy shows a user only their
// own rows), behind the hearts, /favorites and /user/bookmarks.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { getSupabase } from '@/lib/supabase'
import type { ShopSummary } from '@/components/market/types'
import { marketKeys } from './keys'
import { toShopSummary } from './search-shops'

export const FAVORITE_SHOP_COLUMNS =
  'id,name,name_zh,area,area_zh,district,categories,rating,total_ratings,min_price,is_verified,cover_url'

export async function listFavoriteIds(): Promise<string[]> {
  const supabase = await getSupabase()
  const { data, error } = await supabase.from('favorites').select('business_id')
  if (error) throw error
  return (data ?? []).map((row: { business_id: string }) => row.business_id)
}

export interface FavoriteShop {
  shop: ShopSummary
  created_at: string
}

export async function listFavorites(): Promise<FavoriteShop[]> {
  const supabase = await getSupabase()
  const { data, error } = await supabase
    .from('favorites')
    .select(`created_at,businesses(${FAVORITE_SHOP_COLUMNS})`)
    .order('created_at', { ascending: false })
  if (error) throw error
  return (data ?? [])
    .filter((row: { businesses: unknown }) => row.businesses)
    .map((row: { created_at: string; businesses: unknown }) => ({
      created_at: row.created_at,
      shop: toShopSummary((Array.isArray(row.businesses) ? row.businesses[0] : row.businesses) as Record<string, unknown>),
    }))
}

export async function setFavorite(userId: string, shopId: string, on: boolean): Promise<void> {
  const supabase = await getSupabase()
  const { error } = on
    ? await supabase.from('favorites').insert({ user_id: userId, business_id: shopId })
    : await supabase.from('favorites').delete().eq('user_id', userId).eq('business_id', shopId)
  // Already a favourite (another tab or device saved it): the wanted state holds.
  if (error && !(on && error.code === '23505')) throw error
}

export const favoriteIdsQuery = (userId: string) =>
  queryOptions({ queryKey: marketKeys.favoriteIds(userId), queryFn: listFavoriteIds })

export const favoritesQuery = (userId: string) =>
  queryOptions({ queryKey: marketKeys.favorites(userId), queryFn: listFavorites })

export function useSetFavorite(userId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ shopId, on }: { shopId: string; on: boolean }) => setFavorite(userId, shopId, on),
    onMutate: async ({ shopId, on }) => {
      const key = marketKeys.favoriteIds(userId)
      await client.cancelQueries({ queryKey: key })
      const before = client.getQueryData<string[]>(key)
      client.setQueryData<string[]>(key, (ids = []) => (on ? [...new Set([...ids, shopId])] : ids.filter((id) => id !== shopId)))
      return { before }
    },
    onError: (_error, _vars, context) => {
      if (context?.before) client.setQueryData(marketKeys.favoriteIds(userId), context.before)
    },
    onSettled: () => {
      void client.invalidateQueries({ queryKey: marketKeys.favoriteIds(userId) })
      void client.invalidateQueries({ queryKey: marketKeys.favorites(userId) })
    },
  })
}
