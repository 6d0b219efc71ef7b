// User Management: search, role filters (All, Users, Merchants, Admins), badges (Admin over
// Merchant over User) and the detail panel (Overview, Profile, Visited, Bookings).
import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { PageHeader } from '../components/page-header'
import { SearchInput } from '../components/search-input'
import { Pagination } from '../components/pagination'
import { RoleBadge } from '../components/role-badge'
import { EmptyState, ErrorState, LoadingState } from '../components/states'
import { formatShortDate } from '../lib/format'
import { useAdminT, type AdminKey } from '../i18n/use-admin-t'
import { peopleQuery } from './api/people'
import { UserPanel } from './components/user-panel'
import { badgeOf, ROLE_FILTERS, type RoleFilter } from './users.utils'

const FILTER_LABEL: Record<RoleFilter, AdminKey> = {
  all: 'users.filterAll',
  user: 'users.filterUsers',
  merchant: 'users.filterMerchants',
  admin: 'users.filterAdmins',
}

export default function UsersPage() {
  const { t, lang, language } = useAdminT()
  const [role, setRole] = useState<RoleFilter>('all')
  const [search, setSearch] = useState('')
  const [page, setPage] = useState(0)
  const [selected, setSelected] = useState<string | null>(null)
  const list = useQuery(peopleQuery(role, search, page))

  return (
    <div>
      <PageHeader title={t('users.title')} subtitle={t('users.subtitle')} />
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <SearchInput
          value={search}
          onChange={(v) => {
            setSearch(v)
            setPage(0)
          }}
          label={t('common.search')}
          placeholder={t('users.searchPlaceholder')}
        />
        <div role="group" aria-label={t('users.filterLabel')} className="inline-flex rounded-lg bg-stone-100 p-1">
          {ROLE_FILTERS.map((f) => (
            <button
              key={f}
              type="button"
              aria-pressed={role === f}
              data-testid={`role-${f}`}
              onClick={() => {
                setRole(f)
                setPage(0)
              }}
              className={`rounded-md px-3 py-1.5 text-sm ${role === f ? 'bg-white font-medium text-stone-900 shadow-sm' : 'text-stone-600'}`}
            >
              {t(FILTER_LABEL[f])}
            </button>
          ))}
        </div>
      </div>
      {list.isPending ? (
        <LoadingState label={t('users.loading')} />
      ) : list.isError ? (
        <ErrorState label={t('common.loadFailed')} />
      ) : list.data.rows.length === 0 ? (
        <EmptyState label={t('users.empty')} />
      ) : (
        <>
          <div className="overflow-x-auto rounded-xl border border-stone-200 bg-white">
            <table className="w-full text-left text-sm" data-testid="users-table">
              <thead className="border-b border-stone-200 bg-stone-50 text-xs text-stone-500 uppercase">
                <tr>
                  <th className="px-4 py-2 font-medium">{t('users.columns.name')}</th>
                  <th className="px-4 py-2 font-medium">{t('users.columns.email')}</th>
                  <th className="px-4 py-2 font-medium">{t('users.columns.role')}</th>
                  <th className="px-4 py-2 font-medium">{t('users.columns.joined')}</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-stone-100">
                {list.data.rows.map((p) => (
                  <tr key={p.user_id} className="cursor-pointer hover:bg-stone-50" onClick={() => setSelected(p.user_id)}>
                    <td className="px-4 py-2.5">
                      <button type="button" className="text-left font-medium text-stone-900 hover:underline" onClick={() => setSelected(p.user_id)}>
                        {p.name || t('users.noName')}
                      </button>
                    </td>
                    <td className="px-4 py-2.5 text-stone-700">{p.email}</td>
                    <td className="px-4 py-2.5">
                      <RoleBadge role={badgeOf(p.user_roles)} lang={lang} />
                    </td>
                    <td className="px-4 py-2.5 text-stone-600">{formatShortDate(p.created_at, language)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination page={page} total={list.data.total} onPageChange={setPage} />
        </>
      )}
      {selected && <UserPanel userId={selected} onClose={() => setSelected(null)} />}
    </div>
  )
}
