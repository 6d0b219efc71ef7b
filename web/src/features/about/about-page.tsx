// /about: what Emu is, in the visitor's language.
import '@/components/market/page-texts'
import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { BadgeCheck, Languages, MessageCircle, Search } from 'lucide-react'
import { buttonClasses } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { useTitle } from '@/components/market/use-title'

const POINTS = [
  { key: 'discover', Icon: Search },
  { key: 'reviews', Icon: BadgeCheck },
  { key: 'bilingual', Icon: Languages },
  { key: 'whatsapp', Icon: MessageCircle },
] as const

export default function AboutPage() {
  const { t } = useTranslation()
  useTitle(t('market.about.documentTitle'))
  return (
    <main className="mx-auto w-full max-w-4xl flex-1 px-4 py-10 sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl">{t('market.about.title')}</h1>
      <p className="mt-4 text-lg text-stone-700">{t('market.about.intro')}</p>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2">
        {POINTS.map(({ key, Icon }) => (
          <li key={key} className="rounded-2xl border border-stone-200 p-5">
            <Icon aria-hidden="true" className="size-6 text-rose-700" />
            <h2 className="mt-3 text-lg font-semibold text-stone-900">{t(`market.about.points.${key}.title`)}</h2>
            <p className="mt-1 text-stone-700">{t(`market.about.points.${key}.body`)}</p>
          </li>
        ))}
      </ul>
      <div className="mt-10 flex flex-col gap-3 sm:flex-row">
        <Link to={paths.services.getHref()} className={buttonClasses('primary', 'md')}>
          {t('market.about.browse')}
        </Link>
        <Link to={paths.forBusiness.getHref()} className={buttonClasses('outline', 'md')}>
          {t('market.about.business')}
        </Link>
      </div>
    </main>
  )
}
