// /merchant/complete-profile/:applicationId (spec sections 2, 4, 5, 8): the saved application
// in four cards with its completion percentage (components/profile-form.tsx); Save Progress
// keeps it a draft, Complete & Submit checks the required fields and sends it for review.
// This file decides what to show: the form, where a submitted application stands, a load
// error with Retry, or "not found".
import type { ReactNode } from 'react'
import { Link, useParams } from 'react-router'
import { useQuery } from '@tanstack/react-query'
import { Button, buttonClasses } from '@/components/ui/button'
import { MerchantHeader } from '@/components/site-header/merchant-header'
import { LoadingScreen } from '@/components/loading-screen'
import { paths } from '@/config/paths'
import { labelColon, type Lang } from '@/lib/enums'
import { useDocumentLang } from '@/lib/use-document-lang'
import { usePageLang } from '@/lib/use-page-lang'
import { applicationQueryOptions } from './api/get-application'
import { applicationStatusQueryOptions, type ApplicationStatusInfo } from './api/get-application-status'
import { ApplicationStatusCard } from './components/application-status-card'
import { ProfileForm } from './components/profile-form'
import { profileValuesOf } from './complete-profile-schema'

export default function CompleteProfilePage() {
  const { applicationId = '' } = useParams()
  // Where the application stands (and its applicant's language) before anything is shown, so
  // a submitted application's link explains its state instead of "not found".
  const status = useQuery(applicationStatusQueryOptions(applicationId))
  if (status.isPending) return <LoadingScreen />
  return <CompleteProfileScreen applicationId={applicationId} status={status.data ?? null} />
}

function CompleteProfileScreen({ applicationId, status }: { applicationId: string; status: ApplicationStatusInfo | null }) {
  const { lang, t, setLang } = usePageLang(status?.lang)
  const submitted = status !== null && status.status !== 'draft'
  useDocumentLang(lang, t(submitted ? 'completeProfile.statusPage.documentTitle' : 'completeProfile.documentTitle'))
  const query = useQuery({ ...applicationQueryOptions(applicationId), enabled: !submitted })

  if (submitted) {
    return (
      <Centered lang={lang} setLang={setLang}>
        <ApplicationStatusCard status={status} lang={lang} t={t} />
      </Centered>
    )
  }
  if (query.isPending) return <LoadingScreen />
  if (query.isError) {
    return (
      <Centered lang={lang} setLang={setLang}>
        <h1 className="text-2xl font-semibold text-stone-900">{t('completeProfile.title')}</h1>
        <p role="alert" className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-red-800">
          <strong>
            {t('completeProfile.loadError.title')}
            {labelColon(lang)}
          </strong>
          {t('completeProfile.loadError.description')}
        </p>
        <Button className="mt-6" onClick={() => void query.refetch()}>
          {t('completeProfile.loadError.retry')}
        </Button>
      </Centered>
    )
  }
  if (!query.data || query.data.status !== 'draft') {
    return (
      <Centered lang={lang} setLang={setLang}>
        <h1 className="text-2xl font-semibold text-stone-900">{t('completeProfile.notFound.title')}</h1>
        <p className="mt-2 text-stone-700">{t('completeProfile.notFound.message')}</p>
        <Link to={paths.root.getHref()} className={buttonClasses('primary', 'md', 'mt-6')}>
          {t('completeProfile.notFound.goHome')}
        </Link>
      </Centered>
    )
  }
  return (
    <ProfileForm
      key={query.data.id}
      id={query.data.id}
      number={query.data.application_number}
      brDocumentPath={query.data.br_document_url}
      initial={profileValuesOf(query.data)}
      lang={lang}
      setLang={setLang}
      t={t}
    />
  )
}

function Centered({ children, lang, setLang }: { children: ReactNode; lang: Lang; setLang: (lang: Lang) => void }) {
  return (
    <div className="min-h-svh bg-stone-50">
      <MerchantHeader lang={lang} onLangChange={setLang} />
      <main className="px-4 py-10 sm:py-16">
        <div className="mx-auto max-w-lg rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-stone-200">{children}</div>
      </main>
    </div>
  )
}
