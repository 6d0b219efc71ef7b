/** A form's text field as the column it writes: an empty field is stored as null. */
export function blankToNull(value: string): string | null {
  return value === '' ? null : value
}

/** Each of `keys` of a validated form as the column it writes: '' as null. */
export function blanksToNull<K extends string>(values: Record<K, string>, keys: readonly K[]): Record<K, string | null> {
  return Object.fromEntries(keys.map((key) => [key, blankToNull(values[key])])) as Record<K, string | null>
}

/** Each of `keys` of a row as the form's text: a missing value as ''. */
export function nullsToBlank<K extends string>(row: { [P in K]?: string | null }, keys: readonly K[]): Record<K, string> {
  return Object.fromEntries(keys.map((key) => [key, row[key] ?? ''])) as Record<K, string>
}
