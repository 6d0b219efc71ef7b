import { useTranslation } from 'react-i18next'
import { PlaceholderPage } from '@/components/placeholder-page'

export default function OnboardingPage() {
  const { t } = useTranslation()
  return <PlaceholderPage title={t('onboarding.title')} />
}
