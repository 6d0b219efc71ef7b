// The signed-in user, shared by every header. The supabase client is loaded only when the
// page is idle (after the first paint); until then the state is 'unknown'.
import { useEffect, useSyncExternalStore } from 'react'
import type { Session } from '@supabase/supabase-js'
import { getSupabase } from '@/lib/supabase'
import { whenIdle } from '@/lib/idle'

export interface AuthUser {
  id: string
  email: string
  /** user_metadata.name, or '' when there is none. */
  name: string
}

export type SessionState =
  | { status: 'unknown' }
  | { status: 'signed-out' }
  | { status: 'signed-in'; user: AuthUser }

let state: SessionState = { status: 'unknown' }
let syncing = false
const listeners = new Set<() => void>()

function setState(next: SessionState): void {
  state = next
  for (const listener of listeners) listener()
}

export function toAuthUser(session: Session): AuthUser {
  const { id, email, user_metadata: metadata } = session.user
  const name: unknown = metadata?.name
  return { id, email: email ?? '', name: typeof name === 'string' ? name : '' }
}

/** Subscribes once to supabase auth events (the first event is the stored session). */
export function startSessionSync(): void {
  if (syncing) return
  syncing = true
  getSupabase()
    .then((supabase) => {
      supabase.auth.onAuthStateChange((_event, session) => {
        setState(session ? { status: 'signed-in', user: toAuthUser(session) } : { status: 'signed-out' })
      })
    })
    .catch((error: unknown) => {
      syncing = false
      console.error('Could not check the session', error)
      setState({ status: 'signed-out' })
    })
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The session state; starts the (idle-time) session check on first use. */
export function useSession(): SessionState {
  useEffect(() => whenIdle(startSessionSync), [])
  return useSyncExternalStore(subscribe, () => state)
}

export async function signOut(): Promise<void> {
  const supabase = await getSupabase()
  const { error } = await supabase.auth.signOut()
  if (error) console.error('Sign-out failed', error)
  setState({ status: 'signed-out' })
}
