// The review screens' texts (write and edit, /user/reviews, the shop page's reviews, the
// merchant's Reviews section, /admin/reviews): their own i18next namespace in
// src/locales/reviews/, bundled with those lazy chunks. Refusals stay under errors.<code>.
import { useTranslation } from 'react-i18next'
import en from '@/locales/reviews/en.json'
import zhHK from '@/locales/reviews/zh-HK.json'
import { addNamespace, i18n } from '@/lib/i18n'

export const REVIEWS_NS = 'reviews'

addNamespace(REVIEWS_NS, { en, 'zh-HK': zhHK })

/** t of the reviews namespace (typed against locales/reviews/en.json) and i18n. */
export function useReviewsT() {
  return useTranslation(REVIEWS_NS)
}

type LooseT = (key: string, values?: Record<string, unknown>) => string

/** A key of this namespace looked up when called (form messages follow a language switch). */
export const reviewsText: LooseT = (key, values) => String((i18n.t as unknown as LooseT)(key, { ns: REVIEWS_NS, ...values }))
