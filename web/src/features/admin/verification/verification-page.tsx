// Merchant Applications: tabs Pending / Approved / Rejected with counts, a search, and an
// accordion list paged on the server (20 per page), newest first.
import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import * as Accordion from '@radix-ui/react-accordion'
import { ChevronDown } from 'lucide-react'
import { CountTabs } from '../components/tabs'
import { ListScreen, PagedList, useListPage } from '../components/paged-table'
import { Badge, statusTone } from '../components/badge'
import { formatLongDateTime } from '@/lib/format'
import { APPLICATION_STATUSES, enumLabel } from '@/lib/enums'
import { useAdminT, type AdminKey } from '../i18n/use-admin-t'
import { applicationCountsQuery } from './api/count-applications'
import { applicationKeys } from './api/keys'
import { dashboardKeys } from '../dashboard/api/get-dashboard-stats'
import { useLiveInvalidate } from '@/lib/use-live-invalidate'
import { applicationsQuery } from './api/list-applications'
import { ApplicationDetails } from './components/application-details'
import { ReviewPanel } from './components/review-panel'
import { APPLICATION_TABS, applicationBadge, statusOfTab, type ApplicationTab } from './verification.utils'

const TAB_LABEL: Record<ApplicationTab, AdminKey> = {
  pending: 'verification.tabPending',
  approved: 'verification.tabApproved',
  rejected: 'verification.tabRejected',
}
const STATUS_WORD: Record<ApplicationTab, AdminKey> = {
  pending: 'verification.statusPending',
  approved: 'verification.statusApproved',
  rejected: 'verification.statusRejected',
}

export default function VerificationPage() {
  const { t, lang, language } = useAdminT()
  const [tab, setTab] = useState<ApplicationTab>('pending')
  const { search, setSearch, page, setPage, firstPage } = useListPage()
  const counts = useQuery(applicationCountsQuery())
  // New and decided applications show in the list and the tab counts without a reload.
  useLiveInvalidate('merchant_applications', undefined, [applicationKeys.all, dashboardKeys.all])
  const list = useQuery(applicationsQuery(statusOfTab(tab), search, page))

  return (
    <ListScreen
      section="verification"
      search={search}
      onSearch={setSearch}
      toolbarClassName="mb-4 flex flex-wrap items-center justify-between gap-3"
      before={
        <CountTabs
          value={tab}
          onValueChange={firstPage(setTab)}
          label={t('verification.title')}
          tabs={APPLICATION_TABS}
          labelOf={(value) => t(TAB_LABEL[value])}
          counts={counts.data}
        />
      }
    >

      <PagedList
        list={list}
        page={page}
        onPageChange={setPage}
        labels={{
          loading: t('verification.loading'),
          loadFailed: t('verification.fetchFailed'),
          empty: t('verification.empty', { status: t(STATUS_WORD[tab]) }),
        }}
      >
        {(rows) => (
          <Accordion.Root type="multiple" className="grid gap-3" data-testid="applications-list">
            {rows.map((app) => (
              <Accordion.Item
                key={app.id}
                value={app.id}
                className="overflow-hidden rounded-xl border border-stone-200 bg-white"
                data-testid="application-row"
              >
                <Accordion.Header>
                  <Accordion.Trigger className="group flex w-full flex-wrap items-center gap-3 p-4 text-left hover:bg-stone-50">
                    <Badge tone="blue">{applicationBadge(app.application_number, app.id)}</Badge>
                    <span className="min-w-0 flex-1 basis-40">
                      <span className="block truncate font-medium text-stone-900">{app.business_name ?? '—'}</span>
                      <span className="block truncate text-sm text-stone-600">{app.contact_email ?? app.email ?? ''}</span>
                    </span>
                    <time dateTime={app.created_at} className="text-sm text-stone-600">
                      {formatLongDateTime(app.created_at, language)}
                    </time>
                    <Badge tone={statusTone(app.status)}>{enumLabel(APPLICATION_STATUSES, app.status, lang)}</Badge>
                    <ChevronDown aria-hidden="true" className="size-4 text-stone-500 transition-transform group-data-[state=open]:rotate-180" />
                  </Accordion.Trigger>
                </Accordion.Header>
                <Accordion.Content className="border-t border-stone-100 bg-stone-50/50 p-4">
                  <ApplicationDetails app={app} />
                  {app.status === 'pending_review' && <ReviewPanel applicationId={app.id} />}
                </Accordion.Content>
              </Accordion.Item>
            ))}
          </Accordion.Root>
        )}
      </PagedList>
    </ListScreen>
  )
}
