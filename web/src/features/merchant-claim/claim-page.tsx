// /merchant/claim (marketplace.md C.2): a signed-in merchant finds an unclaimed shop by name,
// district or phone, claims it with contact, legal and BR details and proof documents, and
// follows the status of their claims. The server's refusals (already_claimed, claim_open) are
// shown with their exact sentences (errors.<code>).
import { useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { Link } from 'react-router'
import { useQuery } from '@tanstack/react-query'
import { toast } from 'sonner'
import { Search } from 'lucide-react'
import { Button, buttonClasses } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Select } from '@/components/ui/select'
import { LoadingScreen } from '@/components/loading-screen'
import { MerchantHeader } from '@/components/site-header/merchant-header'
import { paths } from '@/config/paths'
import { CLAIM_STATUSES, DISTRICTS, enumLabel } from '@/lib/enums'
import { formatHkDate } from '@/lib/format'
import { localName } from '@/components/booking/names'
import { useErrorText } from '@/lib/errors/use-error-text'
import { useAppLang } from '@/lib/merchant-i18n'
import { useDocumentLang } from '@/lib/use-document-lang'
import { useWorkspaceT } from '@/lib/workspace/i18n'
import type { ShopSummary } from '@/components/market/types'
import { claimantQuery, claimSearchQuery, myClaimsQuery, useSubmitClaim } from './api/claims'
import { ClaimForm } from './components/claim-form'
import { canSearch, claimBody, claimSearchBody, claimSearchSchema, EMPTY_CLAIM_SEARCH, type ClaimSearch, type ClaimSearchValues } from './lib/claim-schema'
import { TitledSection } from '@/components/ui/titled-section'

const TONE: Record<string, string> = {
  pending: 'bg-amber-100 text-amber-900',
  approved: 'bg-emerald-100 text-emerald-900',
  rejected: 'bg-red-100 text-red-900',
  duplicate: 'bg-stone-200 text-stone-800',
}

export default function ClaimPage() {
  const { lang, setLang } = useAppLang()
  const { t } = useWorkspaceT()
  useDocumentLang(lang, t('claim.title'))
  const session = useQuery(claimantQuery())
  // The search stays as typed while a shop's claim form is open.
  const search = useForm<ClaimSearchValues, unknown, ClaimSearch>({ resolver: zodResolver(claimSearchSchema), defaultValues: EMPTY_CLAIM_SEARCH })
  const searchValues = useWatch({ control: search.control }) as ClaimSearchValues
  const [body, setBody] = useState<Record<string, unknown> | null>(null)
  const results = useQuery({ ...claimSearchQuery(body ?? {}), enabled: body !== null })
  const claims = useQuery({ ...myClaimsQuery(), enabled: Boolean(session.data) })
  const [chosen, setChosen] = useState<ShopSummary | null>(null)
  const [refusal, setRefusal] = useState<string | null>(null)
  const submit = useSubmitClaim()
  const errorText = useErrorText()

  if (session.isPending) return <LoadingScreen />
  const user = session.data
  const frame = (content: React.ReactNode) => (
    <div className="min-h-svh bg-stone-50">
      <MerchantHeader lang={lang} onLangChange={setLang} />
      <main className="px-4 py-8 sm:py-12">
        <div className="mx-auto max-w-3xl space-y-6">
          <div>
            <h1 className="text-2xl font-semibold tracking-tight text-stone-900 sm:text-3xl">{t('claim.title')}</h1>
            <p className="mt-2 text-stone-700">{t('claim.intro')}</p>
          </div>
          {content}
        </div>
      </main>
    </div>
  )
  if (!user) {
    return frame(
      <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
        <p className="text-stone-700">{t('claim.signIn')}</p>
        <Link to={`${paths.auth.login.getHref()}?next=${encodeURIComponent(paths.merchant.claim.getHref())}`} className={buttonClasses('primary', 'md', 'mt-4')}>
          {t('claim.logIn')}
        </Link>
      </div>,
    )
  }

  const searchDisabled = !canSearch(searchValues)
  return frame(
    <>
      {claims.data && claims.data.length > 0 && (
        <TitledSection id="my-claims" title={t('claim.mine')} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-6">
          <ul className="mt-3 divide-y divide-stone-100" data-testid="my-claims">
            {claims.data.map((c) => (
              <li key={c.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-3">
                <span className="font-medium text-stone-900">{localName({ name: c.business_name ?? '', name_zh: c.business_name_zh }, lang) || c.business_id.slice(0, 8)}</span>
                <span className={`rounded-full px-2.5 py-0.5 text-xs font-medium ${TONE[c.claim_status] ?? ''}`}>{enumLabel(CLAIM_STATUSES, c.claim_status, lang)}</span>
                <span className="text-sm text-stone-600">{t('claim.sentOn', { date: formatHkDate(c.created_at, lang) })}</span>
                <span className="w-full text-sm text-stone-700">{t(`claim.statusText.${c.claim_status}`)}</span>
                {c.claim_status === 'approved' && (
                  <Link to={paths.merchant.dashboardSection.getHref('store', c.business_id)} className="text-sm font-medium text-rose-700 underline underline-offset-2">
                    {t('claim.openWorkspace')}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </TitledSection>
      )}

      {chosen ? (
        <section className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-6">
          <ClaimForm
            key={chosen.id}
            shopName={localName(chosen, lang)}
            email={user.email}
            submitting={submit.isPending}
            refusal={refusal}
            onCancel={() => {
              setChosen(null)
              setRefusal(null)
            }}
            onSubmit={async (values) => {
              setRefusal(null)
              try {
                await submit.mutateAsync(claimBody(chosen.id, values))
                toast.success(t('claim.sent', { name: localName(chosen, lang) }))
                setChosen(null)
                setBody(null)
              } catch (error) {
                setRefusal(errorText(error))
              }
            }}
          />
        </section>
      ) : (
        <TitledSection id="find-title" title={t('claim.findTitle')} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-6">
          <form
            role="search"
            className="mt-3 grid gap-3 sm:grid-cols-[2fr_1.3fr_1fr_auto] sm:items-end"
            onSubmit={(e) => void search.handleSubmit((checked) => setBody(claimSearchBody(checked)))(e)}
          >
            <label className="text-sm font-medium text-stone-800">
              {t('claim.search.name')}
              <Input className="mt-1.5" {...search.register('q')} />
            </label>
            <label className="text-sm font-medium text-stone-800">
              {t('claim.search.district')}
              <Select className="mt-1.5" options={DISTRICTS} lang={lang} placeholder={t('claim.search.anyDistrict')} {...search.register('district')} />
            </label>
            <label className="text-sm font-medium text-stone-800">
              {t('claim.search.phone')}
              <Input className="mt-1.5" type="tel" {...search.register('phone')} />
            </label>
            <Button type="submit" disabled={searchDisabled}>
              <Search aria-hidden="true" className="size-4" />
              {t('claim.search.submit')}
            </Button>
          </form>
          {body && (
            <div className="mt-4" aria-live="polite">
              {results.isPending ? (
                <p role="status" className="text-sm text-stone-600">{t('common.loading')}</p>
              ) : results.isError ? (
                <p role="alert" className="text-sm text-red-800">{errorText(results.error)}</p>
              ) : results.data.shops.length === 0 ? (
                <p className="text-sm text-stone-600">{t('claim.search.none')}</p>
              ) : (
                <ul className="divide-y divide-stone-100" data-testid="claim-results">
                  {results.data.shops.map((shop) => (
                    <li key={shop.id} className="flex flex-wrap items-center gap-3 py-3">
                      <div className="min-w-0 flex-1">
                        <p className="font-medium text-stone-900">{localName(shop, lang)}</p>
                        <p className="text-sm text-stone-600">
                          {[lang === 'zh' ? shop.area_zh || shop.area : shop.area, shop.district ? enumLabel(DISTRICTS, shop.district, lang) : null].filter(Boolean).join(' · ')}
                        </p>
                      </div>
                      <Button variant="outline" size="sm" onClick={() => setChosen(shop)} aria-label={t('claim.claimLabel', { name: localName(shop, lang) })}>
                        {t('claim.claimThis')}
                      </Button>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          )}
        </TitledSection>
      )}
      <p className="text-sm">
        <Link to={paths.merchant.dashboard.getHref()} className="font-medium text-rose-700 underline underline-offset-2">
          {t('claim.toDashboard')}
        </Link>
      </p>
    </>,
  )
}
