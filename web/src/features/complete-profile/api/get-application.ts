// The application of /merchant/complete-profile/:applicationId. Anonymous visitors may read a
// draft by its exact id; anything else answers "not found".
import { queryOptions } from '@tanstack/react-query'
import { getSupabase } from '@/lib/supabase'
import { isNotFoundError, UUID_PATTERN, type MerchantApplicationRow } from '@/lib/merchant-application'

export const profileKeys = {
  all: ['complete-profile'] as const,
  byId: (id: string) => [...profileKeys.all, id] as const,
}

export async function getApplication(id: string): Promise<MerchantApplicationRow | null> {
  if (!UUID_PATTERN.test(id)) return null
  const supabase = await getSupabase()
  const { data, error } = await supabase.from('merchant_applications').select('*').eq('id', id).single()
  if (error) {
    if (isNotFoundError(error)) return null
    throw error
  }
  return data as MerchantApplicationRow
}

export function applicationQueryOptions(id: string) {
  return queryOptions({ queryKey: profileKeys.byId(id), queryFn: () => getApplication(id), retry: false, staleTime: Infinity })
}
