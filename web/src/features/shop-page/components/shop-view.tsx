// The shop page once its data has arrived (a lazy chunk loaded with the data): header, Book,
// Call, WhatsApp, map, favourite, what "Verified" means; address (Chinese on the Chinese page),
// contacts and hours (above the rest on a phone, beside it on a wide screen); about, services,
// staff, photos, reviews.
import { lazy, Suspense, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { AtSign, BadgeCheck, CalendarClock, Globe, MapPin, Phone } from 'lucide-react'
import { FavoriteButton } from '@/components/market/favorite-button'
import { Rating } from '@/components/market/rating'
import { buttonClasses } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { labelLang } from '@/lib/lang'
import { isCategory } from '@/components/market/categories'
import { instagramLink, mapUrl, pick, placeLine, telUrl, websiteLink, whatsappUrl } from '@/components/market/localize'
import type { ShopDetail } from '@/components/market/types'
import { whenIdle } from '@/lib/idle'
import { HoursSection, ServicesSection, StaffSection } from './shop-sections'
import { TitledSection } from '@/components/ui/titled-section'
import { CoverOrIcon } from '@/components/market/cover-or-icon'

// The reviews (summary, sorting, paging, reply, report) load as their own chunk below the fold.
const ShopReviews = lazy(() => import('./shop-reviews'))

/** True once the browser is idle after the first paint. */
function useIdle(): boolean {
  const [idle, setIdle] = useState(false)
  useEffect(() => whenIdle(() => setIdle(true)), [])
  return idle
}

/** A contact that opens another site in a new tab: icon, the link, its kind for screen readers. */
function ExternalContact({ icon: Icon, label, href, text }: { icon: typeof Globe; label: string; href: string; text: string }) {
  const { t } = useTranslation()
  return (
    <li className="flex min-w-0 items-center gap-2">
      <Icon aria-hidden="true" className="size-4 shrink-0 text-stone-500" />
      <span className="sr-only">{label}: </span>
      <a href={href} target="_blank" rel="noopener noreferrer" className="truncate text-rose-700 underline underline-offset-2">
        {text}
        <span className="sr-only">{t('common.opensInNewTab')}</span>
      </a>
    </li>
  )
}

export default function ShopView({ shop: s }: { shop: ShopDetail }) {
  const { t, i18n } = useTranslation()
  const lang = labelLang(i18n.language)
  const name = pick(lang, s.name, s.name_zh)
  const otherName = lang === 'zh' ? s.name : s.name_zh
  const description = pick(lang, s.description, s.description_zh)
  const area = pick(lang, s.area, s.area_zh)
  // The Chinese address holds its floor and unit; the English one has them apart.
  const englishAddress = [s.address_floor, s.address].filter(Boolean).join(', ')
  const address = lang === 'zh' ? (s.address_zh ?? '').trim() || englishAddress : englishAddress
  const call = telUrl(s.phone_number)
  const website = websiteLink(s.website)
  const instagram = instagramLink(s.instagram_url)
  const map = mapUrl({ lat: s.lat, lng: s.lng, address: s.address, name: s.name })
  const whatsapp = whatsappUrl(s.whatsapp ?? s.phone_number)
  const cover = s.cover_url ?? s.photo_urls[0] ?? null
  const photos = s.photo_urls.filter((url) => url !== cover)
  const idle = useIdle()
  const reviewsLoading = <p className="text-sm text-stone-600">{t('common.loading')}</p>

  return (
    <main className="flex-1 bg-white pb-12">
      <div className="relative h-48 bg-rose-50 sm:h-72">
        <CoverOrIcon iconClassName="size-16">
          {cover && <img src={cover} alt="" width={1440} height={288} fetchPriority="high" className="size-full object-cover" />}
        </CoverOrIcon>
      </div>

      <div className="mx-auto w-full max-w-6xl px-4">
        <div className="relative z-10 -mt-10 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-7">
          <div className="flex items-start justify-between gap-4">
            <div className="min-w-0">
              <h1 className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">{name}</h1>
              {otherName && otherName !== name && (
                <p lang={lang === 'zh' ? 'en' : 'zh-HK'} className="mt-0.5 text-stone-600">
                  {otherName}
                </p>
              )}
              <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
                <Rating rating={s.rating} count={s.total_ratings} />
                {s.is_verified && (
                  <span className="inline-flex items-center gap-1 font-medium text-emerald-800">
                    <BadgeCheck aria-hidden="true" className="size-4" />
                    {t('market.shop.verified')}
                  </span>
                )}
                <span className="text-stone-700">
                  {s.categories.filter(isCategory).map((c) => t(`nav.categories.${c}`)).join(' · ')}
                </span>
              </div>
              {s.is_verified && (
                <p data-testid="verified-means" className="mt-1 text-xs text-stone-600">
                  {t('market.shop.verifiedMeans')}
                </p>
              )}
            </div>
            <FavoriteButton shopId={s.id} shopName={name} className="shrink-0" />
          </div>

          <div className="mt-5 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
            <Link to={paths.shopBook.getHref(s.id)} className={buttonClasses('primary', 'md')}>
              <CalendarClock aria-hidden="true" className="size-4" />
              {t('market.shop.book')}
            </Link>
            {call && s.phone_number && (
              <a href={call} className={buttonClasses('outline', 'md')}>
                <Phone aria-hidden="true" className="size-4" />
                {t('market.shop.call', { phone: s.phone_number })}
              </a>
            )}
            {whatsapp && (
              <a href={whatsapp} target="_blank" rel="noopener noreferrer" className={buttonClasses('whatsapp', 'md')}>
                {t('market.shop.whatsapp')}
                <span className="sr-only">{t('common.opensInNewTab')}</span>
              </a>
            )}
            {map && (
              <a href={map} target="_blank" rel="noopener noreferrer" className={buttonClasses('outline', 'md')}>
                <MapPin aria-hidden="true" className="size-4" />
                {t('market.shop.map')}
                <span className="sr-only">{t('common.opensInNewTab')}</span>
              </a>
            )}
          </div>
        </div>

        <div className="mt-8 grid gap-10 lg:grid-cols-[1fr_340px]">
          {/* On a phone the address, contacts and hours come first, above the reviews; on a wide
              screen they sit in the right-hand column. */}
          <aside className="flex flex-col gap-8 lg:col-start-2 lg:row-start-1" aria-label={t('market.shop.details')}>
            <TitledSection id="shop-address" title={t('market.shop.address')} titleClassName="text-xl font-semibold tracking-tight text-stone-900">
              <address className="mt-3 text-stone-800 not-italic" lang={lang === 'zh' && s.address_zh ? 'zh-HK' : undefined}>
                {address && <p data-testid="shop-address-line">{address}</p>}
                <p className="text-stone-600">{placeLine(area, s.district, lang)}</p>
              </address>
            </TitledSection>
            {(call || website || instagram) && (
              <TitledSection id="shop-contacts" title={t('market.shop.contacts')} titleClassName="text-xl font-semibold tracking-tight text-stone-900">
                <ul className="mt-3 flex flex-col gap-2 text-stone-800">
                  {call && s.phone_number && (
                    <li className="flex items-center gap-2">
                      <Phone aria-hidden="true" className="size-4 shrink-0 text-stone-500" />
                      <span className="sr-only">{t('market.shop.phone')}: </span>
                      <a href={call} className="text-rose-700 underline underline-offset-2">{s.phone_number}</a>
                    </li>
                  )}
                  {website && <ExternalContact icon={Globe} label={t('market.shop.website')} href={website.href} text={website.host} />}
                  {instagram && <ExternalContact icon={AtSign} label={t('market.shop.instagram')} href={instagram.href} text={instagram.handle} />}
                </ul>
              </TitledSection>
            )}
            <HoursSection shop={s} />
          </aside>
          <div className="flex min-w-0 flex-col gap-10 lg:col-start-1 lg:row-start-1">
            {description && (
              <TitledSection id="shop-about" title={t('market.shop.about')} titleClassName="text-xl font-semibold tracking-tight text-stone-900">
                <p className="mt-3 whitespace-pre-line text-stone-800">{description}</p>
              </TitledSection>
            )}
            <ServicesSection shop={s} lang={lang} />
            <StaffSection shop={s} lang={lang} />
            {photos.length > 0 && (
              <TitledSection id="shop-photos" title={t('market.shop.photos')} titleClassName="text-xl font-semibold tracking-tight text-stone-900">
                <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3">
                  {photos.map((url, i) => (
                    <li key={url}>
                      <img
                        src={url}
                        alt={t('market.shop.photoAlt', { name, n: i + 1 })}
                        width={400}
                        height={300}
                        loading="lazy"
                        className="aspect-[4/3] w-full rounded-xl object-cover"
                      />
                    </li>
                  ))}
                </ul>
              </TitledSection>
            )}
            {/* Below the fold: the reviews' code (and their reads) start once the page above has
                painted, so they do not hold back its largest paint. */}
            <Suspense fallback={reviewsLoading}>
              {idle ? <ShopReviews shopId={s.id} rating={s.rating} count={s.total_ratings} /> : reviewsLoading}
            </Suspense>
          </div>

        </div>
      </div>
    </main>
  )
}
