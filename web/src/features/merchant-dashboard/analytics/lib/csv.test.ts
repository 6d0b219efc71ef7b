import { describe, expect, it } from 'vitest'
import { csvField, toCsv } from './csv'

describe('analytics CSV', () => {
  it('quotes fields with commas, quotes or line breaks and leaves nulls empty', () => {
    expect(csvField('Glow, Nails')).toBe('"Glow, Nails"')
    expect(csvField('say "hi"')).toBe('"say ""hi"""')
    expect(csvField(null)).toBe('')
    expect(csvField(4.5)).toBe('4.5')
  })

  it('writes a BOM, the header and one CRLF line per row', () => {
    expect(toCsv(['日期', 'Views'], [['2026-11-24', 3], ['2026-11-25', null]])).toBe('\uFEFF日期,Views\r\n2026-11-24,3\r\n2026-11-25,\r\n')
  })
})
