import { useTranslation } from 'react-i18next'
import { PlaceholderPage } from '@/components/placeholder-page'

export default function ResetPasswordPage() {
  const { t } = useTranslation()
  return <PlaceholderPage title={t('auth.resetPassword.title')} />
}
