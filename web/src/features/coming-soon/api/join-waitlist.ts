// Beta list sign-up: insert {email, lang} into waitlist_emails (lower-cased, trimmed); lang is
// the visitor's language, so the welcome e-mail the server queues is in it.
// A unique-violation (PostgreSQL code 23505) means the address is already on the list.
import { useMutation } from '@tanstack/react-query'
import type { Lang } from '@/lib/enums'
import { getSupabase } from '@/lib/supabase'

export const UNIQUE_VIOLATION = '23505'

export type JoinWaitlistResult = 'joined' | 'already-on-list'

export function normalizeWaitlistEmail(email: string): string {
  return email.trim().toLowerCase()
}

/** Resolves 'joined' or 'already-on-list'; rejects on any other failure. */
export async function joinWaitlist(email: string, lang?: Lang): Promise<JoinWaitlistResult> {
  const supabase = await getSupabase()
  const { error } = await supabase
    .from('waitlist_emails')
    .insert({ email: normalizeWaitlistEmail(email), ...(lang ? { lang } : {}) })
  if (!error) return 'joined'
  if (error.code === UNIQUE_VIOLATION) return 'already-on-list'
  throw new Error(`waitlist insert failed: ${error.code} ${error.message}`)
}

export function useJoinWaitlist() {
  return useMutation({ mutationFn: ({ email, lang }: { email: string; lang: Lang }) => joinWaitlist(email, lang) })
}
