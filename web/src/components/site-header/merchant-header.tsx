import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { EmuLogo } from '@/components/brand/emu-mark'
import { LanguageToggle } from '@/components/ui/language-toggle'
import { paths } from '@/config/paths'
import type { Lang } from '@/lib/enums'
import { fixedT } from '@/lib/fixed-t'

export interface MerchantHeaderProps {
  lang: Lang
  onLangChange: (lang: Lang) => void
  /** Extra controls before the language toggle (e.g. Sign out on the dashboard). */
  actions?: ReactNode
  /** 'public': the logo leads home without "for Business" (the customers' sign-in screens). */
  audience?: 'business' | 'public'
}

/**
 * The header of the merchant screens (wizard, complete profile, application submitted,
 * dashboard, sign-in): the same logo, "for Business" and language toggle as the landing page,
 * so a merchant always knows where they are and how to get back.
 */
export function MerchantHeader({ lang, onLangChange, actions, audience = 'business' }: MerchantHeaderProps) {
  const t = fixedT(lang)
  const business = audience === 'business'
  return (
    <header className="sticky top-0 z-30 border-b border-stone-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4">
        <Link
          to={business ? paths.forBusiness.getHref() : paths.root.getHref()}
          aria-label={business ? t('nav.businessHomeLink') : t('nav.homeLink')}
          className="rounded-md focus-visible:outline-2 focus-visible:outline-rose-600"
        >
          <EmuLogo tagline={business ? t('header.forBusiness') : undefined} />
        </Link>
        <div className="ml-auto flex items-center gap-2">
          {actions}
          <LanguageToggle value={lang} onChange={onLangChange} />
        </div>
      </div>
    </header>
  )
}
