// People lists: user_profiles with their roles embedded, paged and searched on the server.
// The role filter uses an inner embed, so the count is the filtered count.
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { Tables } from '@/lib/database.types'
import { selectNewestPage } from '../../api/select-page'
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

export function listPeople(role: RoleFilter, search: string, page: number) {
  const roles = role === 'all' ? 'user_roles(role)' : 'user_roles!inner(role)'
  const extra = role === 'merchant' ? ',merchants(business_name)' : ''
  return selectNewestPage<PersonRow>('user_profiles', `user_id,email,name,phone_number,avatar_url,created_at,${roles}${extra}`, page, {
    key: 'user_id',
    search: { columns: ['email', 'name'], term: search },
    refine: (query) => (role === 'all' ? query : query.eq('user_roles.role', role)),
  })
}

export const peopleQuery = (role: RoleFilter, search: string, page: number) =>
  queryOptions({
    queryKey: peopleKeys.list(role, search, page),
    queryFn: () => listPeople(role, search, page),
    placeholderData: keepPreviousData,
  })
