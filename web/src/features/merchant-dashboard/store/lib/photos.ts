// Shop photos in the public shop-photos bucket (0013_workspace.sql): objects under
// "<shop id>/…"; the rules of every photo bucket (types, size, thumbnails) are in lib/photos.
import { photoPath as pathIn, publicObjectUrl, publicThumbnailUrl } from '@/lib/photos'

export { checkPhoto, PHOTO_MAX_BYTES, PHOTO_TYPES, type PhotoProblem } from '@/lib/photos'

export const PHOTO_BUCKET = 'shop-photos'
export const GALLERY_MAX = 12

export function photoPath(shopId: string, fileName: string, id?: string): string {
  return pathIn(shopId, fileName, id)
}

export function publicPhotoUrl(path: string): string {
  return publicObjectUrl(PHOTO_BUCKET, path)
}

/** The URL of a photo's server-made thumbnail of `width` (400 for lists, 1200 for the page). */
export function thumbnailUrl(path: string, width: 400 | 1200): string {
  return publicThumbnailUrl(PHOTO_BUCKET, path, width)
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
