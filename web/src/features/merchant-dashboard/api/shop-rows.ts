// The owner's rows of one of the shop's tables (services, staff: own_shop / own_staff policies)
// and the links between them (staff_services), written the same way for each.
import { getSupabase } from '@/lib/supabase'
import { setChange } from '../staff/lib/staff-schema'

export interface ShopRowInput {
  shopId: string
  /** The row to edit; none adds a row. */
  id?: string
  columns: object
  sortOrder?: number
}

/** Writes `columns` to the row, or adds a shown row of the shop (`shopColumn`) at `sortOrder`: its id. */
export async function saveShopRow(table: string, shopColumn: string, input: ShopRowInput): Promise<string> {
  const supabase = await getSupabase()
  if (input.id) {
    const { data, error } = await supabase.from(table).update({ ...input.columns, updated_at: new Date().toISOString() }).eq('id', input.id).select('id')
    if (error) throw error
    if (!data?.length) throw new Error('not updated')
    return input.id
  }
  const { data, error } = await supabase
    .from(table)
    .insert({ ...input.columns, [shopColumn]: input.shopId, is_active: true, sort_order: input.sortOrder ?? 0 })
    .select('id')
    .single()
  if (error) throw error
  return (data as { id: string }).id
}

/** Makes the link table hold `id` (in `column`) with exactly `after` (in `otherColumn`), where it held `before`. */
export async function relink(
  table: string,
  [column, id]: [string, string],
  otherColumn: string,
  before: readonly string[],
  after: readonly string[],
): Promise<void> {
  const supabase = await getSupabase()
  const { removed, added } = setChange(before, after)
  if (removed.length) {
    const res = await supabase.from(table).delete().eq(column, id).in(otherColumn, removed)
    if (res.error) throw res.error
  }
  if (added.length) {
    const res = await supabase.from(table).insert(added.map((other) => ({ [column]: id, [otherColumn]: other })))
    if (res.error) throw res.error
  }
}
