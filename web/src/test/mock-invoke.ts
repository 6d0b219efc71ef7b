// supabase-js's functions.invoke as a mock, for a test file that replaces the client with
// vi.mock('@/lib/supabase', () => ({ getSupabase: vi.fn() })) (vi.mock stays in the test file:
// it is hoisted there). Reset before each test; getSupabase answers a client holding it.
import { beforeEach, vi } from 'vitest'
import { getSupabase } from '@/lib/supabase'

export function mockInvoke() {
  const invoke = vi.fn()
  beforeEach(() => {
    invoke.mockReset()
    vi.mocked(getSupabase).mockResolvedValue({ functions: { invoke } } as never)
  })
  return invoke
}
