// The Reviews section's slot (its screens come with the reviews work, issue 15).
import { useWorkspaceT } from '@/lib/workspace/i18n'

export default function ReviewsPlaceholder() {
  const { t } = useWorkspaceT()
  return (
    <section aria-labelledby="reviews-title" className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-6">
      <h2 id="reviews-title" className="text-lg font-semibold text-stone-900">
        {t('nav.reviews')}
      </h2>
      <p className="mt-2 text-sm text-stone-600">{t('reviews.soon')}</p>
    </section>
  )
}
