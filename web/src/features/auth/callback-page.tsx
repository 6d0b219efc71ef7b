import { useTranslation } from 'react-i18next'
import { PlaceholderPage } from '@/components/placeholder-page'

export default function AuthCallbackPage() {
  const { t } = useTranslation()
  return <PlaceholderPage title={t('auth.callback.title')} />
}
