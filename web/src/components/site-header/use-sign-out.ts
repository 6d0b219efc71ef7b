import { useNavigate } from 'react-router'
import { signOut } from '@/lib/auth/session'
import { paths } from '@/config/paths'

/** Log out: signs out, then goes to "/". */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate()
  return async () => {
    await signOut()
    await navigate(paths.root.getHref())
  }
}
