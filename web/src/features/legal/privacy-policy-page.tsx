import { useTranslation } from 'react-i18next'
import { PlaceholderPage } from '@/components/placeholder-page'

export default function PrivacyPolicyPage() {
  const { t } = useTranslation()
  return <PlaceholderPage title={t('legal.privacyPolicy.title')} />
}
