import type { ReactNode } from 'react'
import { Store } from 'lucide-react'

/** A shop's cover photo (`children`), or while it has none the shop icon on the rose ground. */
export function CoverOrIcon({ children, iconClassName }: { children: ReactNode; iconClassName: string }) {
  return (
    children || (
      <div className="flex size-full items-center justify-center text-rose-300">
        <Store aria-hidden="true" className={iconClassName} />
      </div>
    )
  )
}
