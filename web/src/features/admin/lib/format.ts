// The back office's small formats that are not dates or money (those are in @/lib/format).

/** First 8 characters of an id, for fallbacks ('Business 1a2b3c4d'). */
export function shortId(id: string | null | undefined): string {
  return (id ?? '').slice(0, 8)
}
