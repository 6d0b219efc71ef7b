import 'i18next'
import type en from '@/locales/en.json'
import type landingEn from '@/locales/landing/en.json'
import type legalEn from '@/locales/legal/en.json'
import type bookingEn from '@/locales/booking/en.json'

// Typed keys: t('comingSoon.title') is checked against en.json at compile time. The `landing`
// and `legal` namespaces are added by their features' lazy chunks, `booking` by lib/booking/i18n.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation'
    resources: { translation: typeof en; landing: typeof landingEn; legal: typeof legalEn; booking: typeof bookingEn }
    returnNull: false
  }
}
