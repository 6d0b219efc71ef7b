import { marketplaceOpen } from '@/lib/app-config'
import { lazy, Suspense, useEffect } from 'react'
import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { Store } from 'lucide-react'
import { HarbourArt } from '@/components/brand/harbour-art'
import { buttonClasses } from '@/components/ui/button'
import { InstagramIcon } from '@/components/icons/instagram-icon'
import { INSTAGRAM_URL } from '@/config/contact'
import { paths } from '@/config/paths'
import { TitledSection } from '@/components/ui/titled-section'

// The form (react-hook-form and the zod rules) loads just after first paint: it keeps this
// page's first-paint JavaScript under its 150 KB budget. The placeholder has the form's height
// (stacked on phones, one row from sm up) so nothing moves when it arrives.
const WaitlistForm = lazy(() => import('./waitlist-form').then((m) => ({ default: m.WaitlistForm })))

export default function ComingSoonPage() {
  const { t, i18n } = useTranslation()
  // Spec: the coming-soon page sets the page title (beauty discovery and review platform).
  useEffect(() => {
    document.title = t('comingSoon.documentTitle')
  }, [t, i18n.language])

  return (
    <main className="flex flex-1 flex-col items-center bg-white px-4 pt-14 sm:pt-24">
      <div className="flex w-full max-w-xl flex-col items-center text-center">
        <p className="rounded-full bg-rose-100 px-3 py-1 text-xs font-semibold tracking-wide text-rose-800 uppercase">
          {t(marketplaceOpen() ? 'comingSoon.eyebrowLive' : 'comingSoon.eyebrow')}
        </p>
        <h1 className="mt-5 text-4xl font-bold tracking-tight text-stone-900 sm:text-6xl">
          {t('comingSoon.title')}
        </h1>
        <p className="mt-4 text-xl font-medium text-stone-800 sm:text-2xl">{t('comingSoon.headline')}</p>
        <p className="mt-3 text-base text-stone-600">{t('comingSoon.tagline')}</p>

        <div className="mt-8 w-full rounded-2xl border border-rose-100 bg-white p-5 shadow-sm sm:p-6">
          <Suspense fallback={<div className="h-[154px] sm:h-[100px]" aria-busy="true" />}>
            <WaitlistForm />
          </Suspense>
        </div>

        <div className="mt-8 flex flex-col items-center gap-3 sm:flex-row sm:gap-4">
          <a
            href={INSTAGRAM_URL}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses('outline', 'md')}
          >
            <InstagramIcon aria-hidden="true" className="size-5 text-rose-600" />
            {t('comingSoon.instagram')}
            <span className="sr-only">{t('common.opensInNewTab')}</span>
          </a>
        </div>

        <TitledSection id="business-prompt" title={t('comingSoon.businessPrompt')} className="mt-12 flex flex-col items-center gap-3" titleClassName="text-base font-medium text-stone-700">
          <Link to={paths.forBusiness.getHref()} className={buttonClasses('secondary', 'md')}>
            <Store aria-hidden="true" className="size-4" />
            {t('comingSoon.joinAsBusiness')}
          </Link>
        </TitledSection>
      </div>
      <HarbourArt className="mt-12 -mx-4 -mb-px h-24 w-[calc(100%+2rem)] sm:h-48" />
    </main>
  )
}
