// People lists: user_profiles with their roles embedded, paged and searched on the server.
// The role filter uses an inner embed, so the count is the filtered count.
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { Tables } from '@/lib/database.types'
import { getSupabase } from '@/lib/supabase'
import { pageRange } from '../../lib/pagination'
import { ilikeAny } from '../../lib/search'
import type { RoleFilter } from '../users.utils'

/** A user_profiles row (the generated database.types.ts) with its roles and merchant embedded. */
export type PersonRow = Omit<Tables<'user_profiles'>, 'updated_at'> & {
  user_roles: { role: string }[]
  merchants?: { business_name: string }[] | { business_name: string } | null
}

export const peopleKeys = {
  all: ['admin', 'people'] as const,
  list: (role: RoleFilter, search: string, page: number) => [...peopleKeys.all, 'list', role, search, page] as const,
  user: (id: string) => [...peopleKeys.all, 'user', id] as const,
  merchant: (id: string) => [...peopleKeys.all, 'merchant', id] as const,
}

export async function listPeople(role: RoleFilter, search: string, page: number) {
  const supabase = await getSupabase()
  const { from, to } = pageRange(page)
  const roles = role === 'all' ? 'user_roles(role)' : 'user_roles!inner(role)'
  const extra = role === 'merchant' ? ',merchants(business_name)' : ''
  let query = supabase
    .from('user_profiles')
    .select(`user_id,email,name,phone_number,avatar_url,created_at,${roles}${extra}`, { count: 'exact' })
    .order('created_at', { ascending: false })
    .order('user_id', { ascending: true })
    .range(from, to)
  if (role !== 'all') query = query.eq('user_roles.role', role)
  const or = ilikeAny(['email', 'name'], search)
  if (or) query = query.or(or)
  const { data, error, count } = await query
  if (error) throw error
  return { rows: (data ?? []) as unknown as PersonRow[], total: count ?? 0 }
}

export const peopleQuery = (role: RoleFilter, search: string, page: number) =>
  queryOptions({
    queryKey: peopleKeys.list(role, search, page),
    queryFn: () => listPeople(role, search, page),
    placeholderData: keepPreviousData,
  })
