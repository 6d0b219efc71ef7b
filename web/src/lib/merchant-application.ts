// A merchant_applications row as /rest/v1 returns it (the generated database.types.ts), shared
// by the screens that edit the draft application (onboarding wizard, complete profile), the
// merchant dashboard and the back office. Lists are JSON arrays; times are ISO-8601 strings.
import { queryOptions } from '@tanstack/react-query'
import type { Tables } from '@/lib/database.types'
import type { ApplicationStatus } from '@/lib/enums'
import { getSupabase } from '@/lib/supabase'

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

/** One cache entry per application row, whichever screen reads it. */
export const applicationRowKeys = {
  all: ['merchant-application'] as const,
  byId: (id: string) => [...applicationRowKeys.all, id] as const,
}

/** The row, or null when there is none this caller may read (unknown, malformed id, or not a
 * draft for an anonymous visitor, who may read a draft by its exact id). */
export async function getApplicationRow(id: string): Promise<MerchantApplicationRow | null> {
  if (!UUID_PATTERN.test(id)) return null
  const supabase = await getSupabase()
  const { data, error } = await supabase.from('merchant_applications').select('*').eq('id', id).single()
  if (error) {
    if (isNotFoundError(error)) return null
    throw error
  }
  return data as MerchantApplicationRow
}

export function applicationRowQueryOptions(id: string) {
  return queryOptions({
    queryKey: applicationRowKeys.byId(id),
    queryFn: () => getApplicationRow(id),
    staleTime: Infinity,
    retry: false,
  })
}
