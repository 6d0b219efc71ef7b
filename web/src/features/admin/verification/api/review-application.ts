import { useRefreshingMutation } from '@/lib/query'
import { invokeAdminFunction } from '../../api/functions'
import { applicationKeys } from './keys'
import type { ReviewRequest } from '../verification.utils'

export function reviewApplication(request: ReviewRequest) {
  return invokeAdminFunction<{ application: unknown }>('review-merchant-application', { ...request })
}

export function useReviewApplication() {
  return useRefreshingMutation(reviewApplication, [applicationKeys.all, ['admin', 'dashboard']])
}
