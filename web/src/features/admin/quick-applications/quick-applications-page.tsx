// Quick Apply leads: every quick application with its status (only the quick form, or the full
// application sent), the contact to follow up (e-mail, WhatsApp), district and type, in HKT.
import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { BUSINESS_TYPES, DISTRICTS, enumLabel } from '@/lib/enums'
import { formatLongDateTime } from '@/lib/format'
import { FilterSelect } from '../components/filter-select'
import { Badge } from '../components/badge'
import { ListScreen, PagedTable, WIDE_ONLY, useListPage } from '../components/paged-table'
import { useAdminT } from '../i18n/use-admin-t'
import { LEAD_FILTERS, quickApplicationsQuery, type LeadFilter } from './api/list-quick-applications'

export default function QuickApplicationsPage() {
  const { t, lang, language } = useAdminT()
  const [filter, setFilter] = useState<LeadFilter>('leads')
  const { search, setSearch, page, setPage, firstPage } = useListPage()
  const list = useQuery(quickApplicationsQuery(filter, search, page))

  return (
    <ListScreen
      section="quickApplications"
      search={search}
      onSearch={setSearch}
      after={
        <FilterSelect
          label={t('quickApplications.filter')}
          testId="lead-filter"
          value={filter}
          values={LEAD_FILTERS}
          labelOf={(f) => t(`quickApplications.filters.${f}`)}
          onChange={firstPage(setFilter)}
        />
      }
    >
      <PagedTable
        list={list}
        page={page}
        onPageChange={setPage}
        section="quickApplications"
        columns={['name', 'contact', 'status', 'district', 'created']}
        wideOnly={['district', 'created']}
        rowKey={(row) => row.id}
        onSelect={() => undefined}
        renderCells={(row) => (
          <>
            <td className="px-4 py-2.5">
              <span className="block font-medium text-stone-900">{row.business_name}</span>
              <span className="block text-xs text-stone-500">{enumLabel(BUSINESS_TYPES, row.business_type, lang)}</span>
            </td>
            <td className="px-4 py-2.5 text-stone-700">
              <a href={`mailto:${row.email}`} className="block break-all hover:underline" onClick={(e) => e.stopPropagation()}>
                {row.email}
              </a>
              <span className="block text-xs text-stone-500">{row.whatsapp}</span>
            </td>
            <td className="px-4 py-2.5" data-testid="lead-status">
              <Badge tone={row.completed ? 'green' : 'amber'}>
                {row.completed ? t('quickApplications.statusCompleted') : t('quickApplications.statusLead')}
              </Badge>
            </td>
            <td className={`${WIDE_ONLY} px-4 py-2.5 text-stone-700`}>{enumLabel(DISTRICTS, row.district, lang)}</td>
            <td className={`${WIDE_ONLY} px-4 py-2.5 text-stone-600`}>{formatLongDateTime(row.created_at, language)} HKT</td>
          </>
        )}
      />
    </ListScreen>
  )
}
