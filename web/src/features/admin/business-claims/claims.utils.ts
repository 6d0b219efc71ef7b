// Pure rules of the claims screen (spec sections 2, 4 and 8).
import type { ClaimStatus } from '@/lib/enums'

export const CLAIM_TABS = ['pending', 'approved', 'rejected', 'duplicate'] as const satisfies readonly ClaimStatus[]
export type SortOrder = 'newest' | 'oldest'

/** The card title: the joined business's name, else a short id of the business. */
export function claimTitle(claim: { business_id: string; business?: { name?: string | null } | null }): string {
  return claim.business?.name?.trim() || `Business ${claim.business_id.slice(0, 8)}`
}

export type ClaimOutcome = 'approved' | 'rejected' | 'duplicate'

/** What the function's answer means for the toast. */
export function claimOutcome(action: 'approve' | 'reject', response: { duplicate?: boolean; claim?: { claim_status?: string } }): ClaimOutcome {
  if (response.duplicate || response.claim?.claim_status === 'duplicate') return 'duplicate'
  return action === 'approve' ? 'approved' : 'rejected'
}

/** Which permission message a failed load shows: 401 -> please log in, 403 -> no permission. */
export function permissionProblem(error: unknown): 'login' | 'forbidden' | null {
  if (!error || typeof error !== 'object') return null
  const e = error as { code?: unknown; status?: unknown; message?: unknown }
  if (e.code === '42501' || e.code === 'PGRST301' || e.code === 'PGRST302' || e.code === 'PGRST303') {
    return typeof e.message === 'string' && /anon|not authenticated|jwt/i.test(e.message) ? 'login' : 'forbidden'
  }
  if (e.status === 401) return 'login'
  if (e.status === 403) return 'forbidden'
  return null
}
