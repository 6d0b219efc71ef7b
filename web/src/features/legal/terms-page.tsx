import { useTranslation } from 'react-i18next'
import { PlaceholderPage } from '@/components/placeholder-page'

export default function TermsPage() {
  const { t } = useTranslation()
  return <PlaceholderPage title={t('legal.terms.title')} />
}
