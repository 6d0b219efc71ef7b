import { describe, expect, it } from 'vitest'
import { clientNoteSchema, NOTE_MAX, searchClients } from './note-schema'

describe('client note and search', () => {
  it('accepts an empty note and refuses one over the limit with its locale key', () => {
    expect(clientNoteSchema.parse({ note: '' })).toEqual({ note: '' })
    expect(clientNoteSchema.safeParse({ note: 'x'.repeat(NOTE_MAX + 1) }).error?.issues[0]?.message).toBe('clients.note.tooLong')
  })
  it('finds clients by name, e-mail or phone digits however they were written', () => {
    const clients = [
      { name: 'Chan Tai Man', phone: '+852 9123 4567', email: null },
      { name: '黃小明', phone: '6123-4567', email: 'wong@example.hk' },
    ]
    expect(searchClients(clients, 'chan').map((c) => c.name)).toEqual(['Chan Tai Man'])
    expect(searchClients(clients, '小明').map((c) => c.name)).toEqual(['黃小明'])
    expect(searchClients(clients, '91234567').map((c) => c.name)).toEqual(['Chan Tai Man'])
    expect(searchClients(clients, '6123 4567').map((c) => c.name)).toEqual(['黃小明'])
    expect(searchClients(clients, 'WONG@').map((c) => c.name)).toEqual(['黃小明'])
    expect(searchClients(clients, '  ')).toHaveLength(2)
  })
})
