// A review's comment, or the removal notice when moderation stripped the text (the stars stay).
import { useReviewsT } from './i18n'

export function ReviewText({ status, comment }: { status: string; comment: string | null }) {
  const { t } = useReviewsT()
  if (status === 'text_removed') {
    return (
      <p className="mt-2 text-sm text-stone-600 italic" data-testid="text-removed">
        {t('textRemoved')}
      </p>
    )
  }
  return comment ? <p className="mt-2 whitespace-pre-line text-stone-800">{comment}</p> : null
}
