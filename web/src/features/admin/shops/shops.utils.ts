// The shop edit form (spec section 2: name, district, address, phone, website, description,
// business types comma separated, Verified and Active) and its update payload.
import { z } from 'zod'
import type { Tables } from '@/lib/database.types'
import { SHOP_CLAIM_STATUSES, type ShopClaimStatus } from '@/lib/enums'
import type { AdminKey } from '../i18n/use-admin-t'
import { joinCommaList, splitCommaList } from '../lib/search'
import { blankToNull, nullsToBlank } from '@/lib/blank-to-null'
import { shopPhone, shopWebsite } from '@/lib/shop-fields'

/** The list's claim filter: all, or one shop claim status (in alphabetical order). */
export type ClaimFilter = 'all' | ShopClaimStatus
export const CLAIM_FILTERS: readonly ClaimFilter[] = ['all', ...SHOP_CLAIM_STATUSES.map((o) => o.value).sort()]

export const shopEditSchema = z.object({
  name: z.string().trim().min(1, 'shops.nameRequired' satisfies AdminKey),
  district: z.string(),
  address: z.string(),
  phone_number: shopPhone('shops.invalidPhone' satisfies AdminKey),
  website: shopWebsite('shops.invalidWebsite' satisfies AdminKey),
  description: z.string(),
  business_types: z.string(),
  is_verified: z.boolean(),
  is_active: z.boolean(),
})
export type ShopEditValues = z.infer<typeof shopEditSchema>

/** The editable columns of a businesses row (the generated database.types.ts). */
export type EditableShop = Pick<
  Tables<'businesses'>,
  'name' | 'district' | 'address' | 'phone_number' | 'website' | 'description' | 'is_verified' | 'is_active'
> & { business_types: string[] | null }

export function editValuesOf(shop: EditableShop): ShopEditValues {
  return {
    name: shop.name,
    ...nullsToBlank(shop, ['district', 'address', 'phone_number', 'website', 'description']),
    business_types: joinCommaList(shop.business_types),
    is_verified: shop.is_verified,
    is_active: shop.is_active,
  }
}

const orNull = (v: string) => blankToNull(v.trim())

/** The columns the edit writes (spec section 7: businesses update), blanks as null. */
export function updatePayload(values: ShopEditValues, now = new Date()) {
  return {
    name: values.name.trim(),
    district: orNull(values.district),
    address: orNull(values.address),
    phone_number: orNull(values.phone_number),
    website: orNull(values.website),
    description: orNull(values.description),
    business_types: splitCommaList(values.business_types),
    is_verified: values.is_verified,
    is_active: values.is_active,
    updated_at: now.toISOString(),
  }
}
