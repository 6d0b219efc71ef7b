import { Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { NavLink, Outlet } from 'react-router'
import { LoadingScreen } from '@/components/loading-screen'
import { paths } from '@/config/paths'

// The admin guard (role check, redirect to /admin/login) is later work;
// for now the layout is the sidebar and the outlet.
const NAV = [
  { to: paths.admin.dashboard.getHref(), key: 'admin.nav.dashboard' },
  { to: paths.admin.verification.getHref(), key: 'admin.nav.verification' },
  { to: paths.admin.businessClaims.getHref(), key: 'admin.nav.businessClaims' },
  { to: paths.admin.shops.getHref(), key: 'admin.nav.shops' },
  { to: paths.admin.merchants.getHref(), key: 'admin.nav.merchants' },
  { to: paths.admin.users.getHref(), key: 'admin.nav.users' },
  { to: paths.admin.settings.getHref(), key: 'admin.nav.settings' },
] as const

export default function AdminLayout() {
  const { t } = useTranslation()
  return (
    <div className="flex min-h-screen bg-neutral-50">
      <aside className="w-64 shrink-0 border-r border-neutral-200 bg-white p-4">
        <p className="mb-4 px-3 text-lg font-semibold">{t('admin.layout.title')}</p>
        <nav aria-label={t('admin.layout.navLabel')}>
          <ul className="flex flex-col gap-1">
            {NAV.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  className={({ isActive }) =>
                    `block rounded-md px-3 py-2 text-sm ${
                      isActive
                        ? 'bg-neutral-900 font-medium text-white'
                        : 'text-neutral-700 hover:bg-neutral-100'
                    }`
                  }
                >
                  {t(item.key)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <div className="min-w-0 flex-1">
        <Suspense fallback={<LoadingScreen fullScreen={false} />}>
          <Outlet />
        </Suspense>
      </div>
    </div>
  )
}
