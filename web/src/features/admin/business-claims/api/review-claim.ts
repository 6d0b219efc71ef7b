import { useRefreshingMutation } from '@/lib/query'
import { invokeAdminFunction } from '../../api/functions'
import { claimKeys } from './keys'

export interface ReviewClaimRequest {
  claimId: string
  action: 'approve' | 'reject'
  reviewNotes: string
  adminUserId: string
}

export interface ReviewClaimResponse {
  success?: boolean
  duplicate?: boolean
  message?: string
  claim?: { claim_status?: string }
}

export function useReviewClaim() {
  return useRefreshingMutation(
    (request: ReviewClaimRequest) =>
      invokeAdminFunction<ReviewClaimResponse>('approve-business-claim', { ...request }),
    [claimKeys.all, ['admin', 'shops']],
  )
}
