// A service of the shop (marketplace.md section 2): bilingual name and description, category,
// price (or a "from" price), duration and the buffer after it, and who performs it. Errors are
// keys of the workspace namespace (services.errors.*).
import { z } from 'zod/mini'
import { SERVICE_CATEGORIES } from '@/config/paths'
import { blanksToNull, nullsToBlank } from '@/lib/blank-to-null'
import { requiredText, textUpTo } from '@/lib/shop-fields'

const text = (max: number) => textUpTo(max, 'services.errors.tooLong')

/** The optional texts of a service. */
const TEXTS = ['name_zh', 'description', 'description_zh'] as const
const whole = (min: number, max: number, error: string) =>
  z.string().check(z.trim(), z.refine((v) => /^\d+$/.test(v) && Number(v) >= min && Number(v) <= max, { error }))

export const serviceSchema = z.object({
  name: requiredText(120, 'services.errors.nameRequired', 'services.errors.tooLong'),
  name_zh: text(120),
  description: text(1000),
  description_zh: text(1000),
  category: z.union([z.enum(SERVICE_CATEGORIES), z.literal('')]),
  price: z.string().check(z.trim(), z.refine((v) => /^\d+(\.\d{1,2})?$/.test(v) && Number(v) <= 100000, { error: 'services.errors.price' })),
  price_is_from: z.boolean(),
  duration: whole(5, 720, 'services.errors.duration'),
  buffer_after_min: whole(0, 240, 'services.errors.buffer'),
  bookable_online: z.boolean(),
  staff_ids: z.array(z.string()),
})

export type ServiceValues = z.input<typeof serviceSchema>
export type ServiceOutput = z.output<typeof serviceSchema>

export interface ServiceRow {
  id: string
  name: string
  name_zh: string | null
  description: string | null
  description_zh: string | null
  category: string | null
  price: number | null
  price_is_from: boolean
  duration: number | null
  buffer_after_min: number
  bookable_online: boolean
  is_active: boolean
  sort_order: number
  staff_services: { staff_id: string }[]
}

export const emptyService: ServiceValues = {
  name: '',
  name_zh: '',
  description: '',
  description_zh: '',
  category: '',
  price: '',
  price_is_from: false,
  duration: '60',
  buffer_after_min: '0',
  bookable_online: true,
  staff_ids: [],
}

export function serviceValuesOf(row: ServiceRow): ServiceValues {
  return {
    name: row.name,
    ...nullsToBlank(row, TEXTS),
    category: (SERVICE_CATEGORIES as readonly string[]).includes(row.category ?? '') ? (row.category as ServiceValues['category']) : '',
    price: row.price === null ? '' : String(Number(row.price)),
    price_is_from: row.price_is_from,
    duration: row.duration === null ? '' : String(row.duration),
    buffer_after_min: String(row.buffer_after_min),
    bookable_online: row.bookable_online,
    staff_ids: row.staff_services.map((s) => s.staff_id),
  }
}

/** The services columns a validated form writes ('' → null). */
export function serviceColumns(values: ServiceOutput) {
  return {
    name: values.name,
    ...blanksToNull(values, [...TEXTS, 'category']),
    price: Number(values.price),
    price_is_from: values.price_is_from,
    duration: Number(values.duration),
    buffer_after_min: Number(values.buffer_after_min),
    bookable_online: values.bookable_online,
  }
}

/**
 * The sort_order writes that move the row at `index` one place (`by` -1 up, +1 down) in a list
 * ordered by sort_order: rows get positions 1..n, so ties left by older data resolve; only the
 * rows whose position changes are written.
 */
export function reorderWrites(rows: readonly { id: string; sort_order: number }[], index: number, by: -1 | 1): { id: string; sort_order: number }[] {
  const target = index + by
  if (index < 0 || index >= rows.length || target < 0 || target >= rows.length) return []
  const ids = rows.map((r) => r.id)
  ;[ids[index], ids[target]] = [ids[target] as string, ids[index] as string]
  return ids.flatMap((id, position) => (rows.find((r) => r.id === id)?.sort_order === position + 1 ? [] : [{ id, sort_order: position + 1 }]))
}
