// The booking screens' texts (booking flow, my bookings, the merchant's Bookings section, the
// weather banner and switch): their own i18next namespace in src/locales/booking/, bundled with
// those lazy chunks so the first paint of other pages stays within its budget. Error sentences
// stay in the main files under errors.<code>.
import { useTranslation } from 'react-i18next'
import en from '@/locales/booking/en.json'
import zhHK from '@/locales/booking/zh-HK.json'
import { addNamespace } from '@/lib/i18n'

export const BOOKING_NS = 'booking'

addNamespace(BOOKING_NS, { en, 'zh-HK': zhHK })

/** t of the booking namespace (typed against locales/booking/en.json) and i18n. */
export function useBookingT() {
  return useTranslation(BOOKING_NS)
}
