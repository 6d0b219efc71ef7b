import { describe, expect, it } from 'vitest'
import { featuredBody } from './featured'

describe('the home page\'s Featured row', () => {
  it('asks for verified shops rated 4 or more after the top six, a different six each Hong Kong day', () => {
    // 2026-11-26 23:30 HKT and 2026-11-27 00:30 HKT: two Hong Kong days, the same UTC day.
    const before = featuredBody(Date.parse('2026-11-26T15:30:00Z'))
    const after = featuredBody(Date.parse('2026-11-26T16:30:00Z'))
    expect(before).toMatchObject({ q: '', sort: 'rating', verified: true, min_rating: 4, limit: 6 })
    expect(after.offset).not.toBe(before.offset)
    const offsets = new Set(Array.from({ length: 8 }, (_, day) => featuredBody(Date.parse('2026-11-01T00:00:00Z') + day * 86_400_000).offset))
    expect([...offsets].sort((a, b) => a - b)).toEqual([6, 12, 18, 24])
  })
})
