// A row of the marketplace's reads as JSON gives it (PostgREST: numerics may come as strings).

/** A number column: the number, or null when missing or not a number. */
export const numOrNull = (v: unknown) => {
  const n = typeof v === 'string' ? Number(v) : v
  return typeof n === 'number' && Number.isFinite(n) ? n : null
}

/** Each of `keys` of `row` as an optional text column: its value, or null. */
export function textsOrNull<K extends string>(row: Record<string, unknown>, keys: readonly K[]): Record<K, string | null> {
  return Object.fromEntries(keys.map((key) => [key, (row[key] as string | null | undefined) ?? null])) as Record<K, string | null>
}
