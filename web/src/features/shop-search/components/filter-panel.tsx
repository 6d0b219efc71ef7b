import { useId, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { ChevronDown } from 'lucide-react'
import { CONTROL_CLASSES } from '@/components/ui/input'
import { SERVICE_CATEGORIES } from '@/config/paths'
import { cn } from '@/lib/cn'
import { DISTRICTS, type Lang } from '@/lib/enums'
import { AREAS } from '@/components/market/areas'
import {
  EMPTY_FILTERS,
  PRICE_BAND_KEYS,
  RATING_FLOORS,
  urlOfFilters,
  withFilter,
  type PriceBand,
  type RatingFloor,
  type ShopFilters,
} from '../lib/filters'

function NativeSelect({
  label,
  value,
  onChange,
  children,
}: {
  label: string
  value: string
  onChange: (value: string) => void
  children: ReactNode
}) {
  const id = useId()
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-stone-800">
        {label}
      </label>
      <div className="relative">
        <select id={id} value={value} onChange={(e) => onChange(e.target.value)} className={cn(CONTROL_CLASSES, 'appearance-none pr-9')}>
          {children}
        </select>
        <ChevronDown aria-hidden="true" className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-stone-500" />
      </div>
    </div>
  )
}

const CHIP =
  'inline-flex min-h-9 items-center rounded-full border px-3 text-sm focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-rose-600'
const chipClasses = (active: boolean) =>
  cn(CHIP, active ? 'border-rose-600 bg-rose-600 text-white' : 'border-stone-300 bg-white text-stone-800 hover:bg-rose-50')

/** District, area, category, price band, rating and verified only; every choice is a URL. */
export function FilterPanel({
  filters,
  lang,
  navigateTo,
}: {
  filters: ShopFilters
  lang: Lang
  navigateTo: (href: string) => void
}) {
  const { t } = useTranslation()
  const go = (change: Partial<Omit<ShopFilters, 'page'>>) => urlOfFilters(withFilter(filters, change))
  const areas = filters.district ? AREAS.filter((a) => a.district === filters.district) : AREAS

  return (
    <div className="flex flex-col gap-5">
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-stone-800">{t('market.filters.category')}</legend>
        <ul className="flex flex-wrap gap-2">
          <li>
            <Link to={go({ category: null })} aria-current={filters.category === null ? 'true' : undefined} className={chipClasses(filters.category === null)}>
              {t('market.filters.allCategories')}
            </Link>
          </li>
          {SERVICE_CATEGORIES.map((category) => (
            <li key={category}>
              <Link to={go({ category })} aria-current={filters.category === category ? 'true' : undefined} className={chipClasses(filters.category === category)}>
                {t(`nav.categories.${category}`)}
              </Link>
            </li>
          ))}
        </ul>
      </fieldset>

      <NativeSelect
        label={t('market.filters.district')}
        value={filters.district ?? ''}
        onChange={(value) => navigateTo(go({ district: (value || null) as ShopFilters['district'], area: null }))}
      >
        <option value="">{t('market.filters.allDistricts')}</option>
        {DISTRICTS.map((d) => (
          <option key={d.value} value={d.value}>
            {d[lang]}
          </option>
        ))}
      </NativeSelect>

      {areas.length > 0 && (
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-stone-800">{t('market.filters.area')}</legend>
          <ul className="flex flex-wrap gap-2">
            {areas.map((area) => {
              const active = filters.area === area.slug
              return (
                <li key={area.slug}>
                  <Link to={go({ area: active ? null : area.slug })} aria-current={active ? 'true' : undefined} className={chipClasses(active)}>
                    {area[lang]}
                  </Link>
                </li>
              )
            })}
          </ul>
        </fieldset>
      )}

      <NativeSelect
        label={t('market.filters.price')}
        value={filters.price ?? ''}
        onChange={(value) => navigateTo(go({ price: (value || null) as PriceBand | null }))}
      >
        <option value="">{t('market.filters.anyPrice')}</option>
        {PRICE_BAND_KEYS.map((band) => (
          <option key={band} value={band}>
            {t(`market.filters.priceBands.${band}`)}
          </option>
        ))}
      </NativeSelect>

      <NativeSelect
        label={t('market.filters.rating')}
        value={filters.rating === null ? '' : String(filters.rating)}
        onChange={(value) => navigateTo(go({ rating: value ? (Number(value) as RatingFloor) : null }))}
      >
        <option value="">{t('market.filters.anyRating')}</option>
        {RATING_FLOORS.map((floor) => (
          <option key={floor} value={floor}>
            {t('market.filters.ratingAtLeast', { rating: floor })}
          </option>
        ))}
      </NativeSelect>

      <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium text-stone-800">
        <input
          type="checkbox"
          checked={filters.verified}
          onChange={(e) => navigateTo(go({ verified: e.target.checked }))}
          className="size-5 accent-rose-600"
        />
        {t('market.filters.verifiedOnly')}
      </label>

      <Link to={urlOfFilters({ ...EMPTY_FILTERS, category: filters.category })} className="text-sm font-medium text-rose-700 underline underline-offset-2">
        {t('market.filters.clear')}
      </Link>
    </div>
  )
}
