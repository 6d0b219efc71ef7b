import { describe, expect, it } from 'vitest'
import { badgeRole, userDisplayName, userInitials } from '@/lib/auth/user-display'
import { DEFAULT_ROLES, rolesFromRows } from '@/lib/auth/roles'

describe('userInitials (first letters of up to two words, uppercased, or U)', () => {
  it.each([
    ['Mary Chan', 'MC'],
    ['mary chan', 'MC'],
    ['Mary Ann Chan', 'MA'],
    ['mary', 'M'],
    ['  wong   tai  sin ', 'WT'],
    ['陳大文', '陳'],
    ['', 'U'],
    ['   ', 'U'],
    [null, 'U'],
    [undefined, 'U'],
  ])('%j -> %s', (name, initials) => {
    expect(userInitials(name)).toBe(initials)
  })
})

describe('userDisplayName', () => {
  it('shows the name, or the fallback (User) when there is none', () => {
    expect(userDisplayName('Mary Chan', 'User')).toBe('Mary Chan')
    expect(userDisplayName('  ', 'User')).toBe('User')
    expect(userDisplayName(undefined, '用戶')).toBe('用戶')
  })
})

describe('badgeRole (Admin over Merchant over User)', () => {
  it.each([
    [['admin', 'merchant', 'user'], 'admin'],
    [['user', 'admin'], 'admin'],
    [['user', 'merchant'], 'merchant'],
    [['merchant'], 'merchant'],
    [['user'], 'user'],
    [[], 'user'],
    [['unknown'], 'user'],
  ])('%j -> %s', (roles, badge) => {
    expect(badgeRole(roles)).toBe(badge)
  })
})

describe('rolesFromRows', () => {
  it('keeps known roles once each', () => {
    expect(rolesFromRows([{ role: 'user' }, { role: 'merchant' }, { role: 'user' }, { role: 'x' }])).toEqual([
      'user',
      'merchant',
    ])
  })

  it('falls back to the default role when there are no rows', () => {
    expect(rolesFromRows([])).toEqual([...DEFAULT_ROLES])
    expect(rolesFromRows(null)).toEqual(['user'])
  })
})
