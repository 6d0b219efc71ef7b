// The detail panel of a person (Merchants, Users): their name, or e-mail, or `noName` as its
// title and their e-mail under it, their record's tabs, and when they were last active (from
// the auth user: '…' while it loads, 'Never' when they have not signed in).
import type { ReactNode } from 'react'
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query'
import { formatLongDateTime } from '@/lib/format'
import { authUserQuery } from '../api/auth-user'
import { useAdminT } from '../i18n/use-admin-t'
import { DetailPanel, PanelTabs } from './side-panel'

interface Person {
  name: string | null
  email: string | null
}

export function PersonPanel<D extends { profile: Person | null }, K extends QueryKey>({
  userId,
  onClose,
  query,
  noName,
  tabs,
  children,
}: {
  userId: string
  onClose: () => void
  /** The person's record (merchantDetailQuery, userDetailQuery). */
  query: UseQueryOptions<D, Error, D, K>
  noName: string
  tabs: [value: string, label: string][]
  children: (data: D, lastActive: string) => ReactNode
}) {
  const { t, language } = useAdminT()
  const detail = useQuery(query)
  const auth = useQuery(authUserQuery(userId))
  const profile = detail.data?.profile
  const lastActive = auth.isPending
    ? '…'
    : auth.data?.last_sign_in_at
      ? formatLongDateTime(auth.data.last_sign_in_at, language)
      : t('common.never')
  return (
    <DetailPanel
      onClose={onClose}
      title={profile ? profile.name || profile.email || noName : t('common.loading')}
      description={profile?.email ?? undefined}
      query={detail}
      record={profile && detail.data}
    >
      {(data) => <PanelTabs tabs={tabs}>{children(data, lastActive)}</PanelTabs>}
    </DetailPanel>
  )
}
