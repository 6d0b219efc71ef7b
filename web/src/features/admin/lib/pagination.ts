// Server-side paging: every list asks for one page with .range(from, to) and count: 'exact'.
export const PAGE_SIZE = 20

export interface PageRange {
  from: number
  to: number
}

/** The inclusive row range of a 0-based page. */
export function pageRange(page: number, size = PAGE_SIZE): PageRange {
  const p = Math.max(0, Math.floor(page))
  return { from: p * size, to: p * size + size - 1 }
}

export function pageCount(total: number, size = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / size))
}

/** 1-based first and last row shown, for "21–40 of 57"; zeros when empty. */
export function shownRows(page: number, total: number, size = PAGE_SIZE): { from: number; to: number } {
  if (total <= 0) return { from: 0, to: 0 }
  const { from } = pageRange(page, size)
  return { from: Math.min(from + 1, total), to: Math.min(from + size, total) }
}

/** A page that still exists after the total shrank (e.g. the last row of a page was decided). */
export function clampPage(page: number, total: number, size = PAGE_SIZE): number {
  return Math.min(Math.max(0, page), pageCount(total, size) - 1)
}
