// /merchant/application-submitted (spec section 2): what happens next, stay connected, the
// social link, Return to Home and Apply for Another Business.
import { AtSign, CircleCheck, Mail, Search, Store } from 'lucide-react'
import { Link } from 'react-router'
import { buttonClasses } from '@/components/ui/button'
import { MerchantHeader } from '@/components/site-header/merchant-header'
import { INSTAGRAM_URL } from '@/config/contact'
import { paths } from '@/config/paths'
import { reviewBusinessDays } from '@/lib/app-config'
import { usePageLang } from '@/lib/use-page-lang'
import { useDocumentLang } from '@/lib/use-document-lang'
import { TitledSection } from '@/components/ui/titled-section'

export default function ApplicationSubmittedPage() {
  const { lang, t, setLang } = usePageLang()
  useDocumentLang(lang, t('submitted.documentTitle'))
  const steps = [
    { icon: Search, text: t('submitted.next.review', { days: reviewBusinessDays() }) },
    { icon: Mail, text: t('submitted.next.email') },
    { icon: Store, text: t('submitted.next.onboarding') },
  ]
  return (
    <div className="min-h-svh bg-stone-50">
      <MerchantHeader lang={lang} onLangChange={setLang} />
    <main className="px-4 py-8 sm:py-12">
      <div className="mx-auto max-w-2xl">
        <div className="rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-stone-200 sm:p-10">
          <span className="mx-auto inline-flex size-14 items-center justify-center rounded-full bg-emerald-100 text-emerald-700">
            <CircleCheck aria-hidden="true" className="size-7" />
          </span>
          <h1 className="mt-4 text-2xl font-semibold tracking-tight text-stone-900 sm:text-3xl">{t('submitted.title')}</h1>
          <p className="mt-2 text-stone-600">{t('submitted.subtitle')}</p>

          <TitledSection id="next-title" title={t('submitted.nextTitle')} className="mt-8 text-left">
            <ol className="mt-3 space-y-3">
              {steps.map(({ icon: Icon, text }) => (
                <li key={text} className="flex items-start gap-3 text-stone-700">
                  <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-rose-600" />
                  {text}
                </li>
              ))}
            </ol>
          </TitledSection>

          <TitledSection id="stay-title" title={t('submitted.stayTitle')} className="mt-8 rounded-xl bg-rose-50 p-4 text-left" titleClassName="font-semibold text-stone-900">
            <p className="mt-1 text-sm text-stone-700">{t('submitted.stayText')}</p>
            <a
              href={INSTAGRAM_URL}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-3 inline-flex items-center gap-2 text-sm font-medium text-rose-700 underline underline-offset-2"
            >
              <AtSign aria-hidden="true" className="size-4" />
              {t('submitted.social')}
            </a>
          </TitledSection>

          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:justify-center">
            <Link to={paths.root.getHref()} className={buttonClasses('outline')}>
              {t('submitted.home')}
            </Link>
            <Link to={paths.merchant.onboarding.getHref({ lang })} className={buttonClasses('primary')}>
              {t('submitted.another')}
            </Link>
          </div>
        </div>
      </div>
    </main>
    </div>
  )
}
