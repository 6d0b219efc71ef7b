import { useTranslation } from 'react-i18next'
import { PlaceholderPage } from '@/components/placeholder-page'

export default function CompleteProfilePage() {
  const { t } = useTranslation()
  return <PlaceholderPage title={t('completeProfile.title')} />
}
