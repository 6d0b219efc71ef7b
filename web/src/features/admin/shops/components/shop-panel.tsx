import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { BUSINESS_TYPES, DISTRICTS, SHOP_CLAIM_STATUSES, VERIFICATION_STATUSES, enumLabel } from '@/lib/enums'
import { Button } from '@/components/ui/button'
import { SidePanel } from '../../components/side-panel'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/tabs'
import { DetailList, StatCard } from '../../components/detail-list'
import { Badge, statusTone } from '../../components/badge'
import { BookingsTable } from '../../components/bookings-table'
import { BookingStatusCounts } from '../../components/booking-status-counts'
import { EmptyState, ErrorState, LoadingState } from '../../components/states'
import { formatLongDateTime, formatPrice } from '@/lib/format'
import { useAdminT } from '../../i18n/use-admin-t'
import { shopQuery } from '../api/shops'
import { ShopEditForm } from './shop-edit-form'
import { DeleteShopDialog } from './delete-shop-dialog'

export function ShopPanel({ shopId, onClose }: { shopId: string; onClose: () => void }) {
  const { t, lang, language } = useAdminT()
  const detail = useQuery(shopQuery(shopId))
  const [editing, setEditing] = useState(false)
  const shop = detail.data?.shop

  return (
    <SidePanel open onOpenChange={(o) => !o && onClose()} title={shop?.name ?? t('common.loading')} closeLabel={t('common.close')}>
      {detail.isPending ? (
        <LoadingState label={t('common.loading')} />
      ) : detail.isError || !shop ? (
        <ErrorState label={t('common.loadFailed')} />
      ) : editing ? (
        <ShopEditForm shop={shop} onDone={() => setEditing(false)} />
      ) : (
        <>
          <div className="mb-4 flex gap-2">
            <Button size="sm" onClick={() => setEditing(true)}>
              {t('shops.edit')}
            </Button>
            <DeleteShopDialog shopId={shop.id} onDeleted={onClose} />
          </div>
          <Tabs defaultValue="overview">
            <TabsList>
              <TabsTrigger value="overview">{t('shops.tabOverview')}</TabsTrigger>
              <TabsTrigger value="services">{t('shops.tabServices')}</TabsTrigger>
              <TabsTrigger value="bookings">{t('shops.tabBookings')}</TabsTrigger>
              <TabsTrigger value="details">{t('shops.tabDetails')}</TabsTrigger>
            </TabsList>
            <TabsContent value="overview" className="grid gap-4">
              <div className="grid grid-cols-3 gap-3">
                <StatCard label={t('shops.servicesCount')} value={detail.data.services.length} />
                <StatCard label={t('shops.bookingsCount')} value={detail.data.bookingCount} />
                <StatCard label={t('shops.claimsCount')} value={detail.data.claimCount} />
              </div>
              <BookingStatusCounts counts={detail.data.statusCounts} />
              <DetailList
                items={[
                  { label: t('shops.fields.nameZh'), value: shop.name_zh },
                  { label: t('shops.fields.district'), value: shop.district && enumLabel(DISTRICTS, shop.district, lang) },
                  { label: t('shops.fields.address'), value: shop.address },
                  { label: t('shops.fields.phone'), value: shop.phone_number },
                  {
                    label: t('shops.columns.claim'),
                    value: <Badge tone={statusTone(shop.claim_status)}>{enumLabel(SHOP_CLAIM_STATUSES, shop.claim_status, lang)}</Badge>,
                  },
                  { label: t('shops.owner'), value: shop.owner ? shop.owner.email : t('shops.noOwner') },
                  { label: t('shops.rating'), value: t('shops.ratingValue', { rating: shop.rating, count: shop.total_ratings }) },
                  {
                    label: t('shops.columns.status'),
                    value: `${shop.is_active ? t('shops.active') : t('shops.inactive')} · ${shop.is_verified ? t('shops.verified') : t('shops.unverified')}`,
                  },
                ]}
              />
            </TabsContent>
            <TabsContent value="services">
              {detail.data.services.length === 0 ? (
                <EmptyState label={t('shops.noServices')} />
              ) : (
                <ul className="divide-y divide-stone-100 rounded-xl border border-stone-200" data-testid="services-list">
                  {detail.data.services.map((s) => (
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
                  ))}
                </ul>
              )}
            </TabsContent>
            <TabsContent value="bookings">
              <p className="mb-2 text-xs text-stone-500">{t('shops.recentBookings')}</p>
              <BookingsTable bookings={detail.data.bookings} empty={t('shops.noBookings')} />
            </TabsContent>
            <TabsContent value="details">
              <DetailList
                columns={1}
                items={[
                  { label: t('shops.fields.id'), value: <span className="font-mono text-xs">{shop.id}</span> },
                  { label: t('shops.fields.website'), value: shop.website },
                  { label: t('shops.fields.instagram'), value: shop.instagram_url },
                  { label: t('shops.fields.description'), value: shop.description },
                  {
                    label: t('shops.fields.businessTypes'),
                    value: (shop.business_types ?? []).map((v) => enumLabel(BUSINESS_TYPES, v, lang)).join(', '),
                  },
                  {
                    label: t('shops.fields.operatingHours'),
                    value: shop.operating_hours
                      ? Object.entries(shop.operating_hours)
                          .map(([k, v]) => `${k}: ${v}`)
                          .join(' · ')
                      : null,
                  },
                  {
                    label: t('shops.fields.verificationStatus'),
                    value: enumLabel(VERIFICATION_STATUSES, shop.verification_status, lang),
                  },
                  { label: t('shops.fields.createdAt'), value: formatLongDateTime(shop.created_at, language) },
                  { label: t('shops.fields.updatedAt'), value: formatLongDateTime(shop.updated_at, language) },
                ]}
              />
            </TabsContent>
          </Tabs>
        </>
      )}
    </SidePanel>
  )
}
