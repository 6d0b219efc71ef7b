import { useTranslation } from 'react-i18next'
import { PlaceholderPage } from '@/components/placeholder-page'

export default function AdminLoginPage() {
  const { t } = useTranslation()
  return <PlaceholderPage title={t('admin.login.title')} />
}
