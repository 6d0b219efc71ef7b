// Review photos (issue 31): up to four images the author uploads, with progress, into their own
// folder of the public review-photos bucket (migration 0021); the server checks the content and
// makes the 400 and 1200 px thumbnails. submit-review then names them; the object names are
// what a review keeps.
import { uploadObject } from '@/lib/storage-upload'
import { photoPath, publicObjectUrl, publicThumbnailUrl } from '@/lib/photos'

export const REVIEW_PHOTO_BUCKET = 'review-photos'
export const REVIEW_PHOTOS_MAX = 4

export async function uploadReviewPhoto({
  userId,
  file,
  onProgress,
}: {
  userId: string
  file: File
  onProgress?: (percent: number) => void
}): Promise<string> {
  const path = photoPath(userId, file.name)
  await uploadObject({ bucket: REVIEW_PHOTO_BUCKET, path, file, onProgress })
  return path
}

export const reviewPhotoUrl = (name: string) => publicObjectUrl(REVIEW_PHOTO_BUCKET, name)
export const reviewThumbUrl = (name: string, width: 400 | 1200) => publicThumbnailUrl(REVIEW_PHOTO_BUCKET, name, width)
