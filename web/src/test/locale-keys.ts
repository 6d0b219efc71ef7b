// Helpers for the locale parity tests.
import { expect } from 'vitest'

export type Json = string | number | boolean | null | Json[] | { [key: string]: Json }

/** Flattens nested objects into dotted keys: { a: { b: 'x' } } -> { 'a.b': 'x' }. */
export function flattenKeys(value: Json, prefix = ''): Map<string, Json> {
  const out = new Map<string, Json>()
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) {
      const path = prefix ? `${prefix}.${key}` : key
      if (child !== null && typeof child === 'object' && !Array.isArray(child)) {
        for (const [k, v] of flattenKeys(child, path)) out.set(k, v)
      } else {
        out.set(path, child)
      }
    }
  }
  return out
}

/** Keys present in `a` but missing in `b`. */
export function missingKeys(a: Json, b: Json): string[] {
  const keysB = flattenKeys(b)
  return [...flattenKeys(a).keys()].filter((k) => !keysB.has(k)).sort()
}

/** Keys whose value is not a non-empty string. */
export function emptyOrNonStringKeys(value: Json): string[] {
  return [...flattenKeys(value)]
    .filter(([, v]) => typeof v !== 'string' || v.trim() === '')
    .map(([k]) => k)
    .sort()
}

/** The two languages of a locale file have the same keys, and no value is empty or not a string. */
export function expectParity(en: Json, zhHK: Json) {
  expect(missingKeys(en, zhHK)).toEqual([])
  expect(missingKeys(zhHK, en)).toEqual([])
  expect(emptyOrNonStringKeys(en)).toEqual([])
  expect(emptyOrNonStringKeys(zhHK)).toEqual([])
}
