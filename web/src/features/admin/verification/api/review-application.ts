import { useMutation, useQueryClient } from '@tanstack/react-query'
import { invokeAdminFunction } from '../../api/functions'
import { applicationKeys } from './keys'
import type { ReviewRequest } from '../verification.utils'

export function reviewApplication(request: ReviewRequest) {
  return invokeAdminFunction<{ application: unknown }>('review-merchant-application', { ...request })
}

export function useReviewApplication() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: reviewApplication,
    onSettled: () => {
      void client.invalidateQueries({ queryKey: applicationKeys.all })
      void client.invalidateQueries({ queryKey: ['admin', 'dashboard'] })
    },
  })
}
