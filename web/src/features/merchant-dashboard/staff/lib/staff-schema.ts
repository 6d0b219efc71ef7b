// A staff member (marketplace.md section 2): bilingual name, title and bio, photo, whether they
// take online bookings, and the services they perform. Errors are workspace keys (staff.errors.*).
import { z } from 'zod/mini'
import { blanksToNull, nullsToBlank } from '@/lib/blank-to-null'
import { requiredText, textUpTo } from '@/lib/shop-fields'

const text = (max: number) => textUpTo(max, 'staff.errors.tooLong')

/** The optional texts of a staff member. */
const TEXTS = ['name_zh', 'title', 'title_zh', 'bio', 'bio_zh'] as const

export const staffSchema = z.object({
  name: requiredText(80, 'staff.errors.nameRequired', 'staff.errors.tooLong'),
  name_zh: text(80),
  title: text(80),
  title_zh: text(80),
  bio: text(1000),
  bio_zh: text(1000),
  bookable_online: z.boolean(),
  service_ids: z.array(z.string()),
})

export type StaffValues = z.input<typeof staffSchema>
export type StaffOutput = z.output<typeof staffSchema>

export interface StaffRow {
  id: string
  name: string
  name_zh: string | null
  title: string | null
  title_zh: string | null
  bio: string | null
  bio_zh: string | null
  avatar_url: string | null
  avatar_thumb_url: string | null
  is_active: boolean
  bookable_online: boolean
  sort_order: number
  staff_services: { service_id: string }[]
  staff_hours: { weekday: number; start_time: string; end_time: string }[]
}

export const emptyStaff: StaffValues = { name: '', name_zh: '', title: '', title_zh: '', bio: '', bio_zh: '', bookable_online: true, service_ids: [] }

export function staffValuesOf(row: StaffRow): StaffValues {
  return {
    name: row.name,
    ...nullsToBlank(row, TEXTS),
    bookable_online: row.bookable_online,
    service_ids: row.staff_services.map((s) => s.service_id),
  }
}

export function staffColumns(values: StaffOutput) {
  return {
    name: values.name,
    ...blanksToNull(values, TEXTS),
    bookable_online: values.bookable_online,
  }
}

/** The set change from `before` to `after`: ids to remove and to add. */
export function setChange(before: readonly string[], after: readonly string[]): { removed: string[]; added: string[] } {
  return { removed: before.filter((id) => !after.includes(id)), added: after.filter((id) => !before.includes(id)) }
}
