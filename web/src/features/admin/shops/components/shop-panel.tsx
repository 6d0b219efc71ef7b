import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { BUSINESS_TYPES, DISTRICTS, SHOP_CLAIM_STATUSES, VERIFICATION_STATUSES, enumLabel } from '@/lib/enums'
import { Button } from '@/components/ui/button'
import { DetailPanel, PanelTabs } from '../../components/side-panel'
import { TabsContent } from '../../components/tabs'
import { DetailList } from '../../components/detail-list'
import { Badge, statusTone } from '../../components/badge'
import { BookingsTab } from '../../components/bookings-table'
import { formatLongDateTime, formatPrice } from '@/lib/format'
import { useAdminT } from '../../i18n/use-admin-t'
import { ItemList } from '../../components/item-list'
import { OverviewTab } from '../../components/overview-tab'
import { shopQuery } from '../api/shops'
import { ShopEditForm } from './shop-edit-form'
import { DeleteShopDialog } from './delete-shop-dialog'

export function ShopPanel({ shopId, onClose }: { shopId: string; onClose: () => void }) {
  const { t, lang, language } = useAdminT()
  const detail = useQuery(shopQuery(shopId))
  const [editing, setEditing] = useState(false)
  const shop = detail.data?.shop

  return (
    <DetailPanel onClose={onClose} title={shop?.name ?? t('common.loading')} query={detail} record={shop && detail.data}>
      {(data) =>
        editing ? (
          <ShopEditForm shop={data.shop} onDone={() => setEditing(false)} />
        ) : (
          <>
            <div className="mb-4 flex gap-2">
              <Button size="sm" onClick={() => setEditing(true)}>
                {t('shops.edit')}
              </Button>
              <DeleteShopDialog shopId={data.shop.id} onDeleted={onClose} />
            </div>
            <PanelTabs
              tabs={[
                ['overview', t('shops.tabOverview')],
                ['services', t('shops.tabServices')],
                ['bookings', t('shops.tabBookings')],
                ['details', t('shops.tabDetails')],
              ]}
            >
              <OverviewTab
                stats={[
                  [t('shops.servicesCount'), data.services.length],
                  [t('shops.bookingsCount'), data.bookingCount],
                  [t('shops.claimsCount'), data.claimCount],
                ]}
                statusCounts={data.statusCounts}
                details={[
                  { label: t('shops.fields.nameZh'), value: data.shop.name_zh },
                  { label: t('shops.fields.district'), value: data.shop.district && enumLabel(DISTRICTS, data.shop.district, lang) },
                  { label: t('shops.fields.address'), value: data.shop.address },
                  { label: t('shops.fields.phone'), value: data.shop.phone_number },
                  {
                    label: t('shops.columns.claim'),
                    value: <Badge tone={statusTone(data.shop.claim_status)}>{enumLabel(SHOP_CLAIM_STATUSES, data.shop.claim_status, lang)}</Badge>,
                  },
                  { label: t('shops.owner'), value: data.shop.owner ? data.shop.owner.email : t('shops.noOwner') },
                  { label: t('shops.rating'), value: t('shops.ratingValue', { rating: data.shop.rating, count: data.shop.total_ratings }) },
                  {
                    label: t('shops.columns.status'),
                    value: `${data.shop.is_active ? t('shops.active') : t('shops.inactive')} · ${data.shop.is_verified ? t('shops.verified') : t('shops.unverified')}`,
                  },
                ]}
              />
              <TabsContent value="services">
                <ItemList items={data.services} empty={t('shops.noServices')} testId="services-list">
                  {(s) => (
                    <li key={s.id} className="flex items-center justify-between gap-3 p-3 text-sm">
                      <div className="min-w-0">
                        <p className="font-medium text-stone-900">{s.name}</p>
                        {s.description && <p className="truncate text-stone-600">{s.description}</p>}
                      </div>
                      <div className="shrink-0 text-right text-stone-700">
                        {s.price !== null && <p>{t('shops.price', { price: formatPrice(s.price) })}</p>}
                        {s.duration !== null && <p className="text-xs">{t('shops.minutes', { count: s.duration })}</p>}
                      </div>
                    </li>
                  )}
                </ItemList>
              </TabsContent>
              <BookingsTab caption={t('shops.recentBookings')} bookings={data.bookings} empty={t('shops.noBookings')} />
              <TabsContent value="details">
                <DetailList
                  columns={1}
                  items={[
                    { label: t('shops.fields.id'), value: <span className="font-mono text-xs">{data.shop.id}</span> },
                    { label: t('shops.fields.website'), value: data.shop.website },
                    { label: t('shops.fields.instagram'), value: data.shop.instagram_url },
                    { label: t('shops.fields.description'), value: data.shop.description },
                    {
                      label: t('shops.fields.businessTypes'),
                      value: (data.shop.business_types ?? []).map((v) => enumLabel(BUSINESS_TYPES, v, lang)).join(', '),
                    },
                    {
                      label: t('shops.fields.operatingHours'),
                      value: data.shop.operating_hours
                        ? Object.entries(data.shop.operating_hours)
                            .map(([k, v]) => `${k}: ${v}`)
                            .join(' · ')
                        : null,
                    },
                    {
                      label: t('shops.fields.verificationStatus'),
                      value: enumLabel(VERIFICATION_STATUSES, data.shop.verification_status, lang),
                    },
                    { label: t('shops.fields.createdAt'), value: formatLongDateTime(data.shop.created_at, language) },
                    { label: t('shops.fields.updatedAt'), value: formatLongDateTime(data.shop.updated_at, language) },
                  ]}
                />
              </TabsContent>
            </PanelTabs>
          </>
        )
      }
    </DetailPanel>
  )
}
