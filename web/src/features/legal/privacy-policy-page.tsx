import { useTranslation } from 'react-i18next'
import { PRIVACY_EMAIL } from '@/config/contact'
import { DocumentPage } from './components/document-page'
import { LegalSections } from './components/legal-sections'
import { LEGAL_NS, registerLegalTexts } from './legal-texts'

registerLegalTexts()

const SECTIONS = [
  'introduction',
  'collection',
  'use',
  'disclosure',
  'cookies',
  'retention',
  'security',
  'rights',
  'children',
  'changes',
  'contact',
] as const

/** The full privacy policy under the Personal Data (Privacy) Ordinance (Cap. 486). */
export default function PrivacyPolicyPage() {
  const { t } = useTranslation()
  const { t: legal } = useTranslation(LEGAL_NS)
  return (
    <DocumentPage title={t('legal.privacyPolicy.title')} documentTitle={t('legal.privacyPolicy.documentTitle')} lead={legal('privacyPolicy.effective')}>
      <LegalSections ids={SECTIONS} text={(id, part) => legal(`privacyPolicy.sections.${id}.${part}`, { email: PRIVACY_EMAIL })} />
    </DocumentPage>
  )
}
