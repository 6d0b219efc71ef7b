import { describe, expect, it } from 'vitest'
import { checkPhoto, galleryColumns, galleryOf, moved, photoPath, publicPhotoUrl, thumbnailUrl } from './photos'

describe('shop photos', () => {
  it('accepts JPEG, PNG and WebP up to 8 MiB only', () => {
    expect(checkPhoto({ type: 'image/jpeg', size: 8 * 1024 * 1024 })).toBeNull()
    expect(checkPhoto({ type: 'image/webp', size: 8 * 1024 * 1024 + 1 })).toBe('size')
    expect(checkPhoto({ type: 'image/gif', size: 10 })).toBe('type')
    expect(checkPhoto({ type: 'application/pdf', size: 10 })).toBe('type')
  })

  it('stores under the shop folder with a safe name, and links the public object and its thumbnails', () => {
    const path = photoPath('shop-1', '店面 photo (1).JPG', 'u1')
    expect(path).toBe('shop-1/u1-photo_1_.JPG')
    expect(publicPhotoUrl(path)).toBe('/storage/v1/object/public/shop-photos/shop-1/u1-photo_1_.JPG')
    expect(thumbnailUrl(path, 400)).toBe('/storage/v1/object/public/shop-photos/shop-1/u1-photo_1_.JPG.w400.webp')
  })

  it('moves a photo up or down and keeps the list at the ends', () => {
    expect(moved(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b'])
    expect(moved(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c'])
    expect(moved(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c'])
    expect(moved(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c'])
  })

  it('keeps thumbnails parallel to the photos', () => {
    const photos = galleryOf(['/a', '/b'], ['/a.t'])
    expect(photos).toEqual([{ url: '/a', thumb: '/a.t' }, { url: '/b', thumb: null }])
    expect(galleryColumns(moved(photos, 1, -1))).toEqual({ photo_urls: ['/b', '/a'], photo_thumb_urls: [null, '/a.t'] })
  })
})
