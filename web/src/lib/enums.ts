// The product's enumerations (spec section 3, "Enumerations"): the lists themselves come from
// database.types.ts, which `emu-server gen-types` writes from server/src/domain/enums.cpp (a
// server test fails when it is stale), so the server and the app cannot disagree. Labels live
// there, not in the locale files: each option carries its own en and zh text.
import {
  APPLICATION_STATUSES,
  BOOKING_STATUSES,
  BUSINESS_MODES,
  BUSINESS_SIZES,
  BUSINESS_TYPES,
  CLAIM_STATUSES,
  COUNTRY_CODES,
  DEFAULT_COUNTRY_CODE as GENERATED_DEFAULT_COUNTRY_CODE,
  DISTRICTS,
  HOW_HEARD,
  REJECTION_REASONS,
  ROLES,
  SHOP_CLAIM_STATUSES,
  VERIFICATION_STATUSES,
} from '@/lib/database.types'

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
}

import type { Lang } from '@/lib/lang'

export { labelColon, labelLang, parseLangParam, type Lang } from '@/lib/lang'

export interface EnumOption<V extends string = string> {
  readonly value: V
  readonly en: string
  readonly zh: string
}

export type OptionValue<T extends readonly EnumOption[]> = T[number]['value']

/** The 18 districts of Hong Kong; value = English name. */
export type District = OptionValue<typeof DISTRICTS>
/** Business types; value = English label. */
export type BusinessType = OptionValue<typeof BUSINESS_TYPES>
export type BusinessMode = OptionValue<typeof BUSINESS_MODES>
export type BusinessSize = OptionValue<typeof BUSINESS_SIZES>
export type HowHeard = OptionValue<typeof HOW_HEARD>
export type RejectionReason = OptionValue<typeof REJECTION_REASONS>
export type CountryCode = OptionValue<typeof COUNTRY_CODES>
export const DEFAULT_COUNTRY_CODE: CountryCode = GENERATED_DEFAULT_COUNTRY_CODE
export type ApplicationStatus = OptionValue<typeof APPLICATION_STATUSES>
export type ClaimStatus = OptionValue<typeof CLAIM_STATUSES>
export type ShopClaimStatus = OptionValue<typeof SHOP_CLAIM_STATUSES>
export type VerificationStatus = OptionValue<typeof VERIFICATION_STATUSES>
export type BookingStatus = OptionValue<typeof BOOKING_STATUSES>
/** Roles; badge precedence is Admin over Merchant over User (first wins). */
export type Role = OptionValue<typeof ROLES>

/** Every enumeration by name, for tests and generic pickers. */
export const ENUMS = {
  districts: DISTRICTS,
  businessTypes: BUSINESS_TYPES,
  businessModes: BUSINESS_MODES,
  businessSizes: BUSINESS_SIZES,
  howHeard: HOW_HEARD,
  rejectionReasons: REJECTION_REASONS,
  countryCodes: COUNTRY_CODES,
  applicationStatuses: APPLICATION_STATUSES,
  claimStatuses: CLAIM_STATUSES,
  shopClaimStatuses: SHOP_CLAIM_STATUSES,
  verificationStatuses: VERIFICATION_STATUSES,
  bookingStatuses: BOOKING_STATUSES,
  roles: ROLES,
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
