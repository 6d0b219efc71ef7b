import type { LandingT } from '../landing-texts'
import { LandingSection } from './landing-section'

// Screenshots of the merchant dashboard, taken from the demo shop (`./emu run`, merchant01) and
// kept as static files in web/public/for-business; below the fold, so they load lazily.
const SHOTS = [
  { key: 'overview', src: '/for-business/merchant-dashboard-1280.jpg', width: 1280, height: 800, wide: true },
  { key: 'day', src: '/for-business/merchant-dashboard-390.jpg', width: 390, height: 844, wide: false },
] as const

/** "See Emu for merchants": the product itself, on a computer and on a phone. */
export function ProductSection({ t }: { t: LandingT }) {
  return (
    <LandingSection id="product" title={t('forBusiness.product.title')} intro={t('forBusiness.product.intro')}>
      <div className="mt-12 grid items-start gap-8 md:grid-cols-[3fr_1fr]">
        {SHOTS.map((shot) => (
          <figure key={shot.key} className={shot.wide ? '' : 'mx-auto w-full max-w-[260px]'}>
            <img
              src={shot.src}
              width={shot.width}
              height={shot.height}
              alt={t(`forBusiness.product.${shot.key}Alt`)}
              loading="lazy"
              decoding="async"
              className="h-auto w-full rounded-2xl border border-stone-200 shadow-md"
            />
            <figcaption className="mt-3 text-center text-sm text-stone-600">{t(`forBusiness.product.${shot.key}Caption`)}</figcaption>
          </figure>
        ))}
      </div>
    </LandingSection>
  )
}
