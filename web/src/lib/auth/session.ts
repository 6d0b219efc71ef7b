// The signed-in user, shared by every header. The supabase client is loaded only when the
// page is idle (after the first paint); until then the state is 'unknown'. A visitor with no
// stored session (and no auth redirect in the URL) is signed out without loading supabase-js at
// all: the state follows the client once a screen creates it (signing in, for instance).
import { useEffect, useSyncExternalStore } from 'react'
import type { Session, SupabaseClient } from '@supabase/supabase-js'
import { getSupabase, whenSupabaseCreated } from '@/lib/supabase'
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

/**
 * Whether supabase-js may find a session: its stored token (localStorage `sb-<ref>-auth-token`)
 * or an auth redirect's tokens or code in the URL. When unsure (no storage), yes.
 */
export function mayHaveSession(): boolean {
  try {
    for (let i = 0; i < window.localStorage.length; i += 1) {
      const key = window.localStorage.key(i)
      if (key?.startsWith('sb-') && key.endsWith('-auth-token')) return true
    }
  } catch {
    return true
  }
  return /[?&#](code|access_token|refresh_token|error_description)=/.test(window.location.search + window.location.hash)
}

function follow(supabase: SupabaseClient): void {
  supabase.auth.onAuthStateChange((_event, session) => {
    setState(session ? { status: 'signed-in', user: toAuthUser(session) } : { status: 'signed-out' })
  })
}

/** Subscribes once to supabase auth events (the first event is the stored session). */
export function startSessionSync(): void {
  if (syncing) return
  syncing = true
  if (!mayHaveSession()) {
    setState({ status: 'signed-out' })
    whenSupabaseCreated(follow)
    return
  }
  getSupabase()
    .then(follow)
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
