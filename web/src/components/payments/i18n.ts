// The deposit screens' texts (the booking flow's deposit, the payment page, My bookings' deposit
// lines, the booking rules' deposit settings, the workspace's Payments section): their own
// i18next namespace in src/locales/payments/, bundled with those lazy chunks. The payment
// functions' refusals (errors.<code>) are in the main locale files.
import en from '@/locales/payments/en.json'
import zhHK from '@/locales/payments/zh-HK.json'
import { addNamespace, useNamespaceT } from '@/lib/i18n'

export const PAYMENTS_NS = 'payments'

addNamespace(PAYMENTS_NS, { en, 'zh-HK': zhHK })

/** t of the payments namespace (typed against locales/payments/en.json), i18n and the page's 'en' | 'zh'. */
export const usePaymentsT = () => useNamespaceT(PAYMENTS_NS)
