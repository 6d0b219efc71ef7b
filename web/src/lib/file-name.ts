// Object names made from the names of files a user picks (documents, photos).
/** A storage-safe file name: letters, digits, dot, dash and underscore; at most 100 characters. */
export function safeFileName(name: string): string {
  const cleaned = name
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .replace(/_+/g, '_')
    .replace(/^[._]+/, '')
  const trimmed = cleaned.length > 100 ? cleaned.slice(cleaned.length - 100) : cleaned
  return trimmed || 'document'
}
