// The long legal texts: their own i18next namespace, bundled with the legal screens' lazy chunk.
import en from '@/locales/legal/en.json'
import zhHK from '@/locales/legal/zh-HK.json'
import { addNamespace } from '@/lib/i18n'

export const LEGAL_NS = 'legal'

export function registerLegalTexts(): void {
  addNamespace(LEGAL_NS, { en, 'zh-HK': zhHK })
}
