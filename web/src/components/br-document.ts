// The business registration document: uploaded into the application's folder of the private
// `br-documents` bucket (api-contract 5.1: POST /storage/v1/object/<bucket>/<path>, multipart
// with the file under an empty field name), then linked on the draft application. The request is
// the one supabase-js's storage.upload() sends, made with XMLHttpRequest so the upload can
// report real progress.
import { useMutation } from '@tanstack/react-query'
import { getSupabase } from '@/lib/supabase'
import { uploadObject } from '@/lib/storage-upload'
import { fileProblem, objectPath } from '@/lib/file-name'

export { UploadError } from '@/lib/storage-upload'
export { safeFileName } from '@/lib/file-name'

export const BR_BUCKET = 'br-documents'
export const BR_MAX_BYTES = 10 * 1024 * 1024
export const BR_MIME_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'] as const

export type BrFileProblem = 'type' | 'size'

/** Why the file cannot be uploaded, or null when it can. */
export function checkBrFile(file: Pick<File, 'type' | 'size'>): BrFileProblem | null {
  return fileProblem(file, BR_MIME_TYPES, BR_MAX_BYTES)
}

export function brDocumentPath(applicationId: string, fileName: string, id?: string): string {
  return objectPath(applicationId, fileName, id)
}

export interface UploadBrInput {
  applicationId: string
  file: File
  /** 0-100 as bytes go out. */
  onProgress?: (percent: number) => void
}

/** Uploads the file and records its path on the draft; returns the path inside the bucket. */
export async function uploadBrDocument({ applicationId, file, onProgress }: UploadBrInput): Promise<string> {
  const path = brDocumentPath(applicationId, file.name)
  await uploadObject({ bucket: BR_BUCKET, path, file, onProgress })
  // The draft remembers its document; merchant-apply also receives the path on submit.
  const supabase = await getSupabase()
  const { error } = await supabase.from('merchant_applications').update({ br_document_url: path }).eq('id', applicationId)
  if (error) console.warn('Could not link the BR document to the draft; it is sent with the submission', error)
  return path
}

export function useUploadBrDocument() {
  return useMutation({ mutationFn: uploadBrDocument })
}
