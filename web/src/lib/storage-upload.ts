// An upload to /storage/v1 (api-contract 5.1: POST /storage/v1/object/<bucket>/<path>, multipart
// with the file under an empty field name): the request supabase-js's storage.upload() sends,
// made with XMLHttpRequest so the upload can report real progress. Returns the server's answer.
import { loadAppConfig } from '@/lib/app-config'
import { getSupabase } from '@/lib/supabase'

export class UploadError extends Error {
  override name = 'UploadError'
}

function send(url: string, headers: Record<string, string>, body: FormData, onProgress?: (p: number) => void) {
  return new Promise<unknown>((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', url)
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value)
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && onProgress) onProgress(Math.round((event.loaded / event.total) * 100))
    }
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          return resolve(xhr.responseText ? JSON.parse(xhr.responseText) : null)
        } catch {
          return resolve(xhr.responseText)
        }
      }
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

export interface UploadObjectInput {
  bucket: string
  /** The object's name inside the bucket (folders separated by '/'). */
  path: string
  file: Blob
  /** 0-100 as bytes go out. */
  onProgress?: (percent: number) => void
}

/** Uploads `file` as the signed-in user (or anonymously); resolves with the parsed answer. */
export async function uploadObject({ bucket, path, file, onProgress }: UploadObjectInput): Promise<unknown> {
  const [supabase, config] = await Promise.all([getSupabase(), loadAppConfig()])
  const { data } = await supabase.auth.getSession()
  const token = data.session?.access_token ?? config.anonKey
  const form = new FormData()
  form.append('cacheControl', '3600')
  form.append('', file)
  const url = `${config.supabaseUrl}/storage/v1/object/${bucket}/${path.split('/').map(encodeURIComponent).join('/')}`
  const answer = await send(url, { apikey: config.anonKey, Authorization: `Bearer ${token}`, 'x-upsert': 'false' }, form, onProgress)
  onProgress?.(100)
  return answer
}
