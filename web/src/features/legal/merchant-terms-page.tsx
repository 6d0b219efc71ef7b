import { useTranslation } from 'react-i18next'
import { PlaceholderPage } from '@/components/placeholder-page'

export default function MerchantTermsPage() {
  const { t } = useTranslation()
  return <PlaceholderPage title={t('legal.merchantTerms.title')} />
}
