// The guard's view of the session: checked once on mount and again on every auth event.
import { useCallback, useEffect, useState } from 'react'
import { onAuthChange, resolveAdminState, signOutAdmin, type AdminAuthState } from '../api/admin-auth'

export type GuardState = { status: 'checking' } | AdminAuthState

export function useAdminAuth(): { state: GuardState; signOut: () => Promise<void> } {
  const [state, setState] = useState<GuardState>({ status: 'checking' })

  useEffect(() => {
    let active = true
    let unsubscribe: (() => void) | undefined
    const check = (session?: Parameters<typeof resolveAdminState>[0]) => {
      resolveAdminState(session)
        .then((next) => {
          if (active) setState(next)
        })
        .catch((error: unknown) => {
          console.error('Could not check the admin session', error)
          if (active) setState({ status: 'signed-out' })
        })
    }
    check()
    onAuthChange((session) => {
      if (!session) {
        if (active) setState({ status: 'signed-out' })
      }
    })
      .then((off) => {
        if (active) unsubscribe = off
        else off()
      })
      .catch(() => undefined)
    return () => {
      active = false
      unsubscribe?.()
    }
  }, [])

  const signOut = useCallback(async () => {
    await signOutAdmin()
    setState({ status: 'signed-out' })
  }, [])

  return { state, signOut }
}
