// Quick Apply leads (issue 31): quick applications newest first, by whether the applicant went on
// to send the full application, searched by name, e-mail or WhatsApp. quick_applications is
// readable by admins only (rest/policy.cpp); anyone else reads one row by its exact id at most.
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { Tables } from '@/lib/database.types'
import { selectNewestPage } from '../../api/select-page'

export type QuickApplication = Tables<'quick_applications'>

/** Leads: only the quick form (the full application never sent); completed: it was sent. */
export const LEAD_FILTERS = ['leads', 'completed', 'all'] as const
export type LeadFilter = (typeof LEAD_FILTERS)[number]

const SEARCH_COLUMNS = ['business_name', 'email', 'whatsapp'] as const

export const quickApplicationKeys = {
  all: ['admin', 'quick-applications'] as const,
  list: (filter: LeadFilter, search: string, page: number) => [...quickApplicationKeys.all, 'list', filter, search, page] as const,
}

export function listQuickApplications(filter: LeadFilter, search: string, page: number) {
  return selectNewestPage<QuickApplication>('quick_applications', '*', page, {
    search: { columns: SEARCH_COLUMNS, term: search },
    refine: (query) => (filter === 'all' ? query : query.eq('completed', filter === 'completed')),
  })
}

export const quickApplicationsQuery = (filter: LeadFilter, search: string, page: number) =>
  queryOptions({
    queryKey: quickApplicationKeys.list(filter, search, page),
    queryFn: () => listQuickApplications(filter, search, page),
    placeholderData: keepPreviousData,
  })
