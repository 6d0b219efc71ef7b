// A review's photos as readers see them: small thumbnails in a row, each opening the large
// (1200 px) version in a new tab. Nothing when the review has none.
import { reviewThumbUrl } from './api/review-photos'
import { useReviewsT } from './i18n'

export function ReviewPhotos({ photos, author }: { photos: readonly string[] | null | undefined; author?: string | null }) {
  const { t } = useReviewsT()
  if (!photos || photos.length === 0) return null
  return (
    <ul className="mt-3 flex flex-wrap gap-2" aria-label={t('photos.listLabel')} data-testid="review-photos">
      {photos.map((name, i) => {
        const alt = t('photos.alt', { n: i + 1, author: author ?? t('photos.customer') })
        return (
          <li key={name}>
            <a href={reviewThumbUrl(name, 1200)} target="_blank" rel="noreferrer" className="block rounded-lg focus-visible:ring-2 focus-visible:ring-rose-500 focus-visible:outline-none">
              <img
                src={reviewThumbUrl(name, 400)}
                alt={alt}
                width={96}
                height={96}
                loading="lazy"
                decoding="async"
                className="size-20 rounded-lg object-cover ring-1 ring-stone-200 sm:size-24"
              />
            </a>
          </li>
        )
      })}
    </ul>
  )
}
