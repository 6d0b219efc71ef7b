// One page of applications in a status, newest first, optionally searched.
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { getSupabase } from '@/lib/supabase'
import { pageRange } from '../../lib/pagination'
import { ilikeAny } from '../../lib/search'
import { applicationKeys } from './keys'

export interface MerchantApplication {
  id: string
  application_number: string | null
  status: string
  business_name: string | null
  business_name_zh: string | null
  district: string | null
  address: string | null
  building: string | null
  business_types: string[] | null
  business_type: string | null
  business_size: string | null
  description: string | null
  how_did_you_hear: string | null
  referee_name: string | null
  referee_phone: string | null
  instagram: string | null
  facebook: string | null
  website: string | null
  google_map_url: string | null
  business_registered_name: string | null
  business_registration_number: string | null
  registered_address: string | null
  br_document_url: string | null
  contact_person: string | null
  contact_person_role: string | null
  contact_email: string | null
  contact_whatsapp: string | null
  phone: string | null
  whatsapp: string | null
  email: string | null
  reviewer_remark: string | null
  reviewed_by: string | null
  submitted_at: string | null
  approved_at: string | null
  rejected_at: string | null
  rejection_reason: string | null
  created_at: string
}

export const SEARCH_COLUMNS = ['business_name', 'business_name_zh', 'application_number', 'contact_email', 'email'] as const

export async function listApplications(status: string, search: string, page: number) {
  const supabase = await getSupabase()
  const { from, to } = pageRange(page)
  let query = supabase
    .from('merchant_applications')
    .select('*', { count: 'exact' })
    .eq('status', status)
    .order('created_at', { ascending: false })
    .order('id', { ascending: true })
    .range(from, to)
  const or = ilikeAny(SEARCH_COLUMNS, search)
  if (or) query = query.or(or)
  const { data, error, count } = await query
  if (error) throw error
  return { rows: (data ?? []) as MerchantApplication[], total: count ?? 0 }
}

export const applicationsQuery = (status: string, search: string, page: number) =>
  queryOptions({
    queryKey: applicationKeys.list(status, search, page),
    queryFn: () => listApplications(status, search, page),
    placeholderData: keepPreviousData,
  })
