// Writes columns of one of the merchant's shops through /rest/v1. The policy lets only the
// owner (its kShopOwnerColumns) and admins update a shop; a row the caller may not change comes
// back as no row at all, which is an error here rather than a silent success.
import { getSupabase } from '@/lib/supabase'

export async function updateShop(shopId: string, changes: Record<string, unknown>): Promise<void> {
  const supabase = await getSupabase()
  const { data, error } = await supabase
    .from('businesses')
    .update({ ...changes, updated_at: new Date().toISOString() })
    .eq('id', shopId)
    .select('id')
  if (error) throw error
  if (!data || data.length === 0) throw new Error('not updated')
}
