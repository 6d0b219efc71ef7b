// Merchant Management: accounts with the merchant role, searched by e-mail or name, paged on
// the server, with the detail panel (Overview, Businesses, Bookings).
import { useQuery } from '@tanstack/react-query'
import { ListScreen, PagedTable, RowButton, useListPage } from '../components/paged-table'
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
  const { language } = useAdminT()
  const { search, setSearch, page, setPage, selected, setSelected } = useListPage()
  const list = useQuery(peopleQuery('merchant', search, page))

  return (
    <ListScreen section="merchants" search={search} onSearch={setSearch} toolbarClassName="mb-4">
      <PagedTable
        list={list}
        page={page}
        onPageChange={setPage}
        section="merchants"
        columns={['name', 'email', 'business', 'joined']}
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
    </ListScreen>
  )
}
