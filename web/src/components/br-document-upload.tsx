// BR document upload (PDF or image, 10 MB) into the application's storage folder, with the
// upload's real progress. Without an application (no ?applicationId=) there is no folder yet.
import { useRef, useState } from 'react'
import { FileCheck2, Upload } from 'lucide-react'
import { Button } from '@/components/ui/button'
import type { MerchantT } from '@/lib/merchant-i18n'
import { BR_MIME_TYPES, checkBrFile, useUploadBrDocument } from './br-document'

export interface BrDocumentUploadProps {
  applicationId: string | null
  fileName: string
  onUploaded: (path: string, name: string) => void
  t: MerchantT
}

export function BrDocumentUpload({ applicationId, fileName, onUploaded, t }: BrDocumentUploadProps) {
  const inputRef = useRef<HTMLInputElement>(null)
  const upload = useUploadBrDocument()
  const [progress, setProgress] = useState(0)
  const [uploadingName, setUploadingName] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const inputId = 'br-document-input'
  const statusId = 'br-document-status'

  const choose = (file: File | undefined) => {
    if (!file || !applicationId) return
    const check = checkBrFile(file)
    if (check) {
      setProblem(t(check === 'type' ? 'onboarding.brDocument.errors.type' : 'onboarding.brDocument.errors.size'))
      return
    }
    setProblem(null)
    setProgress(0)
    setUploadingName(file.name)
    upload.mutate(
      { applicationId, file, onProgress: setProgress },
      {
        onSuccess: (path) => onUploaded(path, file.name),
        onError: (error) => setProblem(t('onboarding.brDocument.errors.failed', { message: error.message })),
      },
    )
  }

  return (
    <div className="sm:col-span-2">
      <p id={`${inputId}-label`} className="mb-1.5 block text-sm font-medium text-stone-800">
        {t('onboarding.brDocument.label')} <span className="font-normal text-stone-500">{t('common.optional')}</span>
      </p>
      {!applicationId ? (
        <p className="rounded-lg bg-stone-100 px-3 py-2 text-sm text-stone-700">{t('onboarding.brDocument.needsApplication')}</p>
      ) : (
        <div className="rounded-lg border border-dashed border-stone-300 bg-stone-50 p-4">
          <input
            ref={inputRef}
            id={inputId}
            type="file"
            name="brDocument"
            accept={[...BR_MIME_TYPES, '.pdf', '.jpg', '.jpeg', '.png', '.webp'].join(',')}
            className="sr-only"
            tabIndex={-1}
            aria-labelledby={`${inputId}-label`}
            aria-describedby={statusId}
            disabled={upload.isPending}
            onChange={(event) => {
              choose(event.target.files?.[0])
              event.target.value = ''
            }}
          />
          <div className="flex flex-wrap items-center gap-3">
            <Button
              variant="outline"
              size="sm"
              disabled={upload.isPending}
              aria-describedby={statusId}
              onClick={() => inputRef.current?.click()}
            >
              <Upload aria-hidden="true" className="size-4" />
              {fileName ? t('onboarding.brDocument.replace') : t('onboarding.brDocument.choose')}
            </Button>
            <span className="text-xs text-stone-600">{t('onboarding.brDocument.hint')}</span>
          </div>
          <div id={statusId} aria-live="polite" className="mt-3 text-sm">
            {upload.isPending ? (
              <div>
                <p className="text-stone-700">{t('onboarding.brDocument.uploading', { name: uploadingName, percent: progress })}</p>
                <progress
                  className="mt-1 h-2 w-full accent-rose-600"
                  max={100}
                  value={progress}
                  aria-label={t('onboarding.brDocument.progressLabel')}
                />
              </div>
            ) : fileName ? (
              <p className="flex items-center gap-2 text-emerald-800">
                <FileCheck2 aria-hidden="true" className="size-4" />
                {t('onboarding.brDocument.uploaded', { name: fileName })}
              </p>
            ) : null}
            {problem && <p className="mt-1 text-red-700">{problem}</p>}
          </div>
        </div>
      )}
    </div>
  )
}
