// The business registration document: uploaded into the application's folder of the private
// `br-documents` bucket (api-contract 5.1: POST /storage/v1/object/<bucket>/<path>, multipart
// with the file under an empty field name), then linked on the draft application. The request is
// the one supabase-js's storage.upload() sends, made with XMLHttpRequest so the upload can
// report real progress.
import { useMutation } from '@tanstack/react-query'
import { loadAppConfig } from '@/lib/app-config'
import { getSupabase } from '@/lib/supabase'

export const BR_BUCKET = 'br-documents'
export const BR_MAX_BYTES = 10 * 1024 * 1024
export const BR_MIME_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'] as const

export type BrFileProblem = 'type' | 'size'

/** Why the file cannot be uploaded, or null when it can. */
export function checkBrFile(file: Pick<File, 'type' | 'size'>): BrFileProblem | null {
  if (!(BR_MIME_TYPES as readonly string[]).includes(file.type)) return 'type'
  if (file.size > BR_MAX_BYTES) return 'size'
  return null
}

/** A storage-safe file name: letters, digits, dot, dash and underscore; at most 100 characters. */
export function safeFileName(name: string): string {
  const cleaned = name
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .replace(/_+/g, '_')
    .replace(/^[._]+/, '')
  const trimmed = cleaned.length > 100 ? cleaned.slice(cleaned.length - 100) : cleaned
  return trimmed || 'document'
}

export function brDocumentPath(applicationId: string, fileName: string, id: string = crypto.randomUUID()): string {
  return `${applicationId}/${id}-${safeFileName(fileName)}`
}

export interface UploadBrInput {
  applicationId: string
  file: File
  /** 0-100 as bytes go out. */
  onProgress?: (percent: number) => void
}

export class UploadError extends Error {
  override name = 'UploadError'
}

function send(url: string, headers: Record<string, string>, body: FormData, onProgress?: (p: number) => void) {
  return new Promise<void>((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', url)
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value)
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && onProgress) onProgress(Math.round((event.loaded / event.total) * 100))
    }
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) return resolve()
      let message = `HTTP ${xhr.status}`
      try {
        const parsed = JSON.parse(xhr.responseText) as { message?: unknown; error?: unknown }
        if (typeof parsed.message === 'string' && parsed.message) message = parsed.message
        else if (typeof parsed.error === 'string' && parsed.error) message = parsed.error
      } catch {
        // not JSON: keep the status
      }
      reject(new UploadError(message))
    }
    xhr.onerror = () => reject(new UploadError('Network error'))
    xhr.onabort = () => reject(new UploadError('Upload cancelled'))
    xhr.send(body)
  })
}

/** Uploads the file and records its path on the draft; returns the path inside the bucket. */
export async function uploadBrDocument({ applicationId, file, onProgress }: UploadBrInput): Promise<string> {
  const [supabase, config] = await Promise.all([getSupabase(), loadAppConfig()])
  const { data } = await supabase.auth.getSession()
  const token = data.session?.access_token ?? config.anonKey
  const path = brDocumentPath(applicationId, file.name)
  const form = new FormData()
  form.append('cacheControl', '3600')
  form.append('', file)
  const url = `${config.supabaseUrl}/storage/v1/object/${BR_BUCKET}/${path.split('/').map(encodeURIComponent).join('/')}`
  await send(url, { apikey: config.anonKey, Authorization: `Bearer ${token}`, 'x-upsert': 'false' }, form, onProgress)
  onProgress?.(100)
  // The draft remembers its document; merchant-apply also receives the path on submit.
  const { error } = await supabase.from('merchant_applications').update({ br_document_url: path }).eq('id', applicationId)
  if (error) console.warn('Could not link the BR document to the draft; it is sent with the submission', error)
  return path
}

export function useUploadBrDocument() {
  return useMutation({ mutationFn: uploadBrDocument })
}
