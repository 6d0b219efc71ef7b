import { lazy, Suspense } from 'react'
import { Link, NavLink } from 'react-router'
import { useTranslation } from 'react-i18next'
import { Heart, Search } from 'lucide-react'
import { EmuLogo } from '@/components/brand/emu-mark'
import { buttonClasses } from '@/components/ui/button'
import { LanguageToggle } from '@/components/ui/language-toggle'
import { paths } from '@/config/paths'
import { useSession } from '@/lib/auth/session'
import { labelLang } from '@/lib/lang'
import { appLanguageOf, setLanguage } from '@/lib/i18n'
import { cn } from '@/lib/cn'
import { CATEGORY_LINKS, MAIN_LINKS } from './nav-links'
import { MenuToggle } from './menu-toggle'
import { useDisclosure } from './use-disclosure'

// Only signed-in visitors need the user menu (and the roles query): a lazy chunk.
const UserMenu = lazy(() => import('./user-menu').then((m) => ({ default: m.UserMenu })))
const UserMenuItems = lazy(() => import('./user-menu').then((m) => ({ default: m.UserMenuItems })))

const LINK_CLASSES =
  'rounded-md px-3 py-2 text-sm font-medium text-stone-700 hover:bg-rose-50 hover:text-rose-800 focus-visible:outline-2 focus-visible:outline-rose-600'

function navLinkClasses({ isActive }: { isActive: boolean }) {
  return cn(LINK_CLASSES, isActive && 'text-rose-700')
}

type HeaderLink = (typeof MAIN_LINKS)[number] | (typeof CATEGORY_LINKS)[number]

/** The links of a header list; in the small-screen menu (onNavigate closes it) each a whole row. */
function NavLinkItems({ links, end, onNavigate }: { links: readonly HeaderLink[]; end?: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation()
  return links.map((link) => (
    <li key={link.to}>
      <NavLink to={link.to} end={end} onClick={onNavigate} className={onNavigate ? (state) => cn(navLinkClasses(state), 'block') : navLinkClasses}>
        {t(link.key)}
      </NavLink>
    </li>
  ))
}

/** The public site's header: links, search and favourites, language, Login or the user menu. */
export function PublicHeader() {
  const { t, i18n } = useTranslation()
  const session = useSession()
  const mobile = useDisclosure<HTMLDivElement>()
  const lang = labelLang(i18n.language)
  const changeLanguage = (next: typeof lang) => void setLanguage(appLanguageOf(next))

  return (
    <header className="sticky top-0 z-30 border-b border-stone-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-[72px] max-w-6xl items-center gap-2 px-4">
        <Link
          to={paths.root.getHref()}
          aria-label={t('nav.homeLink')}
          className="mr-2 rounded-md focus-visible:outline-2 focus-visible:outline-rose-600"
        >
          <EmuLogo />
        </Link>

        <nav aria-label={t('nav.mainLabel')} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            <NavLinkItems links={MAIN_LINKS} end />
          </ul>
        </nav>

        <div className="ml-auto flex items-center gap-1">
          <Link to={paths.services.getHref()} aria-label={t('nav.search')} className={buttonClasses('ghost', 'icon')}>
            <Search aria-hidden="true" className="size-5" />
          </Link>
          <Link to={paths.favorites.getHref()} aria-label={t('nav.favorites')} className={buttonClasses('ghost', 'icon')}>
            <Heart aria-hidden="true" className="size-5" />
          </Link>
          <div className="mx-1 hidden sm:block">
            <LanguageToggle value={lang} onChange={changeLanguage} />
          </div>
          {session.status === 'signed-in' ? (
            <Suspense fallback={null}>
              <UserMenu user={session.user} className="ml-1 hidden lg:block" />
            </Suspense>
          ) : (
            <div className="ml-1 hidden lg:block">
              <Link to={paths.auth.login.getHref()} className={buttonClasses('primary', 'sm')}>
                {t('nav.login')}
              </Link>
            </div>
          )}
          <MenuToggle menu={mobile} controls="mobile-menu" labels={{ open: t('common.openMenu'), close: t('common.closeMenu') }} className="lg:hidden" />
        </div>
      </div>

      <nav aria-label={t('nav.categoriesLabel')} className="hidden border-t border-stone-100 lg:block">
        <ul className="mx-auto flex h-11 max-w-6xl items-center gap-1 px-4">
          <NavLinkItems links={CATEGORY_LINKS} />
        </ul>
      </nav>

      {mobile.open && (
        <div
          ref={mobile.panelRef}
          id="mobile-menu"
          className="max-h-[calc(100svh-72px)] overflow-y-auto border-t border-stone-200 bg-white px-4 pt-2 pb-6 lg:hidden"
        >
          <nav aria-label={t('nav.mainLabel')}>
            <ul className="flex flex-col">
              <NavLinkItems links={MAIN_LINKS} end onNavigate={mobile.close} />
            </ul>
          </nav>
          <nav aria-label={t('nav.categoriesLabel')} className="mt-2 border-t border-stone-100 pt-2">
            <p className="px-3 py-1 text-xs font-semibold tracking-wide text-stone-600 uppercase">
              {t('nav.services')}
            </p>
            <ul className="grid grid-cols-2">
              <NavLinkItems links={CATEGORY_LINKS} onNavigate={mobile.close} />
            </ul>
          </nav>
          <div className="mt-3 border-t border-stone-100 pt-3">
            <div className="mb-3 sm:hidden">
              <LanguageToggle value={lang} onChange={changeLanguage} />
            </div>
            {session.status === 'signed-in' ? (
              <Suspense fallback={null}>
                <UserMenuItems user={session.user} onItemClick={mobile.close} />
              </Suspense>
            ) : (
              <Link
                to={paths.auth.login.getHref()}
                onClick={mobile.close}
                className={buttonClasses('primary', 'md', 'w-full')}
              >
                {t('nav.login')}
              </Link>
            )}
          </div>
        </div>
      )}
    </header>
  )
}
