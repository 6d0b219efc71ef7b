import { ChartNoAxesCombined, MapPin, Store } from 'lucide-react'
import type { LandingT } from '../landing-texts'
import { FeatureCard } from './feature-card'
import { LandingSection } from './landing-section'

const CARDS = [
  { icon: MapPin, key: 'search' },
  { icon: Store, key: 'profile' },
  { icon: ChartNoAxesCombined, key: 'analytics' },
] as const

export function WhySection({ t }: { t: LandingT }) {
  return (
    <LandingSection id="why" title={t('forBusiness.why.title')} intro={t('forBusiness.why.intro')}>
      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        {CARDS.map(({ icon, key }) => (
          <FeatureCard
            key={key}
            icon={icon}
            title={t(`forBusiness.why.${key}.title`)}
            body={t(`forBusiness.why.${key}.body`)}
          />
        ))}
      </ul>
    </LandingSection>
  )
}
