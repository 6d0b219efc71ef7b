// Claims in one status with the joined business and the claimant's and reviewer's profiles.
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { Tables } from '@/lib/database.types'
import { getSupabase } from '@/lib/supabase'
import { pageRange } from '../../lib/pagination'
import { claimKeys } from './keys'
import { CLAIM_TABS, type SortOrder } from '../claims.utils'

export interface ClaimBusiness {
  id: string
  name: string | null
  address: string | null
  district: string | null
  phone_number: string | null
  website: string | null
  instagram_url: string | null
  service_type: string | null
  categories: string[] | null
}

export interface Profile {
  user_id: string
  email: string | null
  name: string | null
}

/** A business_claims row (the generated database.types.ts) with its embeds. */
export type BusinessClaim = Omit<Tables<'business_claims'>, 'proof_documents' | 'updated_at'> & {
  proof_documents: string[] | null
  business: ClaimBusiness | null
  claimant: Profile | null
  reviewer?: Profile | null
}

export async function listClaims(status: string, sort: SortOrder, page: number) {
  const supabase = await getSupabase()
  const { from, to } = pageRange(page)
  const { data, error, count } = await supabase
    .from('business_claims')
    .select(
      '*,business:businesses(id,name,address,district,phone_number,website,instagram_url,service_type,categories),claimant:user_profiles!merchant_id(user_id,email,name)',
      { count: 'exact' },
    )
    .eq('claim_status', status)
    .order('created_at', { ascending: sort === 'oldest' })
    .order('id', { ascending: true })
    .range(from, to)
  if (error) throw error
  const rows = (data ?? []) as BusinessClaim[]
  // reviewed_by has no relation to embed: one request for the reviewers' profiles.
  const reviewerIds = [...new Set(rows.map((r) => r.reviewed_by).filter((v): v is string => Boolean(v)))]
  if (reviewerIds.length > 0) {
    const reviewers = await supabase.from('user_profiles').select('user_id,email,name').in('user_id', reviewerIds)
    const byId = new Map(((reviewers.data ?? []) as Profile[]).map((p) => [p.user_id, p]))
    for (const row of rows) row.reviewer = row.reviewed_by ? (byId.get(row.reviewed_by) ?? null) : null
  }
  return { rows, total: count ?? 0 }
}

export const claimsQuery = (status: string, sort: SortOrder, page: number) =>
  queryOptions({
    queryKey: claimKeys.list(status, sort, page),
    queryFn: () => listClaims(status, sort, page),
    placeholderData: keepPreviousData,
    retry: false,
  })

export async function countClaims(): Promise<Record<string, number>> {
  const supabase = await getSupabase()
  const results = await Promise.all(
    CLAIM_TABS.map((s) => supabase.from('business_claims').select('id', { count: 'exact', head: true }).eq('claim_status', s)),
  )
  const counts: Record<string, number> = {}
  results.forEach((r, i) => {
    if (r.error) throw r.error
    counts[CLAIM_TABS[i]!] = r.count ?? 0
  })
  return counts
}

export const claimCountsQuery = () => queryOptions({ queryKey: claimKeys.counts(), queryFn: countClaims, retry: false })
