// The draft application named by the wizard's ?applicationId= link (ARCHITECTURE 6 and 9: only
// that application, never anyone else's). Anonymous visitors may read a draft by exact id.
import type { MerchantApplicationRow } from '@/lib/merchant-application'
import type { OnboardingDraft } from '../wizard-schema'
import { nameFieldsOf } from '../name-script'

// The one query per application row of src/lib (complete-profile reads the same cache entry).
export {
  applicationRowQueryOptions as draftApplicationQueryOptions,
  getApplicationRow as getDraftApplication,
} from '@/lib/merchant-application'

/** 'uuid/<uuid>-bill.pdf' -> 'bill.pdf' (the upload's own name). */
export function documentNameOf(path: string): string {
  const last = path.split('/').pop() ?? ''
  return last.replace(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}-/i, '')
}

const yesNo = (value: boolean | null): '' | 'yes' | 'no' => (value === null ? '' : value ? 'yes' : 'no')
const text = (value: string | null | undefined): string => value ?? ''

/** The wizard's fields from the application's columns ('' where the column is empty). */
export function draftFromApplication(row: MerchantApplicationRow): Partial<OnboardingDraft> {
  return {
    // A quick application's one name goes to the field of its script (Chinese → businessNameZh).
    ...(row.business_name_zh ? { businessName: text(row.business_name), businessNameZh: row.business_name_zh } : nameFieldsOf(text(row.business_name))),
    district: text(row.district),
    building: text(row.building),
    address: text(row.address),
    phone: text(row.phone),
    whatsapp: text(row.whatsapp),
    email: text(row.email),
    instagram: text(row.instagram),
    facebook: text(row.facebook),
    website: text(row.website),
    businessTypes: Array.isArray(row.business_types) ? row.business_types.filter((v) => typeof v === 'string') : [],
    businessType: text(row.business_type),
    businessTypeOther: text(row.business_type_other),
    businessSize: text(row.business_size),
    description: text(row.description),
    howDidYouHear: text(row.how_did_you_hear),
    refereeName: text(row.referee_name),
    refereePhone: text(row.referee_phone),
    googleMapUrl: text(row.google_map_url),
    contactPerson: text(row.contact_person),
    contactPersonRole: text(row.contact_person_role),
    contactWhatsapp: text(row.contact_whatsapp),
    contactEmail: text(row.contact_email),
    interestedInContent: yesNo(row.interested_in_content),
    openToFreeTrials: yesNo(row.open_to_free_trials),
    brDocumentPath: text(row.br_document_url),
    brDocumentName: row.br_document_url ? documentNameOf(row.br_document_url) : '',
  }
}

/** Fills the draft's empty fields from the application (what the applicant typed wins). */
export function mergePrefill(draft: OnboardingDraft, prefill: Partial<OnboardingDraft>): OnboardingDraft {
  const merged: OnboardingDraft = { ...draft }
  for (const [key, value] of Object.entries(prefill) as [keyof OnboardingDraft, OnboardingDraft[keyof OnboardingDraft]][]) {
    const current = merged[key]
    const empty = Array.isArray(current) ? current.length === 0 : current === '' || current === false
    const hasValue = Array.isArray(value) ? value.length > 0 : value !== '' && value !== false
    if (empty && hasValue) (merged as unknown as Record<string, unknown>)[key] = value
  }
  return merged
}
