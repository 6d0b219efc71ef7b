import type { LandingT } from '../landing-texts'
import { LandingSection } from './landing-section'

const STEPS = ['submit', 'store', 'approval'] as const

export function HowSection({ t }: { t: LandingT }) {
  return (
    <LandingSection id="how" title={t('forBusiness.how.title')} intro={t('forBusiness.how.intro')} className="bg-stone-50">
      <ol className="mt-12 grid gap-6 md:grid-cols-3">
        {STEPS.map((step, index) => (
          <li key={step} className="relative rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
            <span className="inline-flex size-10 items-center justify-center rounded-full bg-rose-600 text-lg font-bold text-white">
              <span aria-hidden="true">{index + 1}</span>
              <span className="sr-only">{t('forBusiness.how.stepLabel', { number: index + 1 })}</span>
            </span>
            <h3 className="mt-4 text-lg font-semibold text-stone-900">{t(`forBusiness.how.${step}.title`)}</h3>
            <p className="mt-2 text-sm leading-relaxed text-stone-600">{t(`forBusiness.how.${step}.body`)}</p>
          </li>
        ))}
      </ol>
    </LandingSection>
  )
}
