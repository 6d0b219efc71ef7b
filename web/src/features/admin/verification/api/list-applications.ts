// One page of applications in a status, newest first, optionally searched.
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { MerchantApplication } from '@/lib/merchant-application'
import { getSupabase } from '@/lib/supabase'
import { pageRange } from '../../lib/pagination'
import { ilikeAny } from '../../lib/search'
import { applicationKeys } from './keys'

export type { MerchantApplication }

export const SEARCH_COLUMNS = ['business_name', 'business_name_zh', 'application_number', 'contact_email', 'email'] as const

export async function listApplications(status: string, search: string, page: number) {
  const supabase = await getSupabase()
  const { from, to } = pageRange(page)
  let query = supabase
    .from('merchant_applications')
    .select('*', { count: 'exact' })
    .eq('status', status)
    .order('created_at', { ascending: false })
    .order('id', { ascending: true })
    .range(from, to)
  const or = ilikeAny(SEARCH_COLUMNS, search)
  if (or) query = query.or(or)
  const { data, error, count } = await query
  if (error) throw error
  return { rows: (data ?? []) as MerchantApplication[], total: count ?? 0 }
}

export const applicationsQuery = (status: string, search: string, page: number) =>
  queryOptions({
    queryKey: applicationKeys.list(status, search, page),
    queryFn: () => listApplications(status, search, page),
    placeholderData: keepPreviousData,
  })
