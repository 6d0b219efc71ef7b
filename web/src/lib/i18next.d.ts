import 'i18next'
import type en from '@/locales/en.json'
import type landingEn from '@/locales/landing/en.json'
import type legalEn from '@/locales/legal/en.json'
import type bookingEn from '@/locales/booking/en.json'
import type reviewsEn from '@/locales/reviews/en.json'
import type marketEn from '@/locales/market/en.json'
import type marketPagesEn from '@/locales/market-pages/en.json'
import type workspaceEn from '@/locales/workspace/en.json'
import type paymentsEn from '@/locales/payments/en.json'
import type languageNameEn from '@/locales/language-name/en.json'

// Typed keys: t('comingSoon.title') is checked against en.json at compile time. The `landing`
// and `legal` namespaces are added by their features' lazy chunks; the marketplace's market.*
// keys join the default namespace when its routes load (components/market/texts.ts, page-texts.ts); the
// `booking` namespace is added by components/booking/i18n with the booking chunks, `reviews` by
// components/reviews/i18n with the review chunks, `workspace` by lib/workspace/i18n with the merchant
// workspace's, `payments` by components/payments/i18n with the deposit screens'. `languageName` (each language's own name, for the EN/中 toggle) is always there.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation'
    resources: {
      translation: typeof en & { market: typeof marketEn & typeof marketPagesEn }
      landing: typeof landingEn
      legal: typeof legalEn
      booking: typeof bookingEn
      reviews: typeof reviewsEn
      workspace: typeof workspaceEn
      payments: typeof paymentsEn
      languageName: typeof languageNameEn
    }
    returnNull: false
  }
}
