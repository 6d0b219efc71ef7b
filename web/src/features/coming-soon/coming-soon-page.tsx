import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { PlaceholderPage } from '@/components/placeholder-page'

export default function ComingSoonPage() {
  const { t, i18n } = useTranslation()
  // Spec: the coming-soon page sets the page title (beauty discovery and review platform).
  useEffect(() => {
    document.title = t('comingSoon.documentTitle')
  }, [t, i18n.language])
  return <PlaceholderPage title={t('comingSoon.title')} />
}
