import { describe, expect, it } from 'vitest'
import { editValuesOf, shopEditSchema, updatePayload } from './shops.utils'
import { cleanTerm, ilikeAny, joinCommaList, quoteValue, splitCommaList } from '../lib/search'

const shop = {
  name: 'Glow Nail Bar',
  district: 'Wan Chai',
  address: null,
  phone_number: '+852 2123 4567',
  website: null,
  description: null,
  business_types: ['Nail Salon', 'Beauty'],
  is_verified: true,
  is_active: false,
}

describe('shop edit form', () => {
  it('round-trips business types as a comma separated list', () => {
    const values = editValuesOf(shop)
    expect(values.business_types).toBe('Nail Salon, Beauty')
    const payload = updatePayload({ ...values, business_types: ' Nail Salon,, Beauty , Spa ' }, new Date('2026-01-01T00:00:00Z'))
    expect(payload.business_types).toEqual(['Nail Salon', 'Beauty', 'Spa'])
    expect(payload.address).toBeNull()
    expect(payload.updated_at).toBe('2026-01-01T00:00:00.000Z')
    expect(payload.is_active).toBe(false)
  })

  it('requires a name and a valid website', () => {
    const bad = shopEditSchema.safeParse({ ...editValuesOf(shop), name: ' ', website: 'not a url' })
    expect(bad.success).toBe(false)
    const messages = bad.success ? [] : bad.error.issues.map((i) => i.message)
    expect(messages).toEqual(['shops.nameRequired', 'shops.invalidWebsite'])
    expect(shopEditSchema.safeParse({ ...editValuesOf(shop), website: 'https://glow.hk' }).success).toBe(true)
  })
})

describe('search filters', () => {
  it('quotes values for or=()', () => {
    expect(quoteValue('a"b\\c')).toBe('"a\\"b\\\\c"')
    expect(ilikeAny(['name', 'address'], ' Wan, Chai ')).toBe('name.ilike."*Wan, Chai*",address.ilike."*Wan, Chai*"')
    expect(ilikeAny(['name'], '  ')).toBeNull()
    expect(cleanTerm('50%* off')).toBe('50 off')
  })

  it('splits and joins comma lists', () => {
    expect(splitCommaList('a, b,,a')).toEqual(['a', 'b'])
    expect(joinCommaList(['a', 1, 'b'])).toBe('a, b')
    expect(joinCommaList(null)).toBe('')
  })
})
