// How a user appears in the header (spec section 2, user menu; section 6, badges).
import { ROLES, type Role } from '@/lib/enums'

/** First letters of up to two words of the name, uppercased; 'U' when there is no name. */
export function userInitials(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean)
  const letters = words.slice(0, 2).map((word) => Array.from(word)[0] ?? '')
  return letters.join('').toUpperCase() || 'U'
}

/** The name, or `fallback` (the translated 'User') when it is empty. */
export function userDisplayName(name: string | null | undefined, fallback: string): string {
  const trimmed = (name ?? '').trim()
  return trimmed || fallback
}

/** The badge to show: Admin over Merchant over User. */
export function badgeRole(roles: readonly string[]): Role {
  return ROLES.find((role) => roles.includes(role.value))?.value ?? 'user'
}
