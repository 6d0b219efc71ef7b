// /merchant/dashboard[/<section>][?shop=<id>]: the merchant's workspace (marketplace.md C.2).
// Before a shop exists: the application's status and a way to claim a listed shop; with shops:
// the section menu and the chosen section of the chosen shop.
import { Suspense } from 'react'
import { Link, useNavigate, useParams, useSearchParams } from 'react-router'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Button, buttonClasses } from '@/components/ui/button'
import { MerchantHeader } from '@/components/site-header/merchant-header'
import { LoadingScreen } from '@/components/loading-screen'
import { paths } from '@/config/paths'
import { APPLICATION_STATUSES, BUSINESS_TYPES, DISTRICTS, enumLabel, labelColon, VERIFICATION_STATUSES, type Lang } from '@/lib/enums'
import { useAppLang, type MerchantT } from '@/lib/merchant-i18n'
import { formatHkDate } from '@/lib/format'
import { useDocumentLang } from '@/lib/use-document-lang'
import { marketplaceOpen } from '@/lib/app-config'
import { useWorkspaceT } from '@/lib/workspace/i18n'
import { SectionNav } from './components/section-nav'
import { isSectionId, sectionsFor, SECTIONS, type SectionId } from './sections'
import { dashboardKeys, dashboardQueryOptions, signOutMerchant, type DashboardApplication, type DashboardShop } from './api/get-dashboard'
import { TitledSection } from '@/components/ui/titled-section'
import { NameOptions } from '@/components/booking/name-options'

const STATUS_TONE: Record<string, string> = {
  draft: 'bg-stone-100 text-stone-800',
  pending_review: 'bg-amber-100 text-amber-900',
  approved: 'bg-emerald-100 text-emerald-900',
  rejected: 'bg-red-100 text-red-900',
}

export default function MerchantDashboardPage() {
  const { lang, t, setLang } = useAppLang()
  useDocumentLang(lang, t('merchantDashboard.documentTitle'))
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const query = useQuery(dashboardQueryOptions())
  const params = useParams()
  const [search, setSearch] = useSearchParams()
  const ws = useWorkspaceT()
  // ?section=reviews is the form the review e-mails link to; /merchant/dashboard/<section> the menu's.
  const requested = params.section ?? search.get('section') ?? undefined
  const section: SectionId | null = requested === undefined ? 'overview' : isSectionId(requested) ? requested : null

  if (query.isPending) return <LoadingScreen />

  // The calendar's week of columns takes the screen's width; the other sections read best narrow.
  const wide = section === 'calendar'
  const frame = (content: React.ReactNode) => (
    <div className="min-h-svh bg-stone-50">
      <MerchantHeader
        lang={lang}
        onLangChange={setLang}
        actions={
          query.data?.user && (
              <Button
                variant="outline"
                size="sm"
                onClick={() =>
                  void signOutMerchant().then(() => {
                    queryClient.removeQueries({ queryKey: dashboardKeys.all })
                    void navigate(paths.auth.login.getHref())
                  })
                }
              >
                {t('merchantDashboard.logOut')}
              </Button>
          )
        }
      />
      <main className="px-4 py-8 sm:py-12">
        <div className={wide ? 'mx-auto max-w-7xl' : 'mx-auto max-w-4xl'}>
          <h1 className="text-2xl font-semibold tracking-tight text-balance text-stone-900 sm:text-3xl">{t('merchantDashboard.title')}</h1>
          <div className="mt-6 space-y-6">{content}</div>
        </div>
      </main>
    </div>
  )

  if (query.isError) {
    return frame(
      <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-red-800">
        {t('merchantDashboard.loadError')}
      </p>,
    )
  }
  const { user, applications, shops } = query.data
  if (!user) {
    return frame(
      <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
        <p className="text-stone-700">{t('merchantDashboard.signInRequired')}</p>
        <Link
          to={`${paths.auth.login.getHref()}?next=${encodeURIComponent(paths.merchant.dashboard.getHref())}`}
          className={buttonClasses('primary', 'md', 'mt-4')}
        >
          {t('merchantDashboard.logIn')}
        </Link>
      </div>,
    )
  }

  const application = applications[0]
  const shop = shops.find((s) => s.id === search.get('shop')) ?? shops[0]
  // The workspace belongs to the marketplace (EMU_MARKETPLACE, marketplace.md C.1): pre-launch
  // the dashboard is the spec's (the application's status and the shop).
  const workspace = marketplaceOpen()
  // A staff member sees their own day only (C.1): no other section, whatever the address says.
  const allowed = shop ? sectionsFor(shop.role) : []
  const shown: SectionId | null = shop && section && !allowed.includes(section) ? (requested === undefined ? allowed[0]! : null) : section
  if (workspace && shop && shown === null) {
    return frame(<p className="text-stone-700">{ws.t('nav.unknown')}</p>)
  }
  if (workspace && shop && shown) {
    const Section = SECTIONS[shown] ?? SECTIONS.overview!
    return frame(
      <>
        {shops.length > 1 && (
          <label className="block max-w-sm text-sm font-medium text-stone-800">
            {ws.t('nav.shop')}
            <select
              className="mt-1 block h-11 w-full rounded-lg border border-stone-300 bg-white px-3"
              value={shop.id}
              onChange={(e) => setSearch({ shop: e.target.value })}
            >
              <NameOptions rows={shops} lang={lang} />
            </select>
          </label>
        )}
        <SectionNav current={shown} shopId={shops.length > 1 ? shop.id : undefined} ids={allowed} />
        {shown === 'overview' && application && application.status !== 'approved' && (
          <ApplicationCard application={application} lang={lang} t={t} />
        )}
        <Suspense fallback={<LoadingScreen fullScreen={false} />}>
          <Section key={shop.id} shop={shop} />
        </Suspense>
      </>,
    )
  }
  return frame(
    <>
      <p className="text-stone-700">{t('merchantDashboard.welcome', { name: user.name || user.email })}</p>
      <ApplicationCard application={application} lang={lang} t={t} />
      <TitledSection id="shop-title" title={t('merchantDashboard.shopTitle')} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
        {shops.length === 0 ? (
          <p className="mt-3 text-stone-700">{t('merchantDashboard.noShop')}</p>
        ) : (
          shops.map((shop) => <ShopCard key={shop.id} shop={shop} lang={lang} t={t} />)
        )}
      </TitledSection>
      {workspace ? (
        <p className="text-sm text-stone-700">
          {ws.t('claim.fromDashboard')}{' '}
          <Link to={paths.merchant.claim.getHref()} className="font-medium text-rose-700 underline underline-offset-2">
            {ws.t('claim.title')}
          </Link>
        </p>
      ) : (
        <p className="text-sm text-stone-600">{t('merchantDashboard.comingSoon')}</p>
      )}
    </>,
  )
}

function ShopCard({ shop, lang, t }: { shop: DashboardShop; lang: Lang; t: ReturnType<typeof useAppLang>['t'] }) {
  const rows: [string, string | null][] = [
    [t('merchantDashboard.shopFields.address'), shop.address],
    [t('merchantDashboard.shopFields.district'), shop.district ? enumLabel(DISTRICTS, shop.district, lang) : null],
    [t('merchantDashboard.shopFields.phone'), shop.phone_number],
    [t('merchantDashboard.shopFields.website'), shop.website],
    [
      t('merchantDashboard.shopFields.types'),
      shop.business_types?.length ? shop.business_types.map((v) => enumLabel(BUSINESS_TYPES, v, lang)).join(', ') : null,
    ],
    [
      t('merchantDashboard.shopFields.verification'),
      shop.verification_status ? enumLabel(VERIFICATION_STATUSES, shop.verification_status, lang) : null,
    ],
  ]
  return (
    <div className="mt-3">
      <p className="flex items-center gap-2 font-medium text-stone-900">
        {shop.name}
        <span className="rounded-full bg-stone-100 px-2 py-0.5 text-xs text-stone-700">
          {shop.is_active ? t('merchantDashboard.active') : t('merchantDashboard.inactive')}
        </span>
      </p>
      <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[10rem_1fr]">
        {rows
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-stone-600">{label}</dt>
              <dd className="text-stone-900">{value}</dd>
            </div>
          ))}
      </dl>
    </div>
  )
}

function ApplicationCard({ application, lang, t }: { application: DashboardApplication | undefined; lang: Lang; t: MerchantT }) {
  return (
    <TitledSection id="application-title" title={t('merchantDashboard.applicationTitle')} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
      {!application ? (
        <div className="mt-3">
          <p className="text-stone-700">{t('merchantDashboard.noApplication')}</p>
          <Link to={paths.merchant.onboarding.getHref({ lang })} className={buttonClasses('primary', 'md', 'mt-4')}>
            {t('merchantDashboard.startApplication')}
          </Link>
        </div>
      ) : (
        <div className="mt-3 space-y-2">
          <p className="font-medium text-stone-900">{application.business_name}</p>
          <p className="text-sm text-stone-600">{t('merchantDashboard.applicationNumber', { number: application.application_number })}</p>
          <p className="flex items-center gap-2 text-sm">
            <span className="text-stone-600">
              {t('merchantDashboard.status')}
              {labelColon(lang).trim()}
            </span>
            <span className={`rounded-full px-2.5 py-0.5 text-xs font-medium ${STATUS_TONE[application.status] ?? ''}`}>
              {enumLabel(APPLICATION_STATUSES, application.status, lang)}
            </span>
          </p>
          {application.submitted_at && (
            <p className="text-sm text-stone-600">
              {t('merchantDashboard.submittedOn', { date: formatHkDate(application.submitted_at, lang) })}
            </p>
          )}
          <p className="text-stone-700">
            {t(`merchantDashboard.statusText.${application.status}` as 'merchantDashboard.statusText.draft')}
          </p>
          {application.status === 'rejected' && application.rejection_reason && (
            <p className="text-sm text-stone-700">{t('merchantDashboard.rejectionReason', { reason: application.rejection_reason })}</p>
          )}
        </div>
      )}
    </TitledSection>
  )
}
