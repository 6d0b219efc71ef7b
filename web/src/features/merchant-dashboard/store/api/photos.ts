// Uploads a shop photo with progress (lib/storage-upload) into the shop's folder of the public
// shop-photos bucket; the server checks the content and makes the thumbnails on upload.
import { uploadObject } from '@/lib/storage-upload'
import { PHOTO_BUCKET, photoPath, publicPhotoUrl, thumbnailUrl, type GalleryPhoto } from '../lib/photos'

export async function uploadShopPhoto({ shopId, file, onProgress }: { shopId: string; file: File; onProgress?: (percent: number) => void }): Promise<GalleryPhoto> {
  const path = photoPath(shopId, file.name)
  await uploadObject({ bucket: PHOTO_BUCKET, path, file, onProgress })
  return { url: publicPhotoUrl(path), thumb: thumbnailUrl(path, 400) }
}
