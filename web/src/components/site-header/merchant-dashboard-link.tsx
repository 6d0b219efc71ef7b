// The landing navbar's Dashboard link for a signed-in merchant. Its own chunk (the roles query,
// TanStack's useQuery, the enumerations), loaded only once someone is signed in, so a visitor's
// first paint of /for-business does not carry it.
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { LayoutDashboard } from 'lucide-react'
import { buttonClasses } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { useUserRoles } from '@/lib/auth/roles'

export default function MerchantDashboardLink({ userId, label, fallback }: { userId: string; label: string; fallback: ReactNode }) {
  const roles = useUserRoles(userId)
  if (!roles?.includes('merchant')) return fallback
  return (
    <Link to={paths.merchant.dashboard.getHref()} className={buttonClasses('secondary', 'sm')}>
      <LayoutDashboard aria-hidden="true" className="size-4" />
      {label}
    </Link>
  )
}
