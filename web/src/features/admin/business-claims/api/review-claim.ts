import { useMutation, useQueryClient } from '@tanstack/react-query'
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
  const client = useQueryClient()
  return useMutation({
    mutationFn: (request: ReviewClaimRequest) =>
      invokeAdminFunction<ReviewClaimResponse>('approve-business-claim', { ...request }),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: claimKeys.all })
      void client.invalidateQueries({ queryKey: ['admin', 'shops'] })
    },
  })
}
