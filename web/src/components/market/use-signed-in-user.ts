import { useLocation } from 'react-router'
import { useSession } from '@/lib/auth/session'
import { loginHrefBackTo } from './favorite-button'

/**
 * A signed-in visitor's page: the session, the user's id ('' until known or when signed out) for
 * their queries, and the login address that brings a signed-out visitor back here.
 */
export function useSignedInUser() {
  const session = useSession()
  const location = useLocation()
  return { session, userId: session.status === 'signed-in' ? session.user.id : '', loginHref: loginHrefBackTo(location) }
}
