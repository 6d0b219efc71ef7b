import { useOutletContext } from 'react-router'
import type { AdminIdentity } from '../api/admin-auth'

export interface AdminOutletContext {
  identity: AdminIdentity
  signOut: () => Promise<void>
}

export function useAdminContext(): AdminOutletContext {
  return useOutletContext<AdminOutletContext>()
}
