import { MerchantHeader } from '@/components/site-header/merchant-header'
import { PRIVACY_EMAIL } from '@/config/contact'
import { paths } from '@/config/paths'
import { fixedT } from '@/lib/fixed-t'
import { appLanguageOf, i18n } from '@/lib/i18n'
import { useDocumentLang } from '@/lib/use-document-lang'
import { useRememberedLang } from '@/lib/use-remembered-lang'
import { DocumentPage } from './components/document-page'
import { BackButton } from './components/back-button'
import { LegalSections } from './components/legal-sections'
import { LEGAL_NS, registerLegalTexts } from './legal-texts'
import { useGoBack } from './use-go-back'

registerLegalTexts()

const SECTIONS = ['collection', 'usage', 'protection', 'retention', 'rights', 'contact'] as const

/** /privacy: the short statement in six sections; Chinese by default, with its own toggle. */
export default function PrivacyPage() {
  const { lang, setLang } = useRememberedLang('zh')
  const t = fixedT(lang)
  const legal = i18n.getFixedT(appLanguageOf(lang), LEGAL_NS)
  useDocumentLang(lang, t('legal.privacy.title'))
  const goBack = useGoBack(paths.forBusiness.getHref())
  return (
    <div lang={appLanguageOf(lang)} className="flex min-h-svh flex-col">
      <MerchantHeader lang={lang} onLangChange={setLang} />
      <DocumentPage
        title={t('legal.privacy.title')}
        lead={legal('privacy.intro')}
        actions={<BackButton label={legal('privacy.back')} onClick={goBack} />}
      >
        <LegalSections ids={SECTIONS} text={(id, part) => legal(`privacy.sections.${id}.${part}`, { email: PRIVACY_EMAIL })} />
      </DocumentPage>
    </div>
  )
}
