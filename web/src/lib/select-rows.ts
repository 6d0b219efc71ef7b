// The rows of one table a signed-in read answers through supabase-js (/rest/v1), its error
// thrown: `refine` adds the filters and the order to `select(columns)`.
import type { SupabaseClient } from '@supabase/supabase-js'
import { getSupabase } from '@/lib/supabase'

type Selected = ReturnType<ReturnType<SupabaseClient['from']>['select']>

export async function selectRows<T>(
  table: string,
  columns: string,
  refine: (query: Selected) => PromiseLike<{ data: unknown; error: unknown }>,
): Promise<T[]> {
  const supabase = await getSupabase()
  const { data, error } = await refine(supabase.from(table).select(columns))
  if (error) throw error
  return (data ?? []) as T[]
}
