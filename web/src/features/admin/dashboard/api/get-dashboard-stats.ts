// The dashboard's four figures, each a HEAD request with an exact count (no rows travel).
import { queryOptions } from '@tanstack/react-query'
import { getSupabase } from '@/lib/supabase'

export interface DashboardStats {
  pendingVerifications: number
  totalMerchants: number
  activeMerchants: number
  totalUsers: number
}

export const dashboardKeys = {
  all: ['admin', 'dashboard'] as const,
  stats: () => [...dashboardKeys.all, 'stats'] as const,
  activity: () => [...dashboardKeys.all, 'activity'] as const,
}

export async function getDashboardStats(): Promise<DashboardStats> {
  const supabase = await getSupabase()
  const head = { count: 'exact', head: true } as const
  const [pending, merchants, active, users] = await Promise.all([
    supabase.from('merchant_applications').select('id', head).eq('status', 'pending_review'),
    supabase.from('user_roles').select('id', head).eq('role', 'merchant'),
    supabase.from('merchants').select('id', head).eq('onboarding_complete', true),
    supabase.from('user_profiles').select('user_id', head),
  ])
  for (const r of [pending, merchants, active, users]) if (r.error) throw r.error
  return {
    pendingVerifications: pending.count ?? 0,
    totalMerchants: merchants.count ?? 0,
    activeMerchants: active.count ?? 0,
    totalUsers: users.count ?? 0,
  }
}

export const dashboardStatsQuery = () => queryOptions({ queryKey: dashboardKeys.stats(), queryFn: getDashboardStats })
