import { userInitials } from '@/lib/auth/user-display'

/** Round badge with the user's initials (or U). */
export function UserAvatar({ name }: { name: string }) {
  return (
    <span
      aria-hidden="true"
      className="inline-flex size-9 items-center justify-center rounded-full bg-rose-600 text-sm font-semibold text-white"
    >
      {userInitials(name)}
    </span>
  )
}
