// A merchant_applications row as /rest/v1 returns it (server/migrations/0003), shared by the
// screens that edit the draft application (onboarding wizard, complete profile) and the
// merchant dashboard. Lists are JSON arrays; times are ISO-8601 strings.
import type { ApplicationStatus } from '@/lib/enums'

export interface MerchantApplicationRow {
  id: string
  user_id: string | null
  quick_application_id: string | null
  business_id: string | null
  application_number: string
  status: ApplicationStatus
  business_name: string | null
  business_name_zh: string | null
  district: string | null
  address: string | null
  building: string | null
  business_types: string[] | null
  business_type: string | null
  business_type_other: string | null
  business_mode: string | null
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
  contact_email_secondary: string | null
  contact_whatsapp: string | null
  phone: string | null
  whatsapp: string | null
  email: string | null
  interested_in_content: boolean | null
  open_to_free_trials: boolean | null
  agreed_to_terms: boolean
  completion_percentage: number
  rejection_reason: string | null
  submitted_at: string | null
  approved_at: string | null
  rejected_at: string | null
  created_at: string
  updated_at: string
}

/** A UUID as the server's ids are written (a link with anything else cannot name an application). */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** PostgREST answers for "no such row" (0 rows for .single()) and for a malformed id. */
export function isNotFoundError(error: { code?: string } | null | undefined): boolean {
  return error?.code === 'PGRST116' || error?.code === '22P02'
}
