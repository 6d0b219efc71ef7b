import { describe, expect, it } from 'vitest'
import { shortId } from './format'
import { clampPage, pageCount, pageRange, shownRows } from './pagination'

describe('small formats', () => {
  it('formats ids', () => {
    expect(shortId('1234567890')).toBe('12345678')
  })
})

describe('server-side paging', () => {
  it('maps pages to inclusive ranges', () => {
    expect(pageRange(0)).toEqual({ from: 0, to: 19 })
    expect(pageRange(2, 10)).toEqual({ from: 20, to: 29 })
    expect(pageRange(-1)).toEqual({ from: 0, to: 19 })
  })

  it('counts pages and shown rows', () => {
    expect(pageCount(0)).toBe(1)
    expect(pageCount(10_000)).toBe(500)
    expect(shownRows(1, 57)).toEqual({ from: 21, to: 40 })
    expect(shownRows(2, 57)).toEqual({ from: 41, to: 57 })
    expect(shownRows(0, 0)).toEqual({ from: 0, to: 0 })
    expect(clampPage(5, 21)).toBe(1)
  })
})
