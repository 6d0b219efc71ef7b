// A staff member's round photo, or a person icon when there is none (shop page and /experts).
import { UserRound } from 'lucide-react'

const SIZES = {
  md: { px: 48, box: 'size-12', icon: 'size-6' },
  lg: { px: 64, box: 'size-16', icon: 'size-7' },
} as const

export function StaffAvatar({ url, size }: { url: string | null; size: keyof typeof SIZES }) {
  const s = SIZES[size]
  return url ? (
    <img src={url} alt="" width={s.px} height={s.px} loading="lazy" className={`${s.box} shrink-0 rounded-full object-cover`} />
  ) : (
    <span className={`flex ${s.box} shrink-0 items-center justify-center rounded-full bg-rose-100 text-rose-700`}>
      <UserRound aria-hidden="true" className={s.icon} />
    </span>
  )
}
