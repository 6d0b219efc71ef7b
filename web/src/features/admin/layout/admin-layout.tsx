// The guarded back office: non-admins go to /admin/login; admins get the sidebar (seven
// entries, the active one highlighted, the signed-in e-mail, Logout) and the screen.
import { Suspense } from 'react'
import { Navigate, NavLink, Outlet, useNavigate } from 'react-router'
import { LogOut } from 'lucide-react'
import { LoadingScreen } from '@/components/loading-screen'
import { paths } from '@/config/paths'
import { currentLanguage, setLanguage } from '@/lib/i18n'
import { cn } from '@/lib/cn'
import { useAdminT, type AdminKey } from '../i18n/use-admin-t'
import { useAdminAuth } from './use-admin-auth'
import type { AdminOutletContext } from './admin-context'

export const ADMIN_NAV: ReadonlyArray<{ to: string; key: AdminKey }> = [
  { to: paths.admin.dashboard.getHref(), key: 'nav.dashboard' },
  { to: paths.admin.verification.getHref(), key: 'nav.verification' },
  { to: paths.admin.businessClaims.getHref(), key: 'nav.businessClaims' },
  { to: paths.admin.shops.getHref(), key: 'nav.shops' },
  { to: paths.admin.merchants.getHref(), key: 'nav.merchants' },
  { to: paths.admin.users.getHref(), key: 'nav.users' },
  { to: paths.admin.settings.getHref(), key: 'nav.settings' },
]

export function CheckingAuth() {
  const { t } = useAdminT()
  return (
    <div role="status" className="flex min-h-screen items-center justify-center bg-stone-50 text-sm text-stone-600">
      {t('guard.checking')}
    </div>
  )
}

export default function AdminLayout() {
  const { t } = useAdminT()
  const navigate = useNavigate()
  const { state, signOut } = useAdminAuth()

  if (state.status === 'checking') return <CheckingAuth />
  if (state.status !== 'admin') return <Navigate to={paths.admin.login.getHref()} replace />

  const context: AdminOutletContext = { identity: state.identity, signOut }
  const logout = async () => {
    await signOut()
    void navigate(paths.admin.login.getHref(), { replace: true })
  }
  const toggleLanguage = () => void setLanguage(currentLanguage() === 'en' ? 'zh-HK' : 'en')

  return (
    <div className="flex min-h-screen bg-stone-50">
      <aside className="sticky top-0 flex h-screen w-64 shrink-0 flex-col border-r border-stone-200 bg-white p-4">
        <p className="mb-6 px-3 text-lg font-semibold text-stone-900">{t('nav.title')}</p>
        <nav aria-label={t('nav.label')} className="flex-1">
          <ul className="flex flex-col gap-1">
            {ADMIN_NAV.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  className={({ isActive }) =>
                    cn(
                      'block rounded-md px-3 py-2 text-sm',
                      isActive ? 'bg-stone-900 font-medium text-white' : 'text-stone-700 hover:bg-stone-100',
                    )
                  }
                >
                  {t(item.key)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="border-t border-stone-200 pt-4">
          <p className="px-3 text-xs text-stone-500">{t('nav.signedInAs')}</p>
          <p data-testid="admin-email" className="truncate px-3 text-sm font-medium text-stone-900">
            {state.identity.email}
          </p>
          <div className="mt-3 flex items-center gap-2 px-3">
            <button
              type="button"
              onClick={() => void logout()}
              className="inline-flex items-center gap-1.5 rounded-md border border-stone-300 px-3 py-1.5 text-sm text-stone-800 hover:bg-stone-100"
            >
              <LogOut aria-hidden="true" className="size-4" />
              {t('nav.logout')}
            </button>
            <button type="button" onClick={toggleLanguage} className="rounded-md px-2 py-1.5 text-sm text-stone-600 hover:bg-stone-100">
              {t('nav.language')}
            </button>
          </div>
        </div>
      </aside>
      <main className="min-w-0 flex-1 p-6 lg:p-8">
        <Suspense fallback={<LoadingScreen fullScreen={false} />}>
          <Outlet context={context} />
        </Suspense>
      </main>
    </div>
  )
}
