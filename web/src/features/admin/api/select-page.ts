// One page of a back-office list through supabase-js, with the exact count for the pager: newest
// first (ties by `key`, ascending, so a page never repeats a row), `refine` adding the list's
// filters and `search` a term matched in any of its columns (ilikeAny).
import type { SupabaseClient } from '@supabase/supabase-js'
import { getSupabase } from '@/lib/supabase'
import { pageRange } from '../lib/pagination'
import { ilikeAny } from '../lib/search'

type Selected = ReturnType<ReturnType<SupabaseClient['from']>['select']>

export async function selectNewestPage<T>(
  table: string,
  columns: string,
  page: number,
  {
    search,
    key = 'id',
    refine = (query) => query,
  }: { search?: { columns: readonly string[]; term: string }; key?: string; refine?: (query: Selected) => Selected } = {},
): Promise<{ rows: T[]; total: number }> {
  const supabase = await getSupabase()
  const { from, to } = pageRange(page)
  let query = refine(supabase.from(table).select(columns, { count: 'exact' }))
    .order('created_at', { ascending: false })
    .order(key, { ascending: true })
    .range(from, to)
  const or = search && ilikeAny(search.columns, search.term)
  if (or) query = query.or(or)
  const { data, error, count } = await query
  if (error) throw error
  return { rows: (data ?? []) as T[], total: count ?? 0 }
}
