import { queryOptions } from '@tanstack/react-query'
import { getSupabase } from '@/lib/supabase'
import { applicationKeys } from './keys'
import type { ApplicationTab } from '../verification.utils'

export type ApplicationCounts = Record<ApplicationTab, number>

export async function countApplications(): Promise<ApplicationCounts> {
  const supabase = await getSupabase()
  const count = (status: string) =>
    supabase.from('merchant_applications').select('id', { count: 'exact', head: true }).eq('status', status)
  const [pending, approved, rejected] = await Promise.all([count('pending_review'), count('approved'), count('rejected')])
  for (const r of [pending, approved, rejected]) if (r.error) throw r.error
  return { pending: pending.count ?? 0, approved: approved.count ?? 0, rejected: rejected.count ?? 0 }
}

export const applicationCountsQuery = () =>
  queryOptions({ queryKey: applicationKeys.counts(), queryFn: countApplications })
