import { DISTRICTS, enumLabel } from '@/lib/enums'
import { PersonPanel } from '../../components/person-panel'
import { TabsContent } from '../../components/tabs'
import { DetailList } from '../../components/detail-list'
import { BookingsTab } from '../../components/bookings-table'
import { RoleBadge } from '../../components/role-badge'
import { formatLongDateTime, formatShortDate } from '@/lib/format'
import { useAdminT } from '../../i18n/use-admin-t'
import { ItemList } from '../../components/item-list'
import { OverviewTab } from '../../components/overview-tab'
import { userDetailQuery } from '../api/user-detail'
import { rolesOf, sortedRoles } from '../users.utils'

export function UserPanel({ userId, onClose }: { userId: string; onClose: () => void }) {
  const { t, lang, language } = useAdminT()
  return (
    <PersonPanel
      userId={userId}
      onClose={onClose}
      query={userDetailQuery(userId)}
      noName={t('users.noName')}
      tabs={[
        ['overview', t('users.tabOverview')],
        ['profile', t('users.tabProfile')],
        ['visited', t('users.tabVisited')],
        ['bookings', t('users.tabBookings')],
      ]}
    >
      {(data, lastActive) => (
        <>
          <OverviewTab
            stats={[
              [t('users.reviewsCount'), data.visited.length],
              [t('users.bookingsCount'), data.bookingCount],
            ]}
            statusCounts={data.statusCounts}
            details={[
              { label: t('users.email'), value: data.profile.email },
              {
                label: t('users.roles'),
                value: (
                  <span className="flex flex-wrap gap-1">
                    {sortedRoles(rolesOf(data.profile.user_roles)).map((r) => (
                      <RoleBadge key={r} role={r} lang={lang} />
                    ))}
                  </span>
                ),
              },
              { label: t('users.joined'), value: formatLongDateTime(data.profile.created_at, language) },
              { label: t('users.lastActive'), value: lastActive },
            ]}
          />
          <TabsContent value="profile">
            <DetailList
              columns={1}
              items={[
                { label: t('users.name'), value: data.profile.name },
                { label: t('users.email'), value: data.profile.email },
                { label: t('users.phone'), value: data.profile.phone_number },
                { label: t('users.avatar'), value: data.profile.avatar_url },
                { label: t('users.userId'), value: <span className="font-mono text-xs">{data.profile.user_id}</span> },
              ]}
            />
          </TabsContent>
          <TabsContent value="visited">
            <ItemList items={data.visited} empty={t('users.noVisited')} testId="visited-list">
              {(v) => (
                <li key={v.id} className="p-3 text-sm">
                  <div className="flex justify-between gap-2">
                    <p className="font-medium text-stone-900">{v.shop?.name ?? '—'}</p>
                    <span className="text-stone-600">{t('users.rating', { rating: v.rating })}</span>
                  </div>
                  <p className="text-stone-600">
                    {[v.shop?.address, v.shop?.district && enumLabel(DISTRICTS, v.shop.district, lang)].filter(Boolean).join(' · ')}
                  </p>
                  {v.comment && <p className="mt-1 text-stone-700">{v.comment}</p>}
                  <p className="mt-1 text-xs text-stone-500">{formatShortDate(v.created_at, language)}</p>
                </li>
              )}
            </ItemList>
          </TabsContent>
          <BookingsTab bookings={data.bookings} empty={t('users.noBookings')} />
        </>
      )}
    </PersonPanel>
  )
}
