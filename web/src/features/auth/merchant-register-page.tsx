import { useTranslation } from 'react-i18next'
import { PlaceholderPage } from '@/components/placeholder-page'

export default function MerchantRegisterPage() {
  const { t } = useTranslation()
  return <PlaceholderPage title={t('auth.merchantRegister.title')} />
}
