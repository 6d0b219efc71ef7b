// Object names made from the names of files a user picks (documents, photos), and whether a
// picked file may be uploaded at all.
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

/** "<folder>/<random id>-<safe file name>": a new object name in the folder. */
export function objectPath(folder: string, fileName: string, id: string = crypto.randomUUID()): string {
  return `${folder}/${id}-${safeFileName(fileName)}`
}

/** Why a picked file cannot be uploaded (not one of `types`, larger than `maxBytes`), or null when it can. */
export function fileProblem(file: Pick<File, 'type' | 'size'>, types: readonly string[], maxBytes: number): 'type' | 'size' | null {
  if (!types.includes(file.type)) return 'type'
  if (file.size > maxBytes) return 'size'
  return null
}
