import { describe, expect, it } from 'vitest'
import {
  COMPLETION_OPTIONAL_FIELDS,
  COMPLETION_REQUIRED_FIELDS,
  completionPercentage,
  isFilled,
} from './completion'

describe('completion percentage (11 required + 9 optional of 20, rounded)', () => {
  it('counts 11 required and 9 optional fields, 20 in all, without overlap', () => {
    expect(COMPLETION_REQUIRED_FIELDS).toHaveLength(11)
    expect(COMPLETION_OPTIONAL_FIELDS).toHaveLength(9)
    expect(new Set([...COMPLETION_REQUIRED_FIELDS, ...COMPLETION_OPTIONAL_FIELDS]).size).toBe(20)
  })

  it('is 0 for an empty row and 100 when every field is filled', () => {
    expect(completionPercentage({})).toBe(0)
    const full = Object.fromEntries(
      [...COMPLETION_REQUIRED_FIELDS, ...COMPLETION_OPTIONAL_FIELDS].map((f) => [f, f === 'business_types' ? ['Beauty'] : 'x']),
    )
    expect(completionPercentage(full)).toBe(100)
  })

  it('each field is worth 5 points, required or optional', () => {
    expect(completionPercentage({ business_name: 'Glow' })).toBe(5)
    expect(completionPercentage({ instagram: '@glow' })).toBe(5)
    expect(completionPercentage({ business_name: 'Glow', district: 'Wan Chai', business_types: ['Beauty'] })).toBe(15)
  })

  it('a quick-apply draft (name, district, type, whatsapp, email, contact email, instagram) is 35%', () => {
    expect(
      completionPercentage({
        business_name: 'Glow',
        district: 'Wan Chai',
        business_types: ['Nail Salon'],
        whatsapp: '+852 9123 4567',
        email: 'a@glow.hk',
        contact_email: 'a@glow.hk',
        instagram: '@glow',
        business_mode: 'independent', // not counted
        status: 'draft', // not counted
      }),
    ).toBe(35)
  })

  it('blank strings, empty lists and nulls do not count; booleans and numbers do', () => {
    expect(completionPercentage({ business_name: '   ', business_types: [], district: null })).toBe(0)
    expect(isFilled(false)).toBe(true)
    expect(isFilled(0)).toBe(true)
    expect(isFilled(undefined)).toBe(false)
    expect(isFilled(' x ')).toBe(true)
  })

  it('ignores columns outside the 20 fields', () => {
    expect(completionPercentage({ contact_email_secondary: 'b@glow.hk', business_type: 'Beauty', referee_name: 'Amy' })).toBe(0)
  })
})
