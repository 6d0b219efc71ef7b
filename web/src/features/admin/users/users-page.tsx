// User Management: search, role filters (All, Users, Merchants, Admins), badges (Admin over
// Merchant over User) and the detail panel (Overview, Profile, Visited, Bookings).
import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { ListScreen, PagedTable, RowButton, useListPage } from '../components/paged-table'
import { RoleBadge } from '../components/role-badge'
import { formatShortDate } from '@/lib/format'
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
  const { search, setSearch, page, setPage, firstPage, selected, setSelected } = useListPage()
  const list = useQuery(peopleQuery(role, search, page))

  return (
    <ListScreen
      section="users"
      search={search}
      onSearch={setSearch}
      after={
        <div role="group" aria-label={t('users.filterLabel')} className="inline-flex rounded-lg bg-stone-100 p-1">
          {ROLE_FILTERS.map((f) => (
            <button
              key={f}
              type="button"
              aria-pressed={role === f}
              data-testid={`role-${f}`}
              onClick={() => firstPage(setRole)(f)}
              className={`rounded-md px-3 py-1.5 text-sm ${role === f ? 'bg-white font-medium text-stone-900 shadow-sm' : 'text-stone-600'}`}
            >
              {t(FILTER_LABEL[f])}
            </button>
          ))}
        </div>
      }
    >
      <PagedTable
        list={list}
        page={page}
        onPageChange={setPage}
        section="users"
        columns={['name', 'email', 'role', 'joined']}
        rowKey={(p) => p.user_id}
        onSelect={(p) => setSelected(p.user_id)}
        renderCells={(p) => (
          <>
            <td className="px-4 py-2.5">
              <RowButton onClick={() => setSelected(p.user_id)}>{p.name || t('users.noName')}</RowButton>
            </td>
            <td className="px-4 py-2.5 text-stone-700">{p.email}</td>
            <td className="px-4 py-2.5">
              <RoleBadge role={badgeOf(p.user_roles)} lang={lang} />
            </td>
            <td className="px-4 py-2.5 text-stone-600">{formatShortDate(p.created_at, language)}</td>
          </>
        )}
      />
      {selected && <UserPanel userId={selected} onClose={() => setSelected(null)} />}
    </ListScreen>
  )
}
