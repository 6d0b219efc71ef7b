// The guarded back office: non-admins go to /admin/login; admins get the sidebar (seven
// entries, the active one highlighted, the signed-in e-mail, Logout) and the screen. Below
// 1024 px the sidebar folds into a top bar with a menu button (a phone gets the whole width).
import { Suspense, useEffect, useState } from 'react'
import { Navigate, NavLink, Outlet, useLocation, useNavigate } from 'react-router'
import { LogOut, Menu, X } from 'lucide-react'
import { EmuMark } from '@/components/brand/emu-mark'
import { LoadingScreen } from '@/components/loading-screen'
import { paths } from '@/config/paths'
import { currentLanguage, setLanguage } from '@/lib/i18n'
import { cn } from '@/lib/cn'
import { marketplaceOpen } from '@/lib/app-config'
import { useAdminT, type AdminKey } from '../i18n/use-admin-t'
import { useAdminAuth } from './use-admin-auth'
import type { AdminOutletContext } from './admin-context'

export const ADMIN_NAV: ReadonlyArray<{ to: string; key: AdminKey }> = [
  { to: paths.admin.dashboard.getHref(), key: 'nav.dashboard' },
  { to: paths.admin.verification.getHref(), key: 'nav.verification' },
  { to: paths.admin.quickApplications.getHref(), key: 'nav.quickApplications' },
  { to: paths.admin.businessClaims.getHref(), key: 'nav.businessClaims' },
  { to: paths.admin.shops.getHref(), key: 'nav.shops' },
  { to: paths.admin.merchants.getHref(), key: 'nav.merchants' },
  { to: paths.admin.users.getHref(), key: 'nav.users' },
  { to: paths.admin.settings.getHref(), key: 'nav.settings' },
]

/**
 * The sidebar: the spec's seven entries, and with the marketplace open Reviews (the moderation
 * queue) and Money (deposits held, refunds pending, payouts due) before Settings.
 */
export function adminNav(): ReadonlyArray<{ to: string; key: AdminKey }> {
  if (!marketplaceOpen()) return ADMIN_NAV
  const reviews = { to: paths.admin.reviews.getHref(), key: 'nav.reviews' as const }
  const money = { to: paths.admin.money.getHref(), key: 'nav.money' as const }
  return [...ADMIN_NAV.slice(0, 3), reviews, ...ADMIN_NAV.slice(3, -1), money, ...ADMIN_NAV.slice(-1)]
}

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
  const { pathname } = useLocation()
  const { state, signOut } = useAdminAuth()
  const [menuOpen, setMenuOpen] = useState(false)
  const nav = adminNav()
  const active = nav.find((item) => pathname.startsWith(item.to))
  const pageTitle = active ? `${t(active.key)} – ${t('nav.title')}` : t('nav.title')

  // Each screen's own tab title, in the current language; the menu closes on navigation.
  useEffect(() => {
    document.title = pageTitle
  }, [pageTitle])
  useEffect(() => setMenuOpen(false), [pathname])

  if (state.status === 'checking') return <CheckingAuth />
  if (state.status !== 'admin') return <Navigate to={paths.admin.login.getHref()} replace />

  const context: AdminOutletContext = { identity: state.identity, signOut }
  const logout = async () => {
    await signOut()
    void navigate(paths.admin.login.getHref(), { replace: true })
  }
  const toggleLanguage = () => void setLanguage(currentLanguage() === 'en' ? 'zh-HK' : 'en')

  const navigation = (
    <>
      <nav aria-label={t('nav.label')} className="flex-1">
        <ul className="flex flex-col gap-1">
          {nav.map((item) => (
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
      <div className="mt-4 border-t border-stone-200 pt-4">
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
    </>
  )
  const brand = (
    <p className="flex items-center gap-2 px-3 text-lg font-semibold text-stone-900">
      <EmuMark className="size-7" />
      {t('nav.title')}
    </p>
  )

  return (
    <div className="min-h-screen bg-stone-50 lg:flex">
      <aside className="sticky top-0 hidden h-screen w-64 shrink-0 flex-col border-r border-stone-200 bg-white p-4 lg:flex">
        <div className="mb-6">{brand}</div>
        {navigation}
      </aside>
      <header className="sticky top-0 z-30 border-b border-stone-200 bg-white lg:hidden">
        <div className="flex h-14 items-center justify-between gap-2 pr-2">
          {brand}
          <button
            type="button"
            aria-expanded={menuOpen}
            aria-controls="admin-menu"
            aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
            onClick={() => setMenuOpen((open) => !open)}
            className="inline-flex size-10 items-center justify-center rounded-md text-stone-800 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-rose-600"
          >
            {menuOpen ? <X aria-hidden="true" className="size-5" /> : <Menu aria-hidden="true" className="size-5" />}
          </button>
        </div>
        {menuOpen && (
          <div id="admin-menu" className="flex max-h-[calc(100svh-3.5rem)] flex-col overflow-y-auto border-t border-stone-200 p-3 shadow-sm">
            {navigation}
          </div>
        )}
      </header>
      <main className="min-w-0 flex-1 p-4 sm:p-6 lg:p-8">
        <Suspense fallback={<LoadingScreen fullScreen={false} />}>
          <Outlet context={context} />
        </Suspense>
      </main>
    </div>
  )
}
