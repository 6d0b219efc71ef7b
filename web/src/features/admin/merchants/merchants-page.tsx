// Merchant Management: accounts with the merchant role, searched by e-mail or name, paged on
// the server, with the detail panel (Overview, Businesses, Bookings).
import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { PageHeader } from '../components/page-header'
import { SearchInput } from '../components/search-input'
import { PagedTable, RowButton, useListPage } from '../components/paged-table'
import { formatShortDate } from '@/lib/format'
import { useAdminT } from '../i18n/use-admin-t'
import { peopleQuery, type PersonRow } from '../users/api/people'
import { MerchantPanel } from './components/merchant-panel'

function businessName(p: PersonRow): string {
  const m = p.merchants
  if (!m) return ''
  return Array.isArray(m) ? (m[0]?.business_name ?? '') : m.business_name
}

export default function MerchantsPage() {
  const { t, language } = useAdminT()
  const [search, setSearch] = useState('')
  const { page, setPage, firstPage } = useListPage()
  const [selected, setSelected] = useState<string | null>(null)
  const list = useQuery(peopleQuery('merchant', search, page))

  return (
    <div>
      <PageHeader title={t('merchants.title')} subtitle={t('merchants.subtitle')} />
      <div className="mb-4">
        <SearchInput
          value={search}
          onChange={firstPage(setSearch)}
          placeholder={t('merchants.searchPlaceholder')}
        />
      </div>
      <PagedTable
        list={list}
        page={page}
        onPageChange={setPage}
        testId="merchants-table"
        labels={{ loading: t('merchants.loading'), loadFailed: t('common.loadFailed'), empty: t('merchants.empty') }}
        columns={[t('merchants.columns.name'), t('merchants.columns.email'), t('merchants.columns.business'), t('merchants.columns.joined')]}
        rowKey={(p) => p.user_id}
        onSelect={(p) => setSelected(p.user_id)}
        renderCells={(p) => (
          <>
            <td className="px-4 py-2.5">
              <RowButton onClick={() => setSelected(p.user_id)}>{p.name || '—'}</RowButton>
            </td>
            <td className="px-4 py-2.5 text-stone-700">{p.email}</td>
            <td className="px-4 py-2.5 text-stone-700">{businessName(p) || '—'}</td>
            <td className="px-4 py-2.5 text-stone-600">{formatShortDate(p.created_at, language)}</td>
          </>
        )}
      />
      {selected && <MerchantPanel userId={selected} onClose={() => setSelected(null)} />}
    </div>
  )
}
