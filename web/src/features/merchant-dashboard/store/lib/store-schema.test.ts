import { describe, expect, it } from 'vitest'
import { z } from 'zod/mini'
import { mapLink, storeChanges, storeSchema, storeValuesOf, type StoreRow, type StoreValues } from './store-schema'

const ROW: StoreRow = {
  id: 's1', name: 'Glow Nails', name_zh: '光光美甲', description: null, description_zh: null, area: 'Causeway Bay', area_zh: '銅鑼灣',
  district: 'Wan Chai', address: '500 Hennessy Road', address_zh: null, address_floor: '12/F', lat: 22.2798, lng: 114.1831, phone_number: '2345 6789',
  whatsapp: '+852 6123 4567', website: null, instagram_url: null, categories: ['nails', 'unknown'],
  payme_link: null, cover_url: null, photo_urls: null, is_active: true,
}

const errorsOf = (values: StoreValues) => {
  const result = z.safeParse(storeSchema, values)
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]))
}

describe('store page form', () => {
  it('round-trips a row: empty fields become null, numbers numbers, unknown categories dropped', () => {
    const values = storeValuesOf(ROW)
    expect(values.categories).toEqual(['nails'])
    expect(values.lat).toBe('22.2798')
    const parsed = z.safeParse(storeSchema, { ...values, name: '  Glow Nails  ' })
    expect(parsed.success).toBe(true)
    if (!parsed.success) return
    const changes = storeChanges(parsed.data)
    expect(changes).toMatchObject({ name: 'Glow Nails', description: null, lat: 22.2798, lng: 114.1831, website: null })
  })

  it('names the fields that are wrong with the messages the form shows', () => {
    const values = storeValuesOf(ROW)
    expect(
      errorsOf({ ...values, name: ' ', lat: '40', lng: 'abc', whatsapp: '123', website: 'glow', categories: [], instagram_url: 'not an account', payme_link: 'https://evil.example/x' }),
    ).toEqual({
      name: 'store.errors.nameRequired',
      lat: 'store.errors.lat',
      lng: 'store.errors.lng',
      whatsapp: 'store.errors.phone',
      website: 'store.errors.url',
      categories: 'store.errors.categories',
      instagram_url: 'store.errors.instagram',
      payme_link: 'store.errors.payme',
    })
  })

  it('links a position to the maps app, and nothing for an incomplete one', () => {
    expect(mapLink('22.2798', '114.1831')).toBe('https://www.google.com/maps/search/?api=1&query=22.2798,114.1831')
    expect(mapLink('', '114.18')).toBeNull()
  })
})
