import { lazy, Suspense } from 'react'
import { Link } from 'react-router'
import { EmuLogo } from '@/components/brand/emu-mark'
import { Button, buttonClasses } from '@/components/ui/button'
import { LanguageToggle } from '@/components/ui/language-toggle'
import { paths } from '@/config/paths'
import { useSession } from '@/lib/auth/session'
import type { Lang } from '@/lib/lang'
import { fixedT } from '@/lib/fixed-t'
import { MenuToggle } from './menu-toggle'
import { useDisclosure } from './use-disclosure'

const MerchantDashboardLink = lazy(() => import('./merchant-dashboard-link'))

/** Height of the business navbar (spec section 9): the landing page's hero subtracts it. */
export const BUSINESS_NAVBAR_HEIGHT = 72

const SECTION_LINKS = [
  { href: '#why', key: 'header.whyEmu' },
  { href: '#how', key: 'header.howToJoin' },
  { href: '#early-bird', key: 'header.earlyBird' },
] as const

const LINK_CLASSES =
  'block rounded-md px-3 py-2 text-sm font-medium text-stone-700 hover:bg-rose-50 hover:text-rose-800 focus-visible:outline-2 focus-visible:outline-rose-600'

export interface BusinessHeaderProps {
  /** The landing page's own language (independent of the app language). */
  lang: Lang
  onLangChange: (lang: Lang) => void
  /** Opens Quick Apply; without it, Join goes to /merchant/register. */
  onJoin?: () => void
}

/** Merchant landing navbar: section anchors, language, and Dashboard (merchants) or Join. */
export function BusinessHeader({ lang, onLangChange, onJoin }: BusinessHeaderProps) {
  const t = fixedT(lang)
  const session = useSession()
  const mobile = useDisclosure<HTMLElement>()

  const join = onJoin ? (
    <Button size="sm" onClick={onJoin}>
      {t('header.joinEmu')}
    </Button>
  ) : (
    <Link to={paths.merchant.register.getHref()} className={buttonClasses('primary', 'sm')}>
      {t('header.joinEmu')}
    </Link>
  )
  // Signed in: Dashboard for merchants (their roles, a lazy chunk), Join for everyone else.
  const action =
    session.status === 'signed-in' ? (
      <Suspense fallback={join}>
        <MerchantDashboardLink userId={session.user.id} label={t('header.dashboard')} fallback={join} />
      </Suspense>
    ) : (
      join
    )

  return (
    <header
      className="sticky top-0 z-30 border-b border-stone-200 bg-white/95 backdrop-blur"
      style={{ height: BUSINESS_NAVBAR_HEIGHT }}
    >
      <div className="mx-auto flex h-full max-w-6xl items-center gap-2 px-4">
        <Link
          to={paths.root.getHref()}
          aria-label={t('nav.homeLink')}
          className="rounded-md focus-visible:outline-2 focus-visible:outline-rose-600"
        >
          <EmuLogo tagline={t('header.forBusiness')} />
        </Link>

        <nav aria-label={t('header.businessNavLabel')} className="mx-auto hidden md:block">
          <ul className="flex items-center gap-1">
            {SECTION_LINKS.map((link) => (
              <li key={link.href}>
                <a href={link.href} className={LINK_CLASSES}>
                  {t(link.key)}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <div className="ml-auto flex items-center gap-2 md:ml-0">
          <LanguageToggle value={lang} onChange={onLangChange} />
          {action}
          <MenuToggle menu={mobile} controls="business-menu" labels={{ open: t('common.openMenu'), close: t('common.closeMenu') }} className="md:hidden" />
        </div>
      </div>

      {mobile.open && (
        <nav
          ref={mobile.panelRef}
          id="business-menu"
          aria-label={t('header.businessNavLabel')}
          className="border-t border-b border-stone-200 bg-white px-4 py-2 shadow-sm md:hidden"
        >
          <ul>
            {SECTION_LINKS.map((link) => (
              <li key={link.href}>
                <a href={link.href} onClick={mobile.close} className={LINK_CLASSES}>
                  {t(link.key)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </header>
  )
}
