import { useTranslation } from 'react-i18next'
import { PlaceholderPage } from '@/components/placeholder-page'

export default function BusinessClaimsPage() {
  const { t } = useTranslation()
  return <PlaceholderPage title={t('admin.businessClaims.title')} />
}
