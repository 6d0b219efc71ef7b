// Building PostgREST filters from what an admin types.

/** A search term without the characters that mean something in a LIKE pattern. */
export function cleanTerm(term: string): string {
  return term.trim().replace(/[*%\\]/g, ' ').replace(/\s+/g, ' ').trim()
}

/** A value inside or=(...): always double-quoted, with " and \ escaped (contract 3.3). */
export function quoteValue(value: string): string {
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`
}

/**
 * The or=(...) body matching `term` case-insensitively anywhere in any of `columns`,
 * e.g. name.ilike."*glow*",address.ilike."*glow*"; null when the term is empty.
 */
export function ilikeAny(columns: readonly string[], term: string): string | null {
  const clean = cleanTerm(term)
  if (!clean) return null
  return columns.map((c) => `${c}.ilike.${quoteValue(`*${clean}*`)}`).join(',')
}

/** "Beauty, Nail Salon ,, Spa" -> ['Beauty', 'Nail Salon', 'Spa'] (trimmed, no blanks, no repeats). */
export function splitCommaList(text: string): string[] {
  return [...new Set(text.split(',').map((s) => s.trim()).filter(Boolean))]
}

export function joinCommaList(list: readonly unknown[] | null | undefined): string {
  return (list ?? []).filter((v): v is string => typeof v === 'string').join(', ')
}
