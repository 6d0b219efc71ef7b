import { useTranslation } from 'react-i18next'
import { labelColon, type Lang } from '@/lib/enums'
import { appLanguageOf, i18n } from '@/lib/i18n'
import { DocumentPage } from './components/document-page'
import { LegalSections } from './components/legal-sections'
import { LEGAL_NS, registerLegalTexts } from './legal-texts'

registerLegalTexts()

const SECTIONS = ['use', 'accounts', 'bookings', 'reviews'] as const
const LANGS: readonly Lang[] = ['en', 'zh']

/** One language's version of the placeholder terms. */
function TermsVersion({ lang }: { lang: Lang }) {
  const legal = i18n.getFixedT(appLanguageOf(lang), LEGAL_NS)
  return (
    <section lang={appLanguageOf(lang)} aria-labelledby={`terms-${lang}`} className="rounded-2xl border border-stone-200 p-6">
      <h2 id={`terms-${lang}`} className="text-xl font-semibold text-stone-900">
        {legal('terms.languageHeading')}
      </h2>
      <p role="note" className="mt-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
        <strong className="font-semibold">
          {legal('terms.placeholderLabel')}
          {labelColon(lang)}
        </strong>
        {legal('terms.placeholder')}
      </p>
      <div className="mt-6">
        <LegalSections headingLevel={3} idPrefix={`${lang}-`} ids={SECTIONS} text={(id, part) => legal(`terms.sections.${id}.${part}`)} />
      </div>
    </section>
  )
}

/** /terms: bilingual (English and Chinese side by side), clearly marked as a placeholder. */
export default function TermsPage() {
  const { t } = useTranslation()
  return (
    <DocumentPage title={t('legal.terms.title')} documentTitle={t('legal.terms.documentTitle')}>
      <div className="grid gap-6 md:grid-cols-2">
        {LANGS.map((lang) => (
          <TermsVersion key={lang} lang={lang} />
        ))}
      </div>
    </DocumentPage>
  )
}
