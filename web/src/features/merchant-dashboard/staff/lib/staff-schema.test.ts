import { describe, expect, it } from 'vitest'
import { z } from 'zod/mini'
import { emptyStaff, setChange, staffColumns, staffSchema, staffValuesOf, type StaffRow } from './staff-schema'

describe('staff form', () => {
  it('needs a name; empty optional texts are stored as null', () => {
    const bad = z.safeParse(staffSchema, { ...emptyStaff, name: '   ' })
    expect(bad.success).toBe(false)
    if (!bad.success) expect(bad.error.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['name', 'staff.errors.nameRequired']])
    const ok = staffSchema.parse({ ...emptyStaff, name: ' Amy ', title_zh: '資深美甲師' })
    expect(staffColumns(ok)).toEqual({ name: 'Amy', name_zh: null, title: null, title_zh: '資深美甲師', bio: null, bio_zh: null, bookable_online: true })
  })

  it('reads a row back with its services', () => {
    const row = { id: 'x', name: 'Amy', name_zh: '艾美', title: null, title_zh: null, bio: null, bio_zh: null, avatar_url: null, avatar_thumb_url: null,
      is_active: true, bookable_online: false, sort_order: 1, staff_services: [{ service_id: 's1' }], staff_hours: [] } satisfies StaffRow
    expect(staffValuesOf(row)).toMatchObject({ name_zh: '艾美', bookable_online: false, service_ids: ['s1'] })
  })

  it('computes what to remove and add when the services change', () => {
    expect(setChange(['a', 'b'], ['b', 'c'])).toEqual({ removed: ['a'], added: ['c'] })
    expect(setChange([], [])).toEqual({ removed: [], added: [] })
  })
})
