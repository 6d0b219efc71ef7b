// A staff member's round photo, or their initials when there is none (shop page and /experts);
// a person icon only when there is no name either.
import { UserRound } from 'lucide-react'

const SIZES = {
  md: { px: 48, box: 'size-12', icon: 'size-6', text: 'text-base' },
  lg: { px: 64, box: 'size-16', icon: 'size-7', text: 'text-xl' },
} as const

// Soft backgrounds, chosen by the name so the team of a shop is not one colour.
const TONES = ['bg-rose-100 text-rose-800', 'bg-amber-100 text-amber-900', 'bg-emerald-100 text-emerald-900', 'bg-sky-100 text-sky-900', 'bg-violet-100 text-violet-900'] as const

/** "Amy Chan" -> "AC", "Wing" -> "W", "陳美儀" -> "陳". */
export function initialsOf(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean)
  const first = words[0] ?? ''
  if (/^\p{Script=Han}/u.test(first)) return Array.from(first)[0] ?? ''
  return words
    .slice(0, 2)
    .map((w) => (Array.from(w)[0] ?? '').toUpperCase())
    .join('')
}

export function StaffAvatar({ url, name, size }: { url: string | null; name?: string | null; size: keyof typeof SIZES }) {
  const s = SIZES[size]
  if (url) return <img src={url} alt="" width={s.px} height={s.px} loading="lazy" className={`${s.box} shrink-0 rounded-full object-cover`} />
  const initials = initialsOf(name)
  const tone = TONES[Array.from(name ?? '').reduce((sum, c) => sum + (c.codePointAt(0) ?? 0), 0) % TONES.length]
  return (
    <span aria-hidden="true" className={`flex ${s.box} shrink-0 items-center justify-center rounded-full font-semibold ${initials ? `${tone} ${s.text}` : 'bg-rose-100 text-rose-700'}`}>
      {initials || <UserRound className={s.icon} />}
    </span>
  )
}
