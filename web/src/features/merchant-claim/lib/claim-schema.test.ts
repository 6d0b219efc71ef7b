import { describe, expect, it } from 'vitest'
import { z } from 'zod/mini'
import { canSearch, claimBody, claimSchema, claimSearchBody, claimSearchSchema, emptyClaim, EMPTY_CLAIM_SEARCH } from './claim-schema'

const filled = {
  ...emptyClaim(),
  contactPerson: 'Chan Tai Man',
  contactPhone: '9123 4567',
  contactEmail: 'owner@kamkee.hk',
  legal_business_name: 'Kam Kee Hair Company Limited',
  business_registration_number: '12345678-000-01-25-0',
  verification_method: 'whatsapp' as const,
  proofDocuments: ['u1/br.pdf'],
}

describe('claim form', () => {
  it('gives each missing or wrong field its message', () => {
    const result = z.safeParse(claimSchema, { ...emptyClaim(), contactPhone: '123', contactEmail: 'nope', business_registration_number: '1234' })
    expect(result.success).toBe(false)
    if (result.success) return
    expect(Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]))).toEqual({
      contactPerson: 'claim.errors.contactPerson',
      contactPhone: 'claim.errors.contactPhone',
      contactEmail: 'claim.errors.contactEmail',
      legal_business_name: 'claim.errors.legalName',
      business_registration_number: 'claim.errors.brNumber',
      verification_method: 'claim.errors.method',
      proofDocuments: 'claim.errors.proof',
    })
  })

  it('accepts an 8-digit BR number alone or with the certificate tail, upper-cased', () => {
    expect(claimSchema.parse({ ...filled, business_registration_number: ' 12345678 ' }).business_registration_number).toBe('12345678')
    expect(claimSchema.parse({ ...filled, business_registration_number: '12345678-000-01-25-x' }).business_registration_number).toBe('12345678-000-01-25-X')
  })

  it('sends the body submit-business-claim reads, leaving out empty optional fields', () => {
    expect(claimBody('shop-1', claimSchema.parse(filled))).toEqual({
      businessId: 'shop-1',
      contactPerson: 'Chan Tai Man',
      contactPhone: '9123 4567',
      contactEmail: 'owner@kamkee.hk',
      legal_business_name: 'Kam Kee Hair Company Limited',
      business_registration_number: '12345678-000-01-25-0',
      verification_method: 'whatsapp',
      proofDocuments: ['u1/br.pdf'],
    })
  })
})

describe('claim search', () => {
  it('needs a name, a district or a phone number with digits (the Search button is disabled otherwise)', () => {
    expect(canSearch(EMPTY_CLAIM_SEARCH)).toBe(false)
    expect(canSearch({ q: '   ', district: '', phone: ' - ( ) ' })).toBe(false)
    expect(canSearch({ ...EMPTY_CLAIM_SEARCH, q: 'Kam Kee' })).toBe(true)
    expect(canSearch({ ...EMPTY_CLAIM_SEARCH, district: 'Sham Shui Po' })).toBe(true)
    expect(canSearch({ ...EMPTY_CLAIM_SEARCH, phone: '2345 6788' })).toBe(true)
  })

  it("sends the trimmed name, the district and the phone's digits, leaving out empty ones", () => {
    const search = claimSearchSchema.parse({ q: '  Kam Kee ', district: '', phone: '+852 2345-6788' })
    expect(claimSearchBody(search)).toEqual({ unclaimed: true, limit: 20, q: 'Kam Kee', phone: '85223456788' })
    expect(claimSearchBody(claimSearchSchema.parse({ q: '', district: 'Sham Shui Po', phone: '' }))).toEqual({ unclaimed: true, limit: 20, district: 'Sham Shui Po' })
  })
})
