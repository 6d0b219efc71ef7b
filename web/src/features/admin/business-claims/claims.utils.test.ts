import { describe, expect, it } from 'vitest'
import { claimOutcome, claimTitle, permissionProblem } from './claims.utils'

describe('claim cards', () => {
  it('title falls back to a short business id', () => {
    expect(claimTitle({ business_id: '1234567890ab', business: { name: 'Glow' } })).toBe('Glow')
    expect(claimTitle({ business_id: '1234567890ab', business: null })).toBe('Business 12345678')
  })

  it('reads the outcome of the function', () => {
    expect(claimOutcome('approve', { duplicate: true })).toBe('duplicate')
    expect(claimOutcome('approve', { claim: { claim_status: 'duplicate' } })).toBe('duplicate')
    expect(claimOutcome('approve', {})).toBe('approved')
    expect(claimOutcome('reject', {})).toBe('rejected')
  })

  it('maps load failures to the permission messages', () => {
    expect(permissionProblem({ code: '42501', message: 'permission denied for table business_claims' })).toBe('forbidden')
    expect(permissionProblem({ status: 401 })).toBe('login')
    expect(permissionProblem({ code: 'PGRST301', message: 'JWT expired' })).toBe('login')
    expect(permissionProblem(new Error('x'))).toBeNull()
  })
})
