import { describe, expect, it } from 'vitest'
import { toShopSummary } from './search-shops'

describe('a shop row of search-shops or /rest/v1', () => {
  it('normalises numbers sent as text (PostgreSQL numeric), 0/1 booleans (SQLite) and JSON lists', () => {
    expect(
      toShopSummary({ id: 'a', name: 'Glow Nails', name_zh: '光光美甲', area: '', rating: '4.80', total_ratings: 40, min_price: '380.00', is_verified: 1, categories: '["nails","spa"]', distance_km: 1.27 }),
    ).toEqual({
      id: 'a',
      name: 'Glow Nails',
      name_zh: '光光美甲',
      area: null,
      area_zh: null,
      district: null,
      categories: ['nails', 'spa'],
      rating: 4.8,
      total_ratings: 40,
      min_price: 380,
      is_verified: true,
      cover_url: null,
      distance_km: 1.27,
    })
  })

  it('keeps an unknown price unknown, and a missing rating 0', () => {
    const shop = toShopSummary({ id: 'b', name: 'New Shop', min_price: null, categories: ['hair'] })
    expect([shop.min_price, shop.rating, shop.total_ratings, shop.is_verified]).toEqual([null, 0, 0, false])
    expect('distance_km' in shop).toBe(false)
  })
})
