// Role filters and badges of the people lists (spec section 6: Admin over Merchant over User).
import { badgeRole } from '@/lib/auth/user-display'
import type { Role } from '@/lib/enums'

export const ROLE_FILTERS = ['all', 'user', 'merchant', 'admin'] as const
export type RoleFilter = (typeof ROLE_FILTERS)[number]

/** The role names of embedded user_roles rows. */
export function rolesOf(rows: ReadonlyArray<{ role: string }> | null | undefined): string[] {
  return [...new Set((rows ?? []).map((r) => r.role))]
}

/** The one badge a person shows. */
export function badgeOf(rows: ReadonlyArray<{ role: string }> | null | undefined): Role {
  return badgeRole(rolesOf(rows))
}

/** Roles in badge order, for the detail panel. */
export function sortedRoles(roles: readonly string[]): string[] {
  const order = ['admin', 'merchant', 'user']
  const rank = (role: string) => (order.includes(role) ? order.indexOf(role) : order.length)
  return [...roles].sort((a, b) => rank(a) - rank(b))
}
