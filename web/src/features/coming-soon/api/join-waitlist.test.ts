import { beforeEach, describe, expect, it, vi } from 'vitest'
import { getSupabase } from '@/lib/supabase'
import { joinWaitlist } from './join-waitlist'

vi.mock('@/lib/supabase', () => ({ getSupabase: vi.fn() }))

const insert = vi.fn()
const from = vi.fn(() => ({ insert }))
beforeEach(() => {
  insert.mockReset()
  from.mockClear()
  vi.mocked(getSupabase).mockResolvedValue({ from } as never)
})

describe('joinWaitlist', () => {
  it('inserts the trimmed, lower-cased e-mail into waitlist_emails', async () => {
    insert.mockResolvedValue({ error: null })
    await expect(joinWaitlist('  Mary.Chan@Example.COM ')).resolves.toBe('joined')
    expect(from).toHaveBeenCalledWith('waitlist_emails')
    expect(insert).toHaveBeenCalledWith({ email: 'mary.chan@example.com' })
  })

  it('a unique violation (23505) means already on the list', async () => {
    insert.mockResolvedValue({ error: { code: '23505', message: 'duplicate key' } })
    await expect(joinWaitlist('mary@example.com')).resolves.toBe('already-on-list')
  })

  it('any other error rejects', async () => {
    insert.mockResolvedValue({ error: { code: '42501', message: 'denied' } })
    await expect(joinWaitlist('mary@example.com')).rejects.toThrow(/42501/)
  })
})
