// Private documents (BR certificates, claim proofs) open through short-lived signed URLs.
import { getSupabase } from '@/lib/supabase'

export const SIGNED_URL_SECONDS = 3600

/** A stored value may already be a full URL (older rows); otherwise it is a path in `bucket`. */
export async function documentUrl(bucket: string, pathOrUrl: string): Promise<string> {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl
  const supabase = await getSupabase()
  const { data, error } = await supabase.storage.from(bucket).createSignedUrl(pathOrUrl, SIGNED_URL_SECONDS)
  if (error || !data) throw error ?? new Error('No signed URL')
  return data.signedUrl
}
