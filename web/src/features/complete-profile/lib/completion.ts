// The completion percentage of a merchant application (spec sections 4 and 9): filled fields
// among 11 required and 9 optional, divided by 20, rounded. The same fields and the same
// "filled" rule as the server (server/src/domain/completion.cpp).

export const COMPLETION_REQUIRED_FIELDS = [
  'business_name',
  'district',
  'address',
  'business_types',
  'description',
  'whatsapp',
  'email',
  'contact_person',
  'contact_person_role',
  'contact_whatsapp',
  'contact_email',
] as const

export const COMPLETION_OPTIONAL_FIELDS = [
  'business_name_zh',
  'building',
  'phone',
  'instagram',
  'facebook',
  'website',
  'google_map_url',
  'business_size',
  'how_did_you_hear',
] as const

export type CompletionField =
  | (typeof COMPLETION_REQUIRED_FIELDS)[number]
  | (typeof COMPLETION_OPTIONAL_FIELDS)[number]

/** A non-blank string, a non-empty list, or any other non-null value (number, boolean). */
export function isFilled(value: unknown): boolean {
  if (value === null || value === undefined) return false
  if (typeof value === 'string') return value.trim() !== ''
  if (Array.isArray(value)) return value.length > 0
  return true
}

/** 0-100, rounded half away from zero like the server's std::lround. */
export function completionPercentage(row: Partial<Record<string, unknown>>): number {
  const fields = [...COMPLETION_REQUIRED_FIELDS, ...COMPLETION_OPTIONAL_FIELDS]
  const filled = fields.filter((field) => isFilled(row[field])).length
  return Math.round((filled * 100) / fields.length)
}
