// One page of applications in a status, newest first, optionally searched.
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { MerchantApplication } from '@/lib/merchant-application'
import { selectNewestPage } from '../../api/select-page'
import { applicationKeys } from './keys'

export type { MerchantApplication }

export const SEARCH_COLUMNS = ['business_name', 'business_name_zh', 'application_number', 'contact_email', 'email'] as const

export function listApplications(status: string, search: string, page: number) {
  return selectNewestPage<MerchantApplication>('merchant_applications', '*', page, {
    search: { columns: SEARCH_COLUMNS, term: search },
    refine: (query) => query.eq('status', status),
  })
}

export const applicationsQuery = (status: string, search: string, page: number) =>
  queryOptions({
    queryKey: applicationKeys.list(status, search, page),
    queryFn: () => listApplications(status, search, page),
    placeholderData: keepPreviousData,
  })
