// /merchant/claim's calls: unclaimed shops from search-shops (unclaimed=true, by name, district
// or phone), proof uploads into the claimant's folder of the private claim-proofs bucket,
// submit-business-claim (C.3), and the claimant's own claims (my-business-claims).
import { queryOptions } from '@tanstack/react-query'
import { useRefreshingMutation } from '@/lib/query'
import { invokeFunction } from '@/lib/invoke-function'
import { getSupabase } from '@/lib/supabase'
import { safeFileName } from '@/components/br-document'
import { uploadObject } from '@/lib/storage-upload'
import { searchShops } from '@/components/market/api/search-shops'
import type { ClaimStatus } from '@/lib/enums'
import type { claimBody } from '../lib/claim-schema'

export const PROOF_BUCKET = 'claim-proofs'
export const PROOF_MAX_BYTES = 10 * 1024 * 1024
export const PROOF_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'] as const

export const claimKeys = {
  all: ['workspace', 'claims'] as const,
  search: (body: Record<string, unknown>) => ['workspace', 'claims', 'search', body] as const,
  mine: ['workspace', 'claims', 'mine'] as const,
}

export const claimSearchQuery = (body: Record<string, unknown>) =>
  queryOptions({ queryKey: claimKeys.search(body), queryFn: () => searchShops(body) })

export interface MyClaim {
  id: string
  business_id: string
  business_name: string | null
  business_name_zh: string | null
  claim_status: ClaimStatus
  created_at: string
  reviewed_at: string | null
  review_notes: string | null
}

/** The caller's claims, newest first (my-business-claims: a merchant sign-up not yet approved reads them too). */
export async function listMyClaims(): Promise<MyClaim[]> {
  const answer = await invokeFunction<{ claims?: MyClaim[] }>('my-business-claims', { body: {} })
  return Array.isArray(answer?.claims) ? answer.claims : []
}

export const myClaimsQuery = () => queryOptions({ queryKey: claimKeys.mine, queryFn: listMyClaims })

export async function uploadProof({ file, onProgress }: { file: File; onProgress?: (p: number) => void }): Promise<string> {
  const supabase = await getSupabase()
  const { data } = await supabase.auth.getSession()
  const userId = data.session?.user.id
  if (!userId) throw new Error('not signed in')
  const path = `${userId}/${crypto.randomUUID()}-${safeFileName(file.name)}`
  await uploadObject({ bucket: PROOF_BUCKET, path, file, onProgress })
  return path
}

export function submitClaim(body: ReturnType<typeof claimBody>) {
  return invokeFunction<{ claim: { id: string; claim_status: ClaimStatus } }>('submit-business-claim', { body })
}

export function useSubmitClaim() {
  return useRefreshingMutation(submitClaim, [claimKeys.all])
}

/** The signed-in claimant ({id, email}) or null. */
export async function getClaimant(): Promise<{ id: string; email: string } | null> {
  const supabase = await getSupabase()
  const { data } = await supabase.auth.getSession()
  const user = data.session?.user
  return user ? { id: user.id, email: user.email ?? '' } : null
}

export const claimantQuery = () => queryOptions({ queryKey: [...claimKeys.all, 'me'] as const, queryFn: getClaimant, retry: false })
