// The one place for the product's enumerations (spec section 3, "Enumerations").
// The server (server/src/domain/) holds the same values; keep the two in step.
// Labels live here, not in the locale files: each option carries its own en and zh text.

export type Lang = 'en' | 'zh'

export interface EnumOption<V extends string = string> {
  readonly value: V
  readonly en: string
  readonly zh: string
}

function options<const T extends readonly EnumOption[]>(list: T): T {
  return list
}

export type OptionValue<T extends readonly EnumOption[]> = T[number]['value']

/** The 18 districts of Hong Kong; value = English name. */
export const DISTRICTS = options([
  { value: 'Central and Western', en: 'Central and Western', zh: '中西區' },
  { value: 'Eastern', en: 'Eastern', zh: '東區' },
  { value: 'Islands', en: 'Islands', zh: '離島區' },
  { value: 'Kowloon City', en: 'Kowloon City', zh: '九龍城區' },
  { value: 'Kwai Tsing', en: 'Kwai Tsing', zh: '葵青區' },
  { value: 'Kwun Tong', en: 'Kwun Tong', zh: '觀塘區' },
  { value: 'North', en: 'North', zh: '北區' },
  { value: 'Sai Kung', en: 'Sai Kung', zh: '西貢區' },
  { value: 'Sha Tin', en: 'Sha Tin', zh: '沙田區' },
  { value: 'Sham Shui Po', en: 'Sham Shui Po', zh: '深水埗區' },
  { value: 'Southern', en: 'Southern', zh: '南區' },
  { value: 'Tai Po', en: 'Tai Po', zh: '大埔區' },
  { value: 'Tsuen Wan', en: 'Tsuen Wan', zh: '荃灣區' },
  { value: 'Tuen Mun', en: 'Tuen Mun', zh: '屯門區' },
  { value: 'Wan Chai', en: 'Wan Chai', zh: '灣仔區' },
  { value: 'Wong Tai Sin', en: 'Wong Tai Sin', zh: '黃大仙區' },
  { value: 'Yau Tsim Mong', en: 'Yau Tsim Mong', zh: '油尖旺區' },
  { value: 'Yuen Long', en: 'Yuen Long', zh: '元朗區' },
])
export type District = OptionValue<typeof DISTRICTS>

/** Business types; value = English label. */
export const BUSINESS_TYPES = options([
  { value: 'Beauty', en: 'Beauty', zh: '美容' },
  { value: 'Fitness', en: 'Fitness', zh: '健身' },
  { value: 'Nail Salon', en: 'Nail Salon', zh: '美甲' },
  { value: 'Wellness', en: 'Wellness', zh: '身心健康' },
  { value: 'Massage', en: 'Massage', zh: '按摩' },
  { value: 'Make Up', en: 'Make Up', zh: '化妝' },
  { value: 'Tattoo', en: 'Tattoo', zh: '紋身' },
  { value: 'Hair Salon', en: 'Hair Salon', zh: '髮型屋' },
  { value: 'Brows & Lashes', en: 'Brows & Lashes', zh: '眉毛及睫毛' },
  { value: 'Other', en: 'Other', zh: '其他' },
])
export type BusinessType = OptionValue<typeof BUSINESS_TYPES>

export const BUSINESS_MODES = options([
  { value: 'chained', en: 'Chained brand', zh: '連鎖品牌' },
  { value: 'independent', en: 'Independent shop', zh: '獨立店舖' },
  { value: 'freelancer', en: 'Freelancer', zh: '自由工作者' },
])
export type BusinessMode = OptionValue<typeof BUSINESS_MODES>

export const BUSINESS_SIZES = options([
  { value: '1-5', en: '1-5 employees', zh: '1-5 名員工' },
  { value: '6-10', en: '6-10 employees', zh: '6-10 名員工' },
  { value: '11-20', en: '11-20 employees', zh: '11-20 名員工' },
  { value: '21-50', en: '21-50 employees', zh: '21-50 名員工' },
  { value: '50+', en: '50+ employees', zh: '50+ 名員工' },
])
export type BusinessSize = OptionValue<typeof BUSINESS_SIZES>

export const HOW_HEARD = options([
  { value: 'Instagram', en: 'Instagram', zh: 'Instagram' },
  { value: 'Facebook', en: 'Facebook', zh: 'Facebook' },
  { value: 'WhatsApp', en: 'WhatsApp', zh: 'WhatsApp' },
  { value: 'Friend', en: 'Friend', zh: '朋友介紹' },
  { value: 'Google', en: 'Google', zh: 'Google' },
  { value: 'Other', en: 'Other', zh: '其他' },
])
export type HowHeard = OptionValue<typeof HOW_HEARD>

/** Rejection reasons; value = English text. 'Other' asks for free text, which is stored instead. */
export const REJECTION_REASONS = options([
  {
    value: 'Incomplete or incorrect information',
    en: 'Incomplete or incorrect information',
    zh: '資料不完整或不正確',
  },
  {
    value: 'Invalid or missing BR document',
    en: 'Invalid or missing BR document',
    zh: '商業登記文件無效或缺失',
  },
  { value: 'Duplicate application', en: 'Duplicate application', zh: '重複申請' },
  {
    value: 'Not a business in our target category',
    en: 'Not a business in our target category',
    zh: '不屬於我們的目標類別',
  },
  { value: 'Other', en: 'Other', zh: '其他' },
])
export type RejectionReason = OptionValue<typeof REJECTION_REASONS>

/** Telephone country codes; the first (+852) is the default. */
export const COUNTRY_CODES = options([
  { value: '+852', en: 'Hong Kong', zh: '香港' },
  { value: '+86', en: 'China', zh: '中國內地' },
  { value: '+65', en: 'Singapore', zh: '新加坡' },
  { value: '+60', en: 'Malaysia', zh: '馬來西亞' },
  { value: '+66', en: 'Thailand', zh: '泰國' },
  { value: '+84', en: 'Vietnam', zh: '越南' },
  { value: '+63', en: 'Philippines', zh: '菲律賓' },
  { value: '+62', en: 'Indonesia', zh: '印尼' },
  { value: '+91', en: 'India', zh: '印度' },
  { value: '+1', en: 'US/Canada', zh: '美國/加拿大' },
  { value: '+44', en: 'UK', zh: '英國' },
  { value: '+61', en: 'Australia', zh: '澳洲' },
  { value: '+81', en: 'Japan', zh: '日本' },
  { value: '+82', en: 'South Korea', zh: '南韓' },
])
export type CountryCode = OptionValue<typeof COUNTRY_CODES>
export const DEFAULT_COUNTRY_CODE: CountryCode = '+852'

export const APPLICATION_STATUSES = options([
  { value: 'draft', en: 'Draft', zh: '草稿' },
  { value: 'pending_review', en: 'Pending review', zh: '待審核' },
  { value: 'approved', en: 'Approved', zh: '已批准' },
  { value: 'rejected', en: 'Rejected', zh: '已拒絕' },
])
export type ApplicationStatus = OptionValue<typeof APPLICATION_STATUSES>

export const CLAIM_STATUSES = options([
  { value: 'pending', en: 'Pending', zh: '待審核' },
  { value: 'approved', en: 'Approved', zh: '已批准' },
  { value: 'rejected', en: 'Rejected', zh: '已拒絕' },
  { value: 'duplicate', en: 'Duplicate', zh: '重複' },
])
export type ClaimStatus = OptionValue<typeof CLAIM_STATUSES>

export const SHOP_CLAIM_STATUSES = options([
  { value: 'unclaimed', en: 'Unclaimed', zh: '未認領' },
  { value: 'pending', en: 'Pending', zh: '待審核' },
  { value: 'approved', en: 'Approved', zh: '已批准' },
  { value: 'rejected', en: 'Rejected', zh: '已拒絕' },
])
export type ShopClaimStatus = OptionValue<typeof SHOP_CLAIM_STATUSES>

export const VERIFICATION_STATUSES = options([
  { value: 'verified', en: 'Verified', zh: '已驗證' },
  { value: 'pending', en: 'Pending', zh: '待驗證' },
  { value: 'rejected', en: 'Rejected', zh: '已拒絕' },
])
export type VerificationStatus = OptionValue<typeof VERIFICATION_STATUSES>

export const BOOKING_STATUSES = options([
  { value: 'pending', en: 'Pending', zh: '待確認' },
  { value: 'confirmed', en: 'Confirmed', zh: '已確認' },
  { value: 'completed', en: 'Completed', zh: '已完成' },
  { value: 'cancelled', en: 'Cancelled', zh: '已取消' },
])
export type BookingStatus = OptionValue<typeof BOOKING_STATUSES>

/** Roles; badge precedence is Admin over Merchant over User (first wins). */
export const ROLES = options([
  { value: 'admin', en: 'Admin', zh: '管理員' },
  { value: 'merchant', en: 'Merchant', zh: '商戶' },
  { value: 'user', en: 'User', zh: '用戶' },
])
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

/** Maps an i18next language code ('en', 'zh-HK', 'zh') to the label language. */
/** 'en' or 'zh' from a `?lang=` value; null when absent or unknown. */
export function parseLangParam(value: string | null | undefined): Lang | null {
  if (!value) return null
  const v = value.trim().toLowerCase()
  if (v === 'en' || v.startsWith('en-')) return 'en'
  if (v === 'zh' || v.startsWith('zh-')) return 'zh'
  return null
}

/** The colon after a label: full-width in Chinese ("狀態：待審核"), ": " in English. */
export function labelColon(lang: Lang): string {
  return lang === 'zh' ? '：' : ': '
}

export function labelLang(language: string | undefined): Lang {
  return language?.toLowerCase().startsWith('zh') ? 'zh' : 'en'
}

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
