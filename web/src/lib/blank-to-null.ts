/** A form's text field as the column it writes: an empty field is stored as null. */
export function blankToNull(value: string): string | null {
  return value === '' ? null : value
}
