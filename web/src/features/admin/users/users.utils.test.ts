import { describe, expect, it } from 'vitest'
import { badgeOf, rolesOf, sortedRoles } from './users.utils'

describe('badges: Admin over Merchant over User', () => {
  it.each([
    [[{ role: 'user' }, { role: 'admin' }], 'admin'],
    [[{ role: 'user' }, { role: 'merchant' }], 'merchant'],
    [[{ role: 'merchant' }, { role: 'admin' }, { role: 'user' }], 'admin'],
    [[{ role: 'user' }], 'user'],
    [[], 'user'],
    [null, 'user'],
  ])('%j -> %s', (rows, badge) => {
    expect(badgeOf(rows)).toBe(badge)
  })

  it('lists roles once, in badge order', () => {
    expect(rolesOf([{ role: 'user' }, { role: 'user' }, { role: 'admin' }])).toEqual(['user', 'admin'])
    expect(sortedRoles(['user', 'merchant', 'admin'])).toEqual(['admin', 'merchant', 'user'])
    expect(sortedRoles(['user', 'other'])).toEqual(['user', 'other'])
  })
})
