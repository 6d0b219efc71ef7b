import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { BadgeCheck, MapPin } from 'lucide-react'
import { paths } from '@/config/paths'
import { labelLang } from '@/lib/enums'
import { formatHkd } from '@/lib/format'
import { pick, placeLine } from './localize'
import { isCategory } from './categories'
import type { ShopSummary } from './types'
import { FavoriteButton } from './favorite-button'
import { Rating } from './rating'
import { CoverOrIcon } from '@/components/market/cover-or-icon'

/** A shop in a list: photo, name in the visitor's language, area, categories, rating, price. */
export function ShopCard({ shop, headingLevel = 3 }: { shop: ShopSummary; headingLevel?: 2 | 3 }) {
  const { t, i18n } = useTranslation()
  const lang = labelLang(i18n.language)
  const name = pick(lang, shop.name, shop.name_zh)
  const place = placeLine(pick(lang, shop.area, shop.area_zh), shop.district, lang)
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-rose-600 hover:shadow-md">
      <div className="relative aspect-[4/3] bg-rose-50">
        <CoverOrIcon iconClassName="size-12">
          {shop.cover_url && <img src={shop.cover_url} alt="" loading="lazy" decoding="async" width={400} height={300} className="size-full object-cover" />}
        </CoverOrIcon>
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-4">
        <Heading className="pr-10 text-base leading-snug font-semibold text-stone-900">
          <Link to={paths.shop.getHref(shop.id)} className="after:absolute after:inset-0 focus-visible:outline-none">
            {name}
          </Link>
        </Heading>
        {shop.is_verified && (
          <p className="flex items-center gap-1 text-xs font-medium text-emerald-800">
            <BadgeCheck aria-hidden="true" className="size-4" />
            {t('market.shop.verified')}
          </p>
        )}
        {place && (
          <p className="flex items-center gap-1 text-sm text-stone-600">
            <MapPin aria-hidden="true" className="size-4 shrink-0" />
            {place}
            {shop.distance_km !== undefined && <span className="ml-auto shrink-0">{t('market.shop.distance', { km: shop.distance_km.toFixed(1) })}</span>}
          </p>
        )}
        <p className="text-sm text-stone-600">
          {shop.categories.filter(isCategory).map((c) => t(`nav.categories.${c}`)).join(' · ')}
        </p>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-x-3 gap-y-1 pt-2 text-sm">
          <Rating rating={shop.rating} count={shop.total_ratings} className="whitespace-nowrap" />
          {shop.min_price !== null && (
            <span className="whitespace-nowrap text-stone-700">{t('market.price.from', { price: formatHkd(shop.min_price) })}</span>
          )}
        </div>
      </div>
      <FavoriteButton shopId={shop.id} shopName={name} className="absolute top-3 right-3 z-10" />
    </article>
  )
}
