// Dashboard: real counts (ARCHITECTURE 9), Recent Activity from the audit log, Quick Actions.
import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { ClipboardCheck, Settings, Store, UserCog, Users } from 'lucide-react'
import { paths } from '@/config/paths'
import { PageHeader } from '../components/page-header'
import { StatCard, Section } from '../components/detail-list'
import { EmptyState, ErrorState, LoadingState } from '../components/states'
import { formatDateTime } from '@/lib/format'
import { useAdminT } from '../i18n/use-admin-t'
import { useAdminContext } from '../layout/admin-context'
import { dashboardKeys, dashboardStatsQuery } from './api/get-dashboard-stats'
import { useLiveInvalidate } from '@/lib/use-live-invalidate'
import { recentActivityQuery } from './api/list-recent-activity'
import { activityLine } from './dashboard.utils'
import { WeatherSwitch } from '@/features/admin/weather/weather-switch'
import { marketplaceOpen } from '@/lib/app-config'

export default function AdminDashboardPage() {
  const { t, language } = useAdminT()
  const { identity } = useAdminContext()
  const stats = useQuery(dashboardStatsQuery())
  // Pending counts follow new applications and claims as they arrive.
  useLiveInvalidate('merchant_applications', undefined, [dashboardKeys.all])
  useLiveInvalidate('business_claims', undefined, [dashboardKeys.all])
  const activity = useQuery(recentActivityQuery())
  const value = (n: number | undefined) => (stats.isError ? '—' : (n ?? '…'))

  const actions = [
    { to: paths.admin.verification.getHref(), label: t('dashboard.actionVerification'), icon: ClipboardCheck },
    { to: paths.admin.merchants.getHref(), label: t('dashboard.actionMerchants'), icon: UserCog },
    { to: paths.admin.shops.getHref(), label: t('dashboard.actionShops'), icon: Store },
    { to: paths.admin.users.getHref(), label: t('dashboard.actionUsers'), icon: Users },
    { to: paths.admin.settings.getHref(), label: t('dashboard.actionSettings'), icon: Settings },
  ]

  return (
    <div>
      <PageHeader title={t('dashboard.title')} subtitle={t('dashboard.welcome', { email: identity.email })} />
      {/* The weather rule applies to bookings, which exist only with the marketplace open (C.1). */}
      {marketplaceOpen() && <WeatherSwitch />}
      <div data-testid="dashboard-stats" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard label={t('dashboard.pending')} value={value(stats.data?.pendingVerifications)} />
        <StatCard label={t('dashboard.totalMerchants')} value={value(stats.data?.totalMerchants)} />
        <StatCard
          label={t('dashboard.activeMerchants')}
          value={value(stats.data?.activeMerchants)}
          hint={t('dashboard.activeHint')}
        />
        <StatCard label={t('dashboard.totalUsers')} value={value(stats.data?.totalUsers)} />
      </div>

      <div className="mt-6 grid gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <Section title={t('dashboard.recentActivity')}>
            {activity.isPending ? (
              <LoadingState label={t('common.loading')} className="py-6" />
            ) : activity.isError ? (
              <ErrorState label={t('common.loadFailed')} />
            ) : activity.data.length === 0 ? (
              <EmptyState label={t('dashboard.noActivity')} className="py-6" />
            ) : (
              <ul data-testid="recent-activity" className="divide-y divide-stone-100">
                {activity.data.map((entry) => (
                  <li key={entry.id} className="flex flex-wrap items-baseline justify-between gap-2 py-2.5 text-sm">
                    <span className="min-w-0 break-words text-stone-900" data-testid="activity-line">
                      {activityLine(entry, t)}
                    </span>
                    <time dateTime={entry.created_at} className="text-xs text-stone-500" data-testid="activity-time">
                      {formatDateTime(entry.created_at, language)} HKT
                    </time>
                  </li>
                ))}
              </ul>
            )}
          </Section>
        </div>
        <Section title={t('dashboard.quickActions')}>
          <ul className="grid gap-2">
            {actions.map(({ to, label, icon: Icon }) => (
              <li key={to}>
                <Link to={to} className="flex items-center gap-2 rounded-lg border border-stone-200 px-3 py-2 text-sm text-stone-800 hover:bg-stone-50">
                  <Icon aria-hidden="true" className="size-4 text-rose-600" />
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </Section>
      </div>
    </div>
  )
}
