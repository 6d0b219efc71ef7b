// A merchant_applications row as /rest/v1 returns it (the generated database.types.ts), shared
// by the screens that edit the draft application (onboarding wizard, complete profile), the
// merchant dashboard and the back office. Lists are JSON arrays; times are ISO-8601 strings.
import type { Tables } from '@/lib/database.types'
import type { ApplicationStatus } from '@/lib/enums'

export type MerchantApplicationRow = Omit<
  Tables<'merchant_applications'>,
  'status' | 'business_types' | 'reviewer_remark' | 'reviewed_by'
> & {
  status: ApplicationStatus
  business_types: string[] | null
}

/** The whole row, review fields included, as the back office reads it. */
export type MerchantApplication = Omit<Tables<'merchant_applications'>, 'business_types'> & {
  business_types: string[] | null
}

/** A UUID as the server's ids are written (a link with anything else cannot name an application). */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** PostgREST answers for "no such row" (0 rows for .single()) and for a malformed id. */
export function isNotFoundError(error: { code?: string } | null | undefined): boolean {
  return error?.code === 'PGRST116' || error?.code === '22P02'
}
