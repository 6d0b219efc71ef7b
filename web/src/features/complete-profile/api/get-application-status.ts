// The state of the application a complete-profile link names, for everyone holding the link
// (the `application-status` function): a submitted application is no longer readable as a
// draft, but its link must still say where it stands. Also the applicant's e-mail language,
// so the screen opens in it on another device.
//   request  {applicationId}
//   200      {status, applicationNumber, businessName, submittedAt, lang: 'en' | 'zh'}
//   404      {code: 'not_found'}
import { queryOptions } from '@tanstack/react-query'
import type { ApplicationStatus, Lang } from '@/lib/enums'
import { UUID_PATTERN } from '@/lib/merchant-application'
import { FunctionError, invokeFunction } from '@/lib/invoke-function'

export interface ApplicationStatusInfo {
  status: ApplicationStatus
  applicationNumber: string
  businessName: string | null
  submittedAt: string | null
  lang: Lang
}

export async function getApplicationStatus(id: string): Promise<ApplicationStatusInfo | null> {
  if (!UUID_PATTERN.test(id)) return null
  try {
    return await invokeFunction<ApplicationStatusInfo>('application-status', { body: { applicationId: id } })
  } catch (error) {
    if (error instanceof FunctionError && error.status === 404) return null
    throw error
  }
}

export function applicationStatusQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['application-status', id] as const,
    queryFn: () => getApplicationStatus(id),
    retry: false,
    staleTime: Infinity,
  })
}
