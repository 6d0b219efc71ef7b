import { ChartNoAxesCombined, MapPin, Store } from 'lucide-react'
import type { LandingT } from '../landing-texts'
import { FeatureCards } from './feature-card'
import { LandingSection } from './landing-section'

const CARDS = [
  { icon: MapPin, key: 'search' },
  { icon: Store, key: 'profile' },
  { icon: ChartNoAxesCombined, key: 'analytics' },
] as const

export function WhySection({ t }: { t: LandingT }) {
  return (
    <LandingSection id="why" title={t('forBusiness.why.title')} intro={t('forBusiness.why.intro')}>
      <FeatureCards cards={CARDS} title={(key) => t(`forBusiness.why.${key}.title`)} body={(key) => t(`forBusiness.why.${key}.body`)} />
    </LandingSection>
  )
}
