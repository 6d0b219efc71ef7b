// Merchant Management: accounts with the merchant role, searched by e-mail or name, paged on
// the server, with the detail panel (Overview, Businesses, Bookings).
import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { PageHeader } from '../components/page-header'
import { SearchInput } from '../components/search-input'
import { Pagination } from '../components/pagination'
import { EmptyState, ErrorState, LoadingState } from '../components/states'
import { formatShortDate } from '../lib/format'
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
  const [page, setPage] = useState(0)
  const [selected, setSelected] = useState<string | null>(null)
  const list = useQuery(peopleQuery('merchant', search, page))

  return (
    <div>
      <PageHeader title={t('merchants.title')} subtitle={t('merchants.subtitle')} />
      <div className="mb-4">
        <SearchInput
          value={search}
          onChange={(v) => {
            setSearch(v)
            setPage(0)
          }}
          label={t('common.search')}
          placeholder={t('merchants.searchPlaceholder')}
        />
      </div>
      {list.isPending ? (
        <LoadingState label={t('merchants.loading')} />
      ) : list.isError ? (
        <ErrorState label={t('common.loadFailed')} />
      ) : list.data.rows.length === 0 ? (
        <EmptyState label={t('merchants.empty')} />
      ) : (
        <>
          <div className="overflow-x-auto rounded-xl border border-stone-200 bg-white">
            <table className="w-full text-left text-sm" data-testid="merchants-table">
              <thead className="border-b border-stone-200 bg-stone-50 text-xs text-stone-500 uppercase">
                <tr>
                  <th className="px-4 py-2 font-medium">{t('merchants.columns.name')}</th>
                  <th className="px-4 py-2 font-medium">{t('merchants.columns.email')}</th>
                  <th className="px-4 py-2 font-medium">{t('merchants.columns.business')}</th>
                  <th className="px-4 py-2 font-medium">{t('merchants.columns.joined')}</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-stone-100">
                {list.data.rows.map((p) => (
                  <tr key={p.user_id} className="cursor-pointer hover:bg-stone-50" onClick={() => setSelected(p.user_id)}>
                    <td className="px-4 py-2.5">
                      <button type="button" className="text-left font-medium text-stone-900 hover:underline" onClick={() => setSelected(p.user_id)}>
                        {p.name || '—'}
                      </button>
                    </td>
                    <td className="px-4 py-2.5 text-stone-700">{p.email}</td>
                    <td className="px-4 py-2.5 text-stone-700">{businessName(p) || '—'}</td>
                    <td className="px-4 py-2.5 text-stone-600">{formatShortDate(p.created_at, language)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination page={page} total={list.data.total} onPageChange={setPage} />
        </>
      )}
      {selected && <MerchantPanel userId={selected} onClose={() => setSelected(null)} />}
    </div>
  )
}
