// The store page's photos: a cover and a gallery, each upload showing its progress; gallery
// photos move up or down (buttons, so the keyboard can do it) and can be removed. Each change
// is saved at once.
import { useRef, useState } from 'react'
import { toast } from 'sonner'
import { ArrowDown, ArrowUp, ImagePlus, Trash2 } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { useWorkspaceT } from '@/lib/workspace/i18n'
import { useSaveStore, type StoreChanges } from '../api/store'
import { uploadShopPhoto } from '../api/photos'
import { checkPhoto, GALLERY_MAX, galleryColumns, galleryOf, moved, PHOTO_TYPES, type GalleryPhoto } from '../lib/photos'
import type { StoreRow } from '../lib/store-schema'
import { EditorCard } from '../../components/editor-card'

type Target = 'cover' | 'gallery'

export function PhotosEditor({ row }: { row: StoreRow }) {
  const { t } = useWorkspaceT()
  const save = useSaveStore(row.id)
  const [uploading, setUploading] = useState<{ target: Target; name: string; percent: number } | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const coverInput = useRef<HTMLInputElement>(null)
  const galleryInput = useRef<HTMLInputElement>(null)
  const gallery = galleryOf(row.photo_urls, row.photo_thumb_urls)
  const cover = row.cover_url ? { url: row.cover_url, thumb: row.cover_thumb_url ?? null } : null

  const persist = async (changes: StoreChanges) => {
    try {
      await save.mutateAsync({ shopId: row.id, changes })
      toast.success(t('photos.saved'))
    } catch {
      toast.error(t('common.saveError'))
    }
  }

  const upload = async (target: Target, files: FileList | null) => {
    setProblem(null)
    const list = [...(files ?? [])]
    if (list.length === 0) return
    let next = gallery
    for (const file of target === 'cover' ? list.slice(0, 1) : list) {
      const bad = checkPhoto(file)
      if (bad) {
        setProblem(t(`photos.errors.${bad}`, { name: file.name }))
        continue
      }
      if (target === 'gallery' && next.length >= GALLERY_MAX) {
        setProblem(t('photos.errors.full', { count: GALLERY_MAX }))
        break
      }
      setUploading({ target, name: file.name, percent: 0 })
      try {
        const photo = await uploadShopPhoto({ shopId: row.id, file, onProgress: (percent) => setUploading({ target, name: file.name, percent }) })
        if (target === 'cover') await persist({ cover_url: photo.url, cover_thumb_url: photo.thumb })
        else {
          next = [...next, photo]
          await persist(galleryColumns(next))
        }
      } catch (error) {
        setProblem(t('photos.errors.upload', { name: file.name, reason: error instanceof Error ? error.message : '' }))
      } finally {
        setUploading(null)
      }
    }
  }

  const setGallery = (photos: GalleryPhoto[]) => void persist(galleryColumns(photos))

  const picker = (target: Target, ref: React.RefObject<HTMLInputElement | null>, label: string) => (
    <>
      <input
        ref={ref}
        type="file"
        accept={PHOTO_TYPES.join(',')}
        multiple={target === 'gallery'}
        className="sr-only"
        tabIndex={-1}
        aria-label={label}
        data-testid={`photo-input-${target}`}
        onChange={(e) => {
          void upload(target, e.target.files)
          e.target.value = ''
        }}
      />
      <Button variant="outline" disabled={uploading !== null || save.isPending} onClick={() => ref.current?.click()}>
        <ImagePlus aria-hidden="true" className="size-4" />
        {label}
      </Button>
    </>
  )

  return (
    <EditorCard id="photos-title" title={t('photos.title')} intro={t('photos.hint')} testId="photos-editor">
      <h4 className="mt-4 text-sm font-medium text-stone-800">{t('photos.cover')}</h4>
      <div className="mt-2 flex flex-wrap items-end gap-3">
        {cover ? (
          <img src={cover.thumb ?? cover.url} alt={t('photos.coverAlt')} className="h-32 w-48 rounded-lg object-cover ring-1 ring-stone-200" />
        ) : (
          <p className="text-sm text-stone-600">{t('photos.noCover')}</p>
        )}
        <div className="flex gap-2">
          {picker('cover', coverInput, cover ? t('photos.replaceCover') : t('photos.addCover'))}
          {cover && (
            <Button variant="ghost" disabled={save.isPending} onClick={() => void persist({ cover_url: null, cover_thumb_url: null })}>
              <Trash2 aria-hidden="true" className="size-4" />
              {t('photos.removeCover')}
            </Button>
          )}
        </div>
      </div>

      <h4 className="mt-6 text-sm font-medium text-stone-800">{t('photos.gallery', { count: gallery.length, max: GALLERY_MAX })}</h4>
      {gallery.length > 0 && (
        <ol className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="gallery">
          {gallery.map((photo, i) => {
            const name = t('photos.photoN', { n: i + 1 })
            return (
              <li key={photo.url} className="rounded-lg bg-stone-50 p-2 ring-1 ring-stone-200">
                <img src={photo.thumb ?? photo.url} alt={name} className="aspect-[4/3] w-full rounded object-cover" />
                <div className="mt-2 flex justify-between">
                  <Button size="icon" variant="ghost" aria-label={t('common.moveUp', { name })} disabled={i === 0 || save.isPending} onClick={() => setGallery(moved(gallery, i, -1))}>
                    <ArrowUp aria-hidden="true" className="size-4" />
                  </Button>
                  <Button size="icon" variant="ghost" aria-label={t('common.moveDown', { name })} disabled={i === gallery.length - 1 || save.isPending} onClick={() => setGallery(moved(gallery, i, 1))}>
                    <ArrowDown aria-hidden="true" className="size-4" />
                  </Button>
                  <Button size="icon" variant="ghost" aria-label={t('photos.remove', { name })} disabled={save.isPending} onClick={() => setGallery(gallery.filter((_, j) => j !== i))}>
                    <Trash2 aria-hidden="true" className="size-4" />
                  </Button>
                </div>
              </li>
            )
          })}
        </ol>
      )}
      <div className="mt-3">{picker('gallery', galleryInput, t('photos.addGallery'))}</div>

      {uploading && (
        <div className="mt-3" role="status">
          <p className="text-sm text-stone-700">{t('photos.uploading', { name: uploading.name, percent: uploading.percent })}</p>
          <progress max={100} value={uploading.percent} aria-label={t('photos.progress')} className="mt-1 h-2 w-full overflow-hidden rounded accent-rose-600" />
        </div>
      )}
      {problem && (
        <p role="alert" className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {problem}
        </p>
      )}
    </EditorCard>
  )
}
