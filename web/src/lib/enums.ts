// The product's enumerations (spec section 3, "Enumerations"): the lists themselves come from
// database.types.ts, which `emu-server gen-types` writes from server/src/domain/enums.cpp (a
// server test fails when it is stale), so the server and the app cannot disagree. Labels live
// there, not in the locale files: each option carries its own en and zh text.
import * as generated from '@/lib/database.types'

export {
  APPLICATION_STATUSES,
  BOOKING_STATUSES,
  BUSINESS_MODES,
  BUSINESS_SIZES,
  BUSINESS_TYPES,
  CLAIM_STATUSES,
  COUNTRY_CODES,
  DISTRICTS,
  HOW_HEARD,
  REJECTION_REASONS,
  ROLES,
  SHOP_CLAIM_STATUSES,
  VERIFICATION_STATUSES,
} from '@/lib/database.types'

import type { Lang } from '@/lib/lang'

export { labelColon, labelLang, parseLangParam, type Lang } from '@/lib/lang'

export interface EnumOption<V extends string = string> {
  readonly value: V
  readonly en: string
  readonly zh: string
}

export type OptionValue<T extends readonly EnumOption[]> = T[number]['value']

/** The 18 districts of Hong Kong; value = English name. */
export type District = OptionValue<typeof generated.DISTRICTS>
/** Business types; value = English label. */
export type BusinessType = OptionValue<typeof generated.BUSINESS_TYPES>
export type BusinessMode = OptionValue<typeof generated.BUSINESS_MODES>
export type BusinessSize = OptionValue<typeof generated.BUSINESS_SIZES>
export type HowHeard = OptionValue<typeof generated.HOW_HEARD>
export type RejectionReason = OptionValue<typeof generated.REJECTION_REASONS>
export type CountryCode = OptionValue<typeof generated.COUNTRY_CODES>
export const DEFAULT_COUNTRY_CODE: CountryCode = generated.DEFAULT_COUNTRY_CODE
export type ApplicationStatus = OptionValue<typeof generated.APPLICATION_STATUSES>
export type ClaimStatus = OptionValue<typeof generated.CLAIM_STATUSES>
export type ShopClaimStatus = OptionValue<typeof generated.SHOP_CLAIM_STATUSES>
export type VerificationStatus = OptionValue<typeof generated.VERIFICATION_STATUSES>
export type BookingStatus = OptionValue<typeof generated.BOOKING_STATUSES>
/** Roles; badge precedence is Admin over Merchant over User (first wins). */
export type Role = OptionValue<typeof generated.ROLES>

/** Every enumeration by name, for tests and generic pickers. */
export const ENUMS = {
  districts: generated.DISTRICTS,
  businessTypes: generated.BUSINESS_TYPES,
  businessModes: generated.BUSINESS_MODES,
  businessSizes: generated.BUSINESS_SIZES,
  howHeard: generated.HOW_HEARD,
  rejectionReasons: generated.REJECTION_REASONS,
  countryCodes: generated.COUNTRY_CODES,
  applicationStatuses: generated.APPLICATION_STATUSES,
  claimStatuses: generated.CLAIM_STATUSES,
  shopClaimStatuses: generated.SHOP_CLAIM_STATUSES,
  verificationStatuses: generated.VERIFICATION_STATUSES,
  bookingStatuses: generated.BOOKING_STATUSES,
  roles: generated.ROLES,
} as const

/** The label of `value` in `list`, or the value itself when it is not in the list. */
export function enumLabel(list: readonly EnumOption[], value: string, lang: Lang): string {
  const option = list.find((o) => o.value === value)
  return option ? option[lang] : value
}

export function isEnumValue<T extends readonly EnumOption[]>(
  list: T,
  value: unknown,
): value is OptionValue<T> {
  return typeof value === 'string' && list.some((o) => o.value === value)
}

/** The values of a list as a non-empty tuple, for z.enum(). */
export function enumValues<T extends readonly EnumOption[]>(
  list: T,
): [OptionValue<T>, ...OptionValue<T>[]] {
  return list.map((o) => o.value) as [OptionValue<T>, ...OptionValue<T>[]]
}
