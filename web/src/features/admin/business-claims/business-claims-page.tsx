// Business Claims Review: tabs with counts, newest/oldest toggle, claim cards, the review dialog.
import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { ArrowDownUp } from 'lucide-react'
import { PageHeader } from '../components/page-header'
import { CountTabs } from '../components/tabs'
import { PagedList, useListPage } from '../components/paged-table'
import { ErrorState } from '../components/states'
import { CLAIM_STATUSES, enumLabel } from '@/lib/enums'
import { useAdminT, type AdminKey } from '../i18n/use-admin-t'
import { claimCountsQuery, claimsQuery } from './api/list-claims'
import { ClaimCard } from './components/claim-card'
import { CLAIM_TABS, permissionProblem, type SortOrder } from './claims.utils'

const TAB_LABEL: Record<(typeof CLAIM_TABS)[number], AdminKey> = {
  pending: 'claims.tabPending',
  approved: 'claims.tabApproved',
  rejected: 'claims.tabRejected',
  duplicate: 'claims.tabDuplicate',
}

export default function BusinessClaimsPage() {
  const { t, lang } = useAdminT()
  const [tab, setTab] = useState<(typeof CLAIM_TABS)[number]>('pending')
  const [sort, setSort] = useState<SortOrder>('newest')
  const { page, setPage, firstPage } = useListPage()
  const counts = useQuery(claimCountsQuery())
  const list = useQuery(claimsQuery(tab, sort, page))

  const problem = permissionProblem(list.error) ?? permissionProblem(counts.error)
  if (problem) {
    return <ErrorState label={problem === 'login' ? t('claims.pleaseLogin') : t('claims.noPermission')} />
  }

  return (
    <div>
      <PageHeader
        title={t('claims.title')}
        subtitle={t('claims.subtitle')}
        actions={
          <button
            type="button"
            aria-label={t('claims.sortLabel')}
            data-testid="sort-toggle"
            onClick={() => firstPage(setSort)(sort === 'newest' ? 'oldest' : 'newest')}
            className="inline-flex items-center gap-2 rounded-md border border-stone-300 bg-white px-3 py-1.5 text-sm"
          >
            <ArrowDownUp aria-hidden="true" className="size-4" />
            {sort === 'newest' ? t('claims.sortNewest') : t('claims.sortOldest')}
          </button>
        }
      />
      {counts.isError && <p className="mb-2 text-sm text-red-700">{t('claims.countsFailed')}</p>}
      <CountTabs
        value={tab}
        onValueChange={firstPage(setTab)}
        label={t('claims.title')}
        tabs={CLAIM_TABS}
        labelOf={(value) => t(TAB_LABEL[value])}
        counts={counts.data}
        className="mb-4"
      />
      <PagedList
        list={list}
        page={page}
        onPageChange={setPage}
        labels={{
          loading: t('claims.loading'),
          loadFailed: t('claims.fetchFailed'),
          empty: t('claims.empty', { status: enumLabel(CLAIM_STATUSES, tab, lang).toLowerCase() }),
        }}
      >
        {(rows) => (
          <div className="grid gap-4" data-testid="claims-list">
            {rows.map((claim) => (
              <ClaimCard key={claim.id} claim={claim} />
            ))}
          </div>
        )}
      </PagedList>
    </div>
  )
}
