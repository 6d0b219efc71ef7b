// Photos in a public image bucket (shop-photos, review-photos): images only (JPEG, PNG, WebP), at
// most 8 MiB; the server stores 400 px and 1200 px WebP thumbnails beside each original as
// "<name>.w400.webp" / ".w1200.webp". Pages link them by root-relative public URLs (same origin
// as the SPA). Shared by the store editor and the review form, which own their buckets.
import { fileProblem, objectPath } from '@/lib/file-name'

export const PHOTO_MAX_BYTES = 8 * 1024 * 1024
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const

export type PhotoProblem = 'type' | 'size'

export function checkPhoto(file: Pick<File, 'type' | 'size'>): PhotoProblem | null {
  return fileProblem(file, PHOTO_TYPES, PHOTO_MAX_BYTES)
}

/** "<folder>/<random id>-<safe file name>": a new object name in the folder. */
export const photoPath = objectPath

export function publicObjectUrl(bucket: string, path: string): string {
  return `/storage/v1/object/public/${bucket}/${path.split('/').map(encodeURIComponent).join('/')}`
}

/** The URL of a photo's server-made thumbnail of `width` (400 for lists, 1200 for a large view). */
export function publicThumbnailUrl(bucket: string, path: string, width: 400 | 1200): string {
  return publicObjectUrl(bucket, `${path}.w${width}.webp`)
}
