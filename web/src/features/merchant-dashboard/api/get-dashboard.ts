// The signed-in merchant's applications (own rows) and the shop created on approval.
import { queryOptions } from '@tanstack/react-query'
import { getSupabase } from '@/lib/supabase'
import type { ApplicationStatus } from '@/lib/enums'

export interface DashboardApplication {
  id: string
  application_number: string
  status: ApplicationStatus
  business_name: string | null
  submitted_at: string | null
  created_at: string
  rejection_reason: string | null
}

export interface DashboardShop {
  id: string
  name: string
  address: string | null
  district: string | null
  phone_number: string | null
  website: string | null
  business_types: string[] | null
  is_active: boolean
  is_verified: boolean
  verification_status: string | null
}

export interface DashboardData {
  user: { id: string; email: string; name: string } | null
  applications: DashboardApplication[]
  shops: DashboardShop[]
}

export const dashboardKeys = { all: ['merchant-dashboard'] as const }

export async function getDashboard(): Promise<DashboardData> {
  const supabase = await getSupabase()
  const { data: auth } = await supabase.auth.getSession()
  const user = auth.session?.user
  if (!user) return { user: null, applications: [], shops: [] }
  const [applications, shops] = await Promise.all([
    supabase
      .from('merchant_applications')
      .select('id, application_number, status, business_name, submitted_at, created_at, rejection_reason')
      .eq('user_id', user.id)
      .order('created_at', { ascending: false }),
    supabase.from('businesses').select('*').eq('merchant_id', user.id),
  ])
  if (applications.error) throw applications.error
  if (shops.error) throw shops.error
  const metadata = (user.user_metadata ?? {}) as Record<string, unknown>
  const name = typeof metadata.business_name === 'string' ? metadata.business_name : typeof metadata.name === 'string' ? metadata.name : ''
  return {
    user: { id: user.id, email: user.email ?? '', name },
    applications: (applications.data ?? []) as DashboardApplication[],
    shops: (shops.data ?? []) as DashboardShop[],
  }
}

export function dashboardQueryOptions() {
  return queryOptions({ queryKey: dashboardKeys.all, queryFn: getDashboard, retry: false })
}

export async function signOutMerchant(): Promise<void> {
  const supabase = await getSupabase()
  await supabase.auth.signOut()
}
