import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { paths } from '@/config/paths'

const LINKS = [
  { to: paths.terms.getHref(), key: 'siteFooter.terms' },
  { to: paths.privacyPolicy.getHref(), key: 'siteFooter.privacyPolicy' },
  { to: paths.merchant.terms.getHref(), key: 'siteFooter.merchantTerms' },
] as const

/** Bottom of the public pages: legal links and copyright. */
export function SiteFooter() {
  const { t } = useTranslation()
  return (
    <footer className="border-t border-stone-200 bg-stone-50">
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-6 text-sm text-stone-600 sm:flex-row sm:items-center sm:justify-between">
        <p>{t('siteFooter.copyright', { year: new Date().getFullYear() })}</p>
        <nav aria-label={t('siteFooter.label')}>
          <ul className="flex flex-wrap gap-x-5 gap-y-2">
            {LINKS.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className="rounded underline-offset-4 hover:text-rose-700 hover:underline focus-visible:outline-2 focus-visible:outline-rose-600"
                >
                  {t(link.key)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  )
}
