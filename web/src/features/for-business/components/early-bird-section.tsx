import { BadgeCheck, Palette, Percent } from 'lucide-react'
import { commissionPercent } from '@/lib/app-config'
import type { LandingT } from '../landing-texts'
import { FeatureCards } from './feature-card'
import { LandingSection } from './landing-section'

const CARDS = [
  { icon: Palette, key: 'customisation' },
  { icon: BadgeCheck, key: 'verification' },
  { icon: Percent, key: 'commission' },
] as const

export function EarlyBirdSection({ t }: { t: LandingT }) {
  const percent = commissionPercent()
  // The commission card states the configured rate (EMU_COMMISSION_PERCENT).
  const body = (key: (typeof CARDS)[number]['key']) =>
    key === 'commission'
      ? percent === null
        ? t('forBusiness.earlyBird.commission.bodyNoRate')
        : t('forBusiness.earlyBird.commission.body', { percent })
      : t(`forBusiness.earlyBird.${key}.body`)
  return (
    <LandingSection id="early-bird" title={t('forBusiness.earlyBird.title')} intro={t('forBusiness.earlyBird.intro')}>
      <FeatureCards cards={CARDS} title={(key) => t(`forBusiness.earlyBird.${key}.title`)} body={body} />
    </LandingSection>
  )
}
