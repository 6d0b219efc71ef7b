// Merchant landing page (spec section 2): Chinese by default with its own en/zh toggle.
import { lazy, Suspense, useEffect, useState } from 'react'
import { BusinessHeader } from '@/components/site-header/business-header'
import type { Lang } from '@/lib/enums'
import { appLanguageOf } from '@/lib/i18n'
import { whenIdle } from '@/lib/idle'
import { useDocumentLang } from '@/lib/use-document-lang'
import { ContactBar } from './components/contact-bar'
import { CtaSection } from './components/cta-section'
import { EarlyBirdSection } from './components/early-bird-section'
import { HeroSection } from './components/hero-section'
import { HowSection } from './components/how-section'
import { CONTACT_BAR_HEIGHT } from './components/layout'
import { WhySection } from './components/why-section'
import { landingT } from './landing-texts'

const LANDING_DEFAULT_LANG: Lang = 'zh'

const loadQuickApply = () => import('./quick-apply/quick-apply-dialog')
const QuickApplyDialog = lazy(loadQuickApply)

export default function ForBusinessPage() {
  const [lang, setLang] = useState<Lang>(LANDING_DEFAULT_LANG)
  const [quickApplyOpen, setQuickApplyOpen] = useState(false)
  const [quickApplyRequested, setQuickApplyRequested] = useState(false)
  const t = landingT(lang)
  useDocumentLang(lang, t('forBusiness.title'))

  // The modal's code arrives while the visitor reads, so the first click opens it at once.
  useEffect(() => whenIdle(() => void loadQuickApply()), [])

  const openQuickApply = () => {
    setQuickApplyRequested(true)
    setQuickApplyOpen(true)
  }

  return (
    <div lang={appLanguageOf(lang)} className="min-h-svh bg-white" style={{ paddingBottom: CONTACT_BAR_HEIGHT }}>
      <BusinessHeader lang={lang} onLangChange={setLang} onJoin={openQuickApply} />
      <main>
        <HeroSection t={t} onJoin={openQuickApply} />
        <WhySection t={t} />
        <HowSection t={t} />
        <EarlyBirdSection t={t} />
        <CtaSection t={t} onJoin={openQuickApply} />
      </main>
      <ContactBar t={t} />
      {quickApplyRequested && (
        <Suspense fallback={null}>
          <QuickApplyDialog open={quickApplyOpen} onOpenChange={setQuickApplyOpen} initialLang={lang} />
        </Suspense>
      )}
    </div>
  )
}
