import { useTranslation } from 'react-i18next'
import { Clock } from 'lucide-react'
import type { Lang } from '@/lib/enums'
import { hkWeekday, hoursRows } from '@/components/market/hours'
import { formatHkd } from '@/lib/format'
import { pick } from '@/components/market/localize'
import type { ShopDetail } from '@/components/market/types'
import { cn } from '@/lib/cn'
import { StaffAvatar } from '@/components/market/staff-avatar'
import { TitledSection } from '@/components/ui/titled-section'

const H2 = 'text-xl font-semibold tracking-tight text-stone-900'

export function ServicesSection({ shop, lang }: { shop: ShopDetail; lang: Lang }) {
  const { t } = useTranslation()
  return (
    <TitledSection id="shop-services" title={t('market.shop.services')} titleClassName={H2}>
      {shop.services.length === 0 ? (
        <p className="mt-3 text-stone-600">{t('market.shop.noServices')}</p>
      ) : (
        <ul className="mt-3 divide-y divide-stone-200 rounded-2xl border border-stone-200">
          {shop.services.map((service) => {
            const description = pick(lang, service.description, service.description_zh)
            const price = formatHkd(service.price)
            return (
              <li key={service.id} className="flex items-start justify-between gap-4 p-4">
                <div>
                  <h3 className="font-medium text-stone-900">{pick(lang, service.name, service.name_zh)}</h3>
                  {description && <p className="mt-0.5 text-sm text-stone-600">{description}</p>}
                  {service.duration !== null && (
                    <p className="mt-1 flex items-center gap-1 text-sm text-stone-600">
                      <Clock aria-hidden="true" className="size-4" />
                      {t('market.shop.minutes', { count: service.duration })}
                    </p>
                  )}
                </div>
                {price && (
                  <p className="shrink-0 text-right font-semibold text-stone-900">
                    {service.price_is_from ? t('market.price.from', { price }) : price}
                  </p>
                )}
              </li>
            )
          })}
        </ul>
      )}
    </TitledSection>
  )
}

export function StaffSection({ shop, lang }: { shop: ShopDetail; lang: Lang }) {
  const { t } = useTranslation()
  if (shop.staff.length === 0) return null
  return (
    <TitledSection id="shop-staff" title={t('market.shop.staff')} titleClassName={H2}>
      <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3">
        {shop.staff.map((member) => (
          <li key={member.id} className="flex items-center gap-3 rounded-2xl border border-stone-200 p-3">
            <StaffAvatar url={member.avatar_url} name={member.name} size="md" />
            <div className="min-w-0">
              <p className="truncate font-medium text-stone-900">{pick(lang, member.name, member.name_zh)}</p>
              <p className="truncate text-sm text-stone-600">{pick(lang, member.title, member.title_zh)}</p>
            </div>
          </li>
        ))}
      </ul>
    </TitledSection>
  )
}

export function HoursSection({ shop }: { shop: ShopDetail }) {
  const { t } = useTranslation()
  const rows = hoursRows(shop.operating_hours)
  if (rows.every((r) => r.status === 'unknown')) return null
  const today = hkWeekday()
  return (
    <TitledSection id="shop-hours" title={t('market.shop.hours')} titleClassName={H2}>
      <table className="mt-3 w-full text-sm">
        <caption className="sr-only">{t('market.shop.hours')}</caption>
        <tbody>
          {rows.map((row) => (
            <tr key={row.day} className={cn(row.day === today && 'font-semibold text-stone-900')}>
              <th scope="row" className="py-1 pr-4 text-left font-normal text-stone-700">
                {t(`market.days.${row.day}`)}
                {row.day === today && <span className="ml-2 text-xs text-rose-700">{t('market.shop.today')}</span>}
              </th>
              <td className="py-1 text-right text-stone-900">
                {row.status === 'open' ? row.ranges.join(', ') : row.status === 'closed' ? t('market.shop.closed') : '—'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-2 text-xs text-stone-600">{t('market.shop.hkTime')}</p>
    </TitledSection>
  )
}
