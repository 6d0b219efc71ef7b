import { describe, expect, it } from 'vitest'
import { countdownText, depositFor, hkdOfCents, standingPayment } from './deposit'

describe('depositFor', () => {
  it('asks nothing without a rule or a value', () => {
    expect(depositFor('none', 100, 380)).toBeNull()
    expect(depositFor(null, 100, 380)).toBeNull()
    expect(depositFor('fixed', null, 380)).toBeNull()
    expect(depositFor('fixed', 0, 380)).toBeNull()
  })
  it('a fixed rule is its amount, whatever the price (the NUMERIC column may come as text)', () => {
    expect(depositFor('fixed', 100, 380)).toBe(100)
    expect(depositFor('fixed', '150.50', null)).toBe(150.5)
  })
  it('a percentage of the list price, rounded to the cent', () => {
    expect(depositFor('percent', 30, 380)).toBe(114)
    expect(depositFor('percent', 33, 99.99)).toBe(33)
    expect(depositFor('percent', 15, 199)).toBe(29.85)
    expect(depositFor('percent', 100, 0.01)).toBe(0.01)
  })
  it('a percentage of a service without a price asks nothing', () => {
    expect(depositFor('percent', 30, null)).toBeNull()
    expect(depositFor('percent', 30, 0)).toBeNull()
  })
})

describe('hkdOfCents', () => {
  it('turns whole cents into dollars', () => {
    expect(hkdOfCents(12345)).toBe(123.45)
    expect(hkdOfCents(1)).toBe(0.01)
  })
})

describe('standingPayment', () => {
  it('prefers money that moved over a payment still waiting, and a waiting one over an expired one', () => {
    const fps = { status: 'pending' as const, created_at: '2026-11-27T01:00:00Z' }
    const card = { status: 'paid' as const, created_at: '2026-11-27T00:59:00Z' }
    const expired = { status: 'expired' as const, created_at: '2026-11-27T02:00:00Z' }
    expect(standingPayment([fps, card])).toBe(card)
    expect(standingPayment([expired, fps])).toBe(fps)
    expect(standingPayment([])).toBeNull()
  })
})

describe('countdownText', () => {
  const now = Date.parse('2026-11-27T03:00:00Z')
  it('minutes and seconds, rounding a part second up', () => {
    expect(countdownText('2026-11-27T11:29:59.500+08:00', now)).toBe('30:00')
    expect(countdownText('2026-11-27T03:01:05Z', now)).toBe('1:05')
  })
  it('hours once the window is long', () => {
    expect(countdownText('2026-11-27T05:02:03Z', now)).toBe('2:02:03')
  })
  it('zero once the deadline has passed', () => {
    expect(countdownText('2026-11-27T02:59:00Z', now)).toBe('0:00')
  })
})
