// The Analytics table as CSV (RFC 4180: comma-separated, CRLF, fields with a comma, quote or
// line break quoted and their quotes doubled), with a byte-order mark so Excel reads the
// Chinese headings as UTF-8.
export type Cell = string | number | null

export function csvField(value: Cell): string {
  if (value === null) return ''
  const text = String(value)
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

export function toCsv(header: string[], rows: Cell[][]): string {
  return '\uFEFF' + [header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n'
}

/** Saves `csv` as a download named `name`. */
export function downloadCsv(name: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }))
  const link = document.createElement('a')
  link.href = url
  link.download = name
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}
