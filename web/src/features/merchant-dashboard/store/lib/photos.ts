// Shop photos in the public shop-photos bucket (0013_workspace.sql): objects under
// "<shop id>/…", images only (JPEG, PNG, WebP), 8 MiB; the server stores 400 px and 1200 px WebP
// thumbnails beside each original as "<name>.w400.webp" / ".w1200.webp". Pages link them by
// root-relative public URLs (same origin as the SPA).
import { safeFileName } from '@/components/br-document'

export const PHOTO_BUCKET = 'shop-photos'
export const PHOTO_MAX_BYTES = 8 * 1024 * 1024
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const
export const GALLERY_MAX = 12

export type PhotoProblem = 'type' | 'size'

export function checkPhoto(file: Pick<File, 'type' | 'size'>): PhotoProblem | null {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return 'type'
  if (file.size > PHOTO_MAX_BYTES) return 'size'
  return null
}

export function photoPath(shopId: string, fileName: string, id: string = crypto.randomUUID()): string {
  return `${shopId}/${id}-${safeFileName(fileName)}`
}

export function publicPhotoUrl(path: string): string {
  return `/storage/v1/object/public/${PHOTO_BUCKET}/${path.split('/').map(encodeURIComponent).join('/')}`
}

/** The URL of a photo's server-made thumbnail of `width` (400 for lists, 1200 for the page). */
export function thumbnailUrl(path: string, width: 400 | 1200): string {
  return publicPhotoUrl(`${path}.w${width}.webp`)
}

/** A list with the item at `index` moved by `by` (-1 up, +1 down); unchanged at the ends. */
export function moved<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const target = index + by
  if (index < 0 || index >= list.length || target < 0 || target >= list.length) return [...list]
  const next = [...list]
  const [item] = next.splice(index, 1)
  next.splice(target, 0, item as T)
  return next
}

export interface GalleryPhoto {
  url: string
  thumb: string | null
}

/** photo_urls with their parallel photo_thumb_urls, and back. */
export function galleryOf(urls: string[] | null | undefined, thumbs: (string | null)[] | null | undefined): GalleryPhoto[] {
  return (urls ?? []).map((url, i) => ({ url, thumb: thumbs?.[i] ?? null }))
}

export function galleryColumns(photos: GalleryPhoto[]): { photo_urls: string[]; photo_thumb_urls: (string | null)[] } {
  return { photo_urls: photos.map((p) => p.url), photo_thumb_urls: photos.map((p) => p.thumb) }
}
