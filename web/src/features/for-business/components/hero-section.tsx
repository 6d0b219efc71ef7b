import { marketplaceOpen } from '@/lib/app-config'
import { ArrowRight } from 'lucide-react'
import { HarbourArt } from '@/components/brand/harbour-art'
import { Button } from '@/components/ui/button'
import type { LandingT } from '../landing-texts'
import { HERO_MIN_HEIGHT } from './layout'

export function HeroSection({ t, onJoin }: { t: LandingT; onJoin: () => void }) {
  return (
    <section
      aria-labelledby="hero-title"
      data-testid="hero"
      className="relative flex flex-col overflow-hidden bg-rose-50/60 px-4 pt-12"
      style={{ minHeight: HERO_MIN_HEIGHT }}
    >
      <div className="relative mx-auto flex max-w-5xl flex-1 flex-col items-center justify-center pb-8 text-center">
        <p className="rounded-full border border-rose-200 bg-white/80 px-4 py-1.5 text-sm font-medium text-rose-800">
          {t(marketplaceOpen() ? 'forBusiness.hero.tagLive' : 'forBusiness.hero.tag')}
        </p>
        <h1 id="hero-title" className="mt-6 text-3xl leading-tight font-bold tracking-tight text-stone-900 min-[400px]:text-4xl sm:text-6xl">
          {t('forBusiness.hero.headline')}
        </h1>
        <p className="mt-5 max-w-2xl text-lg leading-relaxed text-stone-700">{t('forBusiness.hero.subline')}</p>
        <Button size="lg" onClick={onJoin} className="mt-8">
          {t('forBusiness.hero.join')}
          <ArrowRight aria-hidden="true" className="size-5" />
        </Button>
        <p className="mt-3 text-sm text-stone-600">{t('forBusiness.hero.note')}</p>
      </div>
      <HarbourArt className="-mx-4 h-28 w-[calc(100%+2rem)] sm:h-48" />
    </section>
  )
}
