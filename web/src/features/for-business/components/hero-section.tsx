import { ArrowRight } from 'lucide-react'
import { Button } from '@/components/ui/button'
import type { LandingT } from '../landing-texts'
import { HERO_MIN_HEIGHT } from './layout'

export function HeroSection({ t, onJoin }: { t: LandingT; onJoin: () => void }) {
  return (
    <section
      aria-labelledby="hero-title"
      data-testid="hero"
      className="relative flex items-center overflow-hidden bg-gradient-to-br from-rose-50 via-white to-amber-50 px-4 py-12"
      style={{ minHeight: HERO_MIN_HEIGHT }}
    >
      <div aria-hidden="true" className="absolute -top-24 -right-24 size-80 rounded-full bg-rose-200/40 blur-3xl" />
      <div aria-hidden="true" className="absolute -bottom-32 -left-20 size-96 rounded-full bg-amber-100/60 blur-3xl" />
      <div className="relative mx-auto flex max-w-3xl flex-col items-center text-center">
        <p className="rounded-full border border-rose-200 bg-white/80 px-4 py-1.5 text-sm font-medium text-rose-800">
          {t('forBusiness.hero.tag')}
        </p>
        <h1 id="hero-title" className="mt-6 text-4xl leading-tight font-bold tracking-tight text-stone-900 sm:text-6xl">
          {t('forBusiness.hero.headline')}
        </h1>
        <p className="mt-5 max-w-2xl text-lg leading-relaxed text-stone-700">{t('forBusiness.hero.subline')}</p>
        <Button size="lg" onClick={onJoin} className="mt-8">
          {t('forBusiness.hero.join')}
          <ArrowRight aria-hidden="true" className="size-5" />
        </Button>
        <p className="mt-3 text-sm text-stone-600">{t('forBusiness.hero.note')}</p>
      </div>
    </section>
  )
}
