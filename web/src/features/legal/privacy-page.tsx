import { useTranslation } from 'react-i18next'
import { PlaceholderPage } from '@/components/placeholder-page'

export default function PrivacyPage() {
  const { t } = useTranslation()
  return <PlaceholderPage title={t('legal.privacy.title')} />
}
