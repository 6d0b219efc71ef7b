import { DISTRICTS, SHOP_CLAIM_STATUSES, enumLabel } from '@/lib/enums'
import { PersonPanel } from '../../components/person-panel'
import { TabsContent } from '../../components/tabs'
import { BookingsTab } from '../../components/bookings-table'
import { Badge, statusTone } from '../../components/badge'
import { useAdminT } from '../../i18n/use-admin-t'
import { ItemList } from '../../components/item-list'
import { OverviewTab } from '../../components/overview-tab'
import { merchantDetailQuery } from '../api/merchant-detail'

export function MerchantPanel({ userId, onClose }: { userId: string; onClose: () => void }) {
  const { t, lang } = useAdminT()
  return (
    <PersonPanel
      userId={userId}
      onClose={onClose}
      query={merchantDetailQuery(userId)}
      noName={'—'}
      tabs={[
        ['overview', t('merchants.tabOverview')],
        ['businesses', t('merchants.tabBusinesses')],
        ['bookings', t('merchants.tabBookings')],
      ]}
    >
      {(data, lastActive) => (
        <>
          <OverviewTab
            statsTestId="merchant-counts"
            stats={[
              [t('merchants.businesses'), data.businesses.length],
              [t('merchants.services'), data.serviceCount],
              [t('merchants.bookings'), data.bookingCount],
            ]}
            statusCounts={data.statusCounts}
            details={[
              { label: t('merchants.email'), value: data.profile.email },
              { label: t('merchants.lastActive'), value: lastActive },
            ]}
          />
          <TabsContent value="businesses">
            <ItemList items={data.businesses} empty={t('merchants.noBusinesses')}>
              {(b) => (
                <li key={b.id} className="flex items-center justify-between gap-2 p-3 text-sm">
                  <div className="min-w-0">
                    <p className="font-medium text-stone-900">{b.name}</p>
                    <p className="text-stone-600">
                      {[b.address, b.district && enumLabel(DISTRICTS, b.district, lang)].filter(Boolean).join(' · ')}
                    </p>
                  </div>
                  <Badge tone={statusTone(b.claim_status)}>{enumLabel(SHOP_CLAIM_STATUSES, b.claim_status, lang)}</Badge>
                </li>
              )}
            </ItemList>
          </TabsContent>
          <BookingsTab caption={t('merchants.recentBookings')} bookings={data.bookings} empty={t('merchants.noBookings')} />
        </>
      )}
    </PersonPanel>
  )
}
