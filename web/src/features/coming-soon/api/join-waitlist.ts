// Beta list sign-up: insert {email} into waitlist_emails (lower-cased, trimmed).
// A unique-violation (PostgreSQL code 23505) means the address is already on the list.
import { useMutation } from '@tanstack/react-query'
import { getSupabase } from '@/lib/supabase'

export const UNIQUE_VIOLATION = '23505'

export type JoinWaitlistResult = 'joined' | 'already-on-list'

export function normalizeWaitlistEmail(email: string): string {
  return email.trim().toLowerCase()
}

/** Resolves 'joined' or 'already-on-list'; rejects on any other failure. */
export async function joinWaitlist(email: string): Promise<JoinWaitlistResult> {
  const supabase = await getSupabase()
  const { error } = await supabase
    .from('waitlist_emails')
    .insert({ email: normalizeWaitlistEmail(email) })
  if (!error) return 'joined'
  if (error.code === UNIQUE_VIOLATION) return 'already-on-list'
  throw new Error(`waitlist insert failed: ${error.code} ${error.message}`)
}

export function useJoinWaitlist() {
  return useMutation({ mutationFn: joinWaitlist })
}
