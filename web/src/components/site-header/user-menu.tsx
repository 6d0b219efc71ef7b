import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { LogOut } from 'lucide-react'
import type { AuthUser } from '@/lib/auth/session'
import { useUserRoles } from '@/lib/auth/roles'
import { badgeRole, userDisplayName } from '@/lib/auth/user-display'
import { enumLabel, labelLang, ROLES } from '@/lib/enums'
import { cn } from '@/lib/cn'
import { UserAvatar } from './user-avatar'
import { USER_MENU_LINKS } from './nav-links'
import { useDisclosure } from './use-disclosure'
import { useSignOut } from './use-sign-out'

const ITEM_CLASSES =
  'flex w-full items-center gap-2 rounded-md px-3 py-2 text-left text-sm text-stone-700 hover:bg-rose-50 hover:text-rose-800 focus-visible:outline-2 focus-visible:outline-rose-600'

/** The signed-in user's name, role badge, links to their pages, and Log out. */
export function UserMenuItems({ user, onItemClick }: { user: AuthUser; onItemClick?: () => void }) {
  const { t, i18n } = useTranslation()
  const roles = useUserRoles(user.id)
  const signOut = useSignOut()
  return (
    <>
      <div className="border-b border-stone-100 px-3 pt-1 pb-3">
        <p className="truncate text-sm font-semibold text-stone-900">
          {userDisplayName(user.name, t('nav.userMenu.defaultName'))}
        </p>
        {user.email && <p className="truncate text-xs text-stone-600">{user.email}</p>}
        {roles && (
          <p className="mt-1.5">
            <span className="sr-only">{t('nav.userMenu.role')}: </span>
            <span className="rounded-full bg-rose-100 px-2 py-0.5 text-xs font-medium text-rose-800">
              {enumLabel(ROLES, badgeRole(roles), labelLang(i18n.language))}
            </span>
          </p>
        )}
      </div>
      <ul className="py-1">
        {USER_MENU_LINKS.map((link) => (
          <li key={link.to}>
            <Link to={link.to} onClick={onItemClick} className={ITEM_CLASSES}>
              {t(link.key)}
            </Link>
          </li>
        ))}
        <li className="mt-1 border-t border-stone-100 pt-1">
          <button
            type="button"
            className={ITEM_CLASSES}
            onClick={() => {
              onItemClick?.()
              void signOut()
            }}
          >
            <LogOut aria-hidden="true" className="size-4" />
            {t('nav.logout')}
          </button>
        </li>
      </ul>
    </>
  )
}

/** Avatar button opening the user menu (a disclosure: Escape or a click outside closes it). */
export function UserMenu({ user, className }: { user: AuthUser; className?: string }) {
  const { t } = useTranslation()
  const menu = useDisclosure<HTMLDivElement>()
  const name = userDisplayName(user.name, t('nav.userMenu.defaultName'))
  return (
    <div className={cn('relative', className)}>
      <button
        ref={menu.triggerRef}
        type="button"
        aria-expanded={menu.open}
        aria-controls="user-menu"
        aria-label={`${t('nav.userMenu.openMenu')}: ${name}`}
        onClick={menu.toggle}
        className="rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose-600"
      >
        <UserAvatar name={user.name} />
      </button>
      {menu.open && (
        <div
          ref={menu.panelRef}
          id="user-menu"
          className="absolute right-0 z-40 mt-2 w-60 rounded-xl border border-stone-200 bg-white p-1 shadow-lg"
        >
          <UserMenuItems user={user} onItemClick={menu.close} />
        </div>
      )}
    </div>
  )
}
