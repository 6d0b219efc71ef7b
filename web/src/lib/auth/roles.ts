// A user's roles from user_roles, cached for 5 minutes (spec section 9). When the user has no
// rows or the query fails, the default role applies (the server writes the default rows).
import { queryOptions, useQuery } from '@tanstack/react-query'
import { isEnumValue, ROLES, type Role } from '@/lib/enums'
import { getSupabase } from '@/lib/supabase'

export const ROLE_CACHE_MS = 5 * 60 * 1000
export const DEFAULT_ROLES: readonly Role[] = ['user']

export const roleKeys = {
  all: ['user-roles'] as const,
  ofUser: (userId: string) => [...roleKeys.all, userId] as const,
}

/** The known roles in `rows`, without duplicates; the default role when there are none. */
export function rolesFromRows(rows: ReadonlyArray<{ role: unknown }> | null): Role[] {
  const roles = [...new Set((rows ?? []).map((row) => row.role))].filter((role) =>
    isEnumValue(ROLES, role),
  )
  return roles.length > 0 ? roles : [...DEFAULT_ROLES]
}

export async function fetchUserRoles(userId: string): Promise<Role[]> {
  const supabase = await getSupabase()
  const { data, error } = await supabase.from('user_roles').select('role').eq('user_id', userId)
  if (error) {
    console.error('Could not load the user roles; using the default role', error)
    return [...DEFAULT_ROLES]
  }
  return rolesFromRows(data)
}

export function userRolesQueryOptions(userId: string) {
  return queryOptions({
    queryKey: roleKeys.ofUser(userId),
    queryFn: () => fetchUserRoles(userId),
    staleTime: ROLE_CACHE_MS,
    gcTime: ROLE_CACHE_MS,
  })
}

/** The roles of the signed-in user; undefined while signed out or loading. */
export function useUserRoles(userId: string | undefined): Role[] | undefined {
  const query = useQuery({ ...userRolesQueryOptions(userId ?? ''), enabled: Boolean(userId) })
  return userId ? query.data : undefined
}
