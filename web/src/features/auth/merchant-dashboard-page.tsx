import { useTranslation } from 'react-i18next'
import { PlaceholderPage } from '@/components/placeholder-page'

export default function MerchantDashboardPage() {
  const { t } = useTranslation()
  return <PlaceholderPage title={t('auth.merchantDashboard.title')} />
}
