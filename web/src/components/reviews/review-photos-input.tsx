// The review form's photos: pick up to four images (JPEG, PNG or WebP, 8 MB each); each uploads
// at once with its progress and shows as a thumbnail with a remove button. The value is the list
// of uploaded object names; a refused or failed file is named in the message and nothing else
// is lost.
import { useRef, useState } from 'react'
import { ImagePlus, X } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { useSession } from '@/lib/auth/session'
import { checkPhoto, PHOTO_TYPES } from '@/lib/photos'
import { REVIEW_PHOTOS_MAX, reviewThumbUrl, uploadReviewPhoto } from './api/review-photos'
import { useReviewsT } from './i18n'

export function ReviewPhotosInput({ value, onChange }: { value: string[]; onChange: (next: string[]) => void }) {
  const { t } = useReviewsT()
  const session = useSession()
  const input = useRef<HTMLInputElement>(null)
  const [uploading, setUploading] = useState<{ name: string; percent: number } | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const userId = session.status === 'signed-in' ? session.user.id : null

  const add = async (files: FileList | null) => {
    setProblem(null)
    let next = value
    for (const file of [...(files ?? [])]) {
      if (next.length >= REVIEW_PHOTOS_MAX) {
        setProblem(t('photos.errors.full', { count: REVIEW_PHOTOS_MAX }))
        break
      }
      const bad = checkPhoto(file)
      if (bad) {
        setProblem(t(`photos.errors.${bad}`, { name: file.name }))
        continue
      }
      if (!userId) break
      setUploading({ name: file.name, percent: 0 })
      try {
        const name = await uploadReviewPhoto({ userId, file, onProgress: (percent) => setUploading({ name: file.name, percent }) })
        next = [...next, name]
        onChange(next)
      } catch (error) {
        setProblem(t('photos.errors.upload', { name: file.name, reason: error instanceof Error ? error.message : '' }))
      } finally {
        setUploading(null)
      }
    }
  }

  return (
    <fieldset data-testid="review-photos-input">
      <legend className="text-sm font-medium text-stone-800">{t('photos.label', { count: value.length, max: REVIEW_PHOTOS_MAX })}</legend>
      <p className="mt-1 text-sm text-stone-600">{t('photos.hint')}</p>
      {value.length > 0 && (
        <ul className="mt-2 flex flex-wrap gap-2">
          {value.map((name, i) => (
            <li key={name} className="relative">
              <img src={reviewThumbUrl(name, 400)} alt={t('photos.yours', { n: i + 1 })} width={80} height={80} className="size-20 rounded-lg object-cover ring-1 ring-stone-200" />
              <button
                type="button"
                className="absolute -top-2 -right-2 grid size-7 place-items-center rounded-full bg-stone-900 text-white focus-visible:ring-2 focus-visible:ring-rose-500 focus-visible:outline-none"
                aria-label={t('photos.remove', { n: i + 1 })}
                onClick={() => onChange(value.filter((n) => n !== name))}
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <input
        ref={input}
        type="file"
        accept={PHOTO_TYPES.join(',')}
        multiple
        className="sr-only"
        tabIndex={-1}
        aria-label={t('photos.add')}
        data-testid="review-photo-file"
        onChange={(e) => {
          void add(e.target.files)
          e.target.value = ''
        }}
      />
      {value.length < REVIEW_PHOTOS_MAX && (
        <Button type="button" variant="outline" className="mt-2" disabled={uploading !== null || !userId} onClick={() => input.current?.click()}>
          <ImagePlus aria-hidden="true" className="size-4" />
          {t('photos.add')}
        </Button>
      )}
      {uploading && (
        <p className="mt-2 text-sm text-stone-600" role="status">
          {t('photos.uploading', { name: uploading.name, percent: uploading.percent })}
        </p>
      )}
      {problem && (
        <p className="mt-2 text-sm text-red-700" role="alert">
          {problem}
        </p>
      )}
    </fieldset>
  )
}
