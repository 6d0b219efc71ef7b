// The button that opens and closes a header's menu on a small screen (the menu's useDisclosure).
import type { RefObject } from 'react'
import { Menu, X } from 'lucide-react'
import { buttonClasses } from '@/components/ui/button'

type Menu = { open: boolean; toggle: () => void; triggerRef: RefObject<HTMLButtonElement | null> }

export function MenuToggle({ menu, controls, labels, className }: { menu: Menu; controls: string; labels: { open: string; close: string }; className: string }) {
  return (
    <button
      ref={menu.triggerRef}
      type="button"
      aria-expanded={menu.open}
      aria-controls={controls}
      aria-label={menu.open ? labels.close : labels.open}
      onClick={menu.toggle}
      className={buttonClasses('ghost', 'icon', className)}
    >
      {menu.open ? <X aria-hidden="true" className="size-5" /> : <Menu aria-hidden="true" className="size-5" />}
    </button>
  )
}
