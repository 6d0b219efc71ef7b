import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { MerchantHeader } from '@/components/site-header/merchant-header'
import { labelLang } from '@/lib/enums'
import { appLanguageOf, setLanguage } from '@/lib/i18n'
import { paths } from '@/config/paths'
import { DocumentPage } from './components/document-page'
import { BackButton } from './components/back-button'
import { LegalSections } from './components/legal-sections'
import { LEGAL_NS, registerLegalTexts } from './legal-texts'
import { useGoBack } from './use-go-back'

registerLegalTexts()

const SECTIONS = ['s1', 's2', 's3', 's4', 's5', 's6', 's7', 's8', 's9', 's10', 's11', 's12'] as const

/** Merchant terms: 12 sections; Back and 'I Understand' both go back. */
export default function MerchantTermsPage() {
  const { t, i18n: instance } = useTranslation()
  const { t: legal } = useTranslation(LEGAL_NS)
  const goBack = useGoBack(paths.forBusiness.getHref())
  const lang = labelLang(instance.resolvedLanguage ?? instance.language)
  return (
    <div className="flex min-h-svh flex-col">
    <MerchantHeader lang={lang} onLangChange={(next) => void setLanguage(appLanguageOf(next))} />
    <DocumentPage
      title={t('legal.merchantTerms.title')}
      documentTitle={t('legal.merchantTerms.documentTitle')}
      lead={legal('merchantTerms.intro')}
      actions={<BackButton label={legal('merchantTerms.back')} onClick={goBack} />}
    >
      <LegalSections ids={SECTIONS} text={(id, part) => legal(`merchantTerms.sections.${id}.${part}`)} />
      <div className="mt-10 flex justify-end border-t border-stone-200 pt-6">
        <Button onClick={goBack}>{legal('merchantTerms.understand')}</Button>
      </div>
    </DocumentPage>
    </div>
  )
}
