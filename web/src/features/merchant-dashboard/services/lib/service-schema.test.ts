import { describe, expect, it } from 'vitest'
import { z } from 'zod/mini'
import { emptyService, reorderWrites, serviceColumns, serviceSchema, serviceValuesOf, type ServiceRow } from './service-schema'

const errorsOf = (values: unknown) => {
  const result = z.safeParse(serviceSchema, values)
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]))
}

describe('service form', () => {
  it('writes numbers and nulls for a valid form', () => {
    const parsed = serviceSchema.parse({ ...emptyService, name: ' Gel manicure ', name_zh: '凝膠甲', category: 'nails', price: '380', duration: '60', buffer_after_min: '15', staff_ids: ['a'] })
    expect(serviceColumns(parsed)).toEqual({
      name: 'Gel manicure', name_zh: '凝膠甲', description: null, description_zh: null, category: 'nails', price: 380, price_is_from: false,
      duration: 60, buffer_after_min: 15, bookable_online: true,
    })
  })

  it('refuses what the database refuses, with a message per field', () => {
    const errors = errorsOf({ ...emptyService, name: '', price: '-1', duration: '0', buffer_after_min: '1.5', category: 'tattoo' })
    expect(errors).toMatchObject({
      name: 'services.errors.nameRequired',
      price: 'services.errors.price',
      duration: 'services.errors.duration',
      buffer_after_min: 'services.errors.buffer',
    })
    expect(Object.keys(errors)).toContain('category')
  })

  it('reads a row back into the form with its staff', () => {
    const row: ServiceRow = { id: 's', name: 'Nail art', name_zh: null, description: null, description_zh: null, category: 'nails', price: 200, price_is_from: true,
      duration: 30, buffer_after_min: 0, bookable_online: true, is_active: true, sort_order: 2, staff_services: [{ staff_id: 'amy' }] }
    expect(serviceValuesOf(row)).toMatchObject({ price: '200', price_is_from: true, duration: '30', staff_ids: ['amy'], name_zh: '' })
  })

  it('moving a row writes only the positions that change, and nothing past the ends', () => {
    const rows = [{ id: 'a', sort_order: 1 }, { id: 'b', sort_order: 2 }, { id: 'c', sort_order: 3 }]
    expect(reorderWrites(rows, 2, -1)).toEqual([{ id: 'c', sort_order: 2 }, { id: 'b', sort_order: 3 }])
    expect(reorderWrites(rows, 0, -1)).toEqual([])
    // Older rows all at 0: the move numbers the whole list.
    const ties = [{ id: 'a', sort_order: 0 }, { id: 'b', sort_order: 0 }]
    expect(reorderWrites(ties, 0, 1)).toEqual([{ id: 'b', sort_order: 1 }, { id: 'a', sort_order: 2 }])
  })
})
