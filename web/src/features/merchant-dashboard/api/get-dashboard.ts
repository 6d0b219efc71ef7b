// The signed-in merchant's applications (own rows), the shops they own (the shop created on
// approval) and the shops whose team they are on (shop_members, salon-day.md C.1), each with the
// caller's role there.
import { queryOptions } from '@tanstack/react-query'
import type { Tables } from '@/lib/database.types'
import type { ApplicationStatus } from '@/lib/enums'
import { getSupabase } from '@/lib/supabase'

/** The columns shown of a merchant_applications row (the generated database.types.ts). */
export type DashboardApplication = Pick<
  Tables<'merchant_applications'>,
  'id' | 'application_number' | 'business_name' | 'submitted_at' | 'created_at' | 'rejection_reason'
> & { status: ApplicationStatus }

/** The caller's role in a shop: its owner (merchant_id) or a member of its team. */
export type ShopRole = 'owner' | 'manager' | 'staff'

/** The columns shown of a businesses row; business_types holds strings. */
export type DashboardShop = Pick<
  Tables<'businesses'>,
  'id' | 'name' | 'name_zh' | 'address' | 'district' | 'phone_number' | 'website' | 'is_active' | 'is_verified' | 'verification_status'
> & { business_types: string[] | null; role: ShopRole; staffId: string | null }

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
  const [applications, shops, memberships] = await Promise.all([
    supabase
      .from('merchant_applications')
      .select('id, application_number, status, business_name, submitted_at, created_at, rejection_reason')
      .eq('user_id', user.id)
      .order('created_at', { ascending: false }),
    supabase.from('businesses').select('*').eq('merchant_id', user.id).order('created_at'),
    supabase
      .from('shop_members')
      .select('role, staff_id, shop:businesses(*)')
      .eq('user_id', user.id)
      .eq('status', 'active')
      .order('created_at'),
  ])
  if (applications.error) throw applications.error
  if (shops.error) throw shops.error
  if (memberships.error) throw memberships.error
  const owned = (shops.data ?? []).map((s) => ({ ...s, role: 'owner' as const, staffId: null }))
  const joined = (memberships.data ?? []) as unknown as { role: string; staff_id: string | null; shop: Tables<'businesses'> | null }[]
  const member = joined.flatMap((m) =>
    m.shop && !owned.some((s) => s.id === m.shop?.id)
      ? [{ ...m.shop, role: m.role === 'manager' ? ('manager' as const) : ('staff' as const), staffId: m.staff_id }]
      : [],
  )
  const metadata = (user.user_metadata ?? {}) as Record<string, unknown>
  const name = typeof metadata.business_name === 'string' ? metadata.business_name : typeof metadata.name === 'string' ? metadata.name : ''
  return {
    user: { id: user.id, email: user.email ?? '', name },
    applications: (applications.data ?? []) as DashboardApplication[],
    shops: [...owned, ...member] as DashboardShop[],
  }
}

export function dashboardQueryOptions() {
  return queryOptions({ queryKey: dashboardKeys.all, queryFn: getDashboard, retry: false })
}

export async function signOutMerchant(): Promise<void> {
  const supabase = await getSupabase()
  await supabase.auth.signOut()
}
