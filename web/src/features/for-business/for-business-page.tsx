// Merchant landing page (spec section 2): Chinese by default with its own en/zh toggle.
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { whatsappContactUrl } from '@/config/contact'
import { BusinessHeader } from '@/components/site-header/business-header'
import type { Lang } from '@/lib/enums'
import { appLanguageOf } from '@/lib/i18n'
import { whenIdle } from '@/lib/idle'
import { useDocumentLang } from '@/lib/use-document-lang'
import { useRememberedLang } from '@/lib/use-remembered-lang'
import { ContactBar } from './components/contact-bar'
import { CtaSection } from './components/cta-section'
import { EarlyBirdSection } from './components/early-bird-section'
import { HeroSection } from './components/hero-section'
import { HowSection } from './components/how-section'
import { CONTACT_BAR_HEIGHT } from './components/layout'
import { WhySection } from './components/why-section'
import { ProductSection } from './components/product-section'
import { landingT } from './landing-texts'

const LANDING_DEFAULT_LANG: Lang = 'zh'

const loadQuickApply = () => import('./quick-apply/quick-apply-dialog')
const QuickApplyDialog = lazy(loadQuickApply)

export default function ForBusinessPage() {
  // Chinese first (spec 9) until the visitor chooses; the choice is remembered everywhere.
  const { lang, setLang } = useRememberedLang(LANDING_DEFAULT_LANG)
  const opener = useRef<HTMLElement | null>(null)
  const [quickApplyOpen, setQuickApplyOpen] = useState(false)
  const [quickApplyRequested, setQuickApplyRequested] = useState(false)
  const t = landingT(lang)
  const hasContactBar = whatsappContactUrl() !== null
  useDocumentLang(lang, t('forBusiness.title'))

  // The modal's code arrives while the visitor reads, so the first click opens it at once.
  useEffect(() => whenIdle(() => void loadQuickApply()), [])

  const openQuickApply = () => {
    // Focus goes back to the button that opened the modal when it closes.
    opener.current = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null
    setQuickApplyRequested(true)
    setQuickApplyOpen(true)
  }

  return (
    <div lang={appLanguageOf(lang)} className="min-h-svh bg-white" style={hasContactBar ? { paddingBottom: CONTACT_BAR_HEIGHT } : undefined}>
      <BusinessHeader lang={lang} onLangChange={setLang} onJoin={openQuickApply} />
      <main>
        <HeroSection t={t} onJoin={openQuickApply} />
        <WhySection t={t} />
        <ProductSection t={t} />
        <HowSection t={t} />
        <EarlyBirdSection t={t} />
        <CtaSection t={t} onJoin={openQuickApply} />
      </main>
      {hasContactBar && <ContactBar t={t} />}
      {quickApplyRequested && (
        <Suspense fallback={null}>
          <QuickApplyDialog
            open={quickApplyOpen}
            onOpenChange={setQuickApplyOpen}
            initialLang={lang}
            onLangChange={setLang}
            returnFocusTo={() => opener.current}
          />
        </Suspense>
      )}
    </div>
  )
}
