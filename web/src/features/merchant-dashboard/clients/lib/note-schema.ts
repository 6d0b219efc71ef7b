// The client card's private note (update-client-note): at most 2000 characters, empty clears it.
import { z } from 'zod/mini'

export const NOTE_MAX = 2000

export const clientNoteSchema = z.object({
  note: z.string().check(z.maxLength(NOTE_MAX, { error: 'clients.note.tooLong' })),
})

export type ClientNoteValues = z.infer<typeof clientNoteSchema>

/** The clients whose name, phone or e-mail contains the search (case and spaces ignored). */
export function searchClients<T extends { name: string; phone: string | null; email: string | null }>(clients: T[], search: string): T[] {
  const words = search.toLowerCase().replace(/\s+/g, ' ').trim()
  if (!words) return clients
  const digits = words.replace(/[^\d]/g, '')
  return clients.filter((c) => {
    if (c.name.toLowerCase().includes(words) || (c.email ?? '').toLowerCase().includes(words)) return true
    return digits.length > 0 && (c.phone ?? '').replace(/[^\d]/g, '').includes(digits)
  })
}
