import { afterEach, describe, expect, it, vi } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import type { ReactNode } from 'react'
import { signOut, useSession, type SessionState } from '@/lib/auth/session'
import { useUserRoles } from '@/lib/auth/roles'
import type { Role } from '@/lib/enums'
import { BusinessHeader } from './business-header'
import { PublicHeader } from './public-header'
import { renderRoutes } from '@/test/render-route'

vi.mock('@/lib/auth/session', () => ({ useSession: vi.fn(), signOut: vi.fn() }))
vi.mock('@/lib/auth/roles', () => ({ useUserRoles: vi.fn() }))

function given(session: SessionState, roles?: Role[]) {
  vi.mocked(useSession).mockReturnValue(session)
  vi.mocked(useUserRoles).mockReturnValue(roles)
}

/** Opens the account menu of `name` (its avatar showing `initials`): the menu. */
async function openUserMenu(name: string, initials: string) {
  const avatar = await screen.findByRole('button', { name: `Account menu: ${name}` })
  expect(avatar.textContent).toBe(initials)
  fireEvent.click(avatar)
  return document.getElementById('user-menu')!
}

afterEach(() => vi.mocked(signOut).mockReset())

function renderAt(element: ReactNode) {
  const { router } = renderRoutes(
    [
      { path: '/here', element },
      { path: '*', element: <p>elsewhere</p> },
    ],
    '/here',
  )
  return router
}

const SIGNED_IN = (name: string): SessionState => ({
  status: 'signed-in',
  user: { id: 'u1', email: 'mary@example.com', name },
})

describe('public header', () => {
  it("has the spec's links, search and favourites icon buttons, and Login when signed out", () => {
    given({ status: 'signed-out' })
    renderAt(<PublicHeader />)
    const hrefs = screen.getAllByRole('link').map((a) => a.getAttribute('href'))
    for (const href of [
      '/',
      '/services',
      '/services/category/hair',
      '/services/category/nails',
      '/services/category/skincare',
      '/services/category/makeup',
      '/services/category/massage',
      '/services/category/spa',
      '/experts',
      '/about',
      '/for-business',
      '/favorites',
      '/auth/login',
    ]) {
      expect(hrefs).toContain(href)
    }
    expect(screen.getByRole('link', { name: 'Search' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Favorites' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/auth/login')
    for (const label of ['Hair', 'Nail', 'Skin Care', 'Makeup', 'Massage', 'Spa Treatments', 'Experts', 'About']) {
      expect(screen.getByRole('link', { name: label })).toBeTruthy()
    }
  })

  it('the mobile menu opens with its button and Escape closes it, focus back on the button', async () => {
    given({ status: 'signed-out' })
    renderAt(<PublicHeader />)
    const button = screen.getByRole('button', { name: 'Open menu' })
    expect(button.getAttribute('aria-expanded')).toBe('false')
    fireEvent.click(button)
    expect(button.getAttribute('aria-expanded')).toBe('true')
    expect(document.getElementById('mobile-menu')).toBeTruthy()
    fireEvent.keyDown(document, { key: 'Escape' })
    await waitFor(() => expect(document.getElementById('mobile-menu')).toBeNull())
    expect(document.activeElement).toBe(button)
  })

  it('signed in: initials, name, role badge, the user links and Log out to /', async () => {
    given(SIGNED_IN('mary chan'), ['user', 'merchant'])
    vi.mocked(signOut).mockResolvedValue()
    const router = renderAt(<PublicHeader />)
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull()
    const menu = await openUserMenu('mary chan', 'MC')
    expect(within(menu).getByText('mary chan')).toBeTruthy()
    expect(within(menu).getByText('Merchant')).toBeTruthy()
    const links = within(menu).getAllByRole('link')
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['My Profile', '/user/profile'],
      ['Bookmarks', '/user/bookmarks'],
      ['My Bookings', '/user/bookings'],
      ['Reviews', '/user/reviews'],
    ])
    fireEvent.click(within(menu).getByRole('button', { name: 'Log out' }))
    await waitFor(() => expect(signOut).toHaveBeenCalled())
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
  })

  it('a user without a name shows U and "User"; admins get the Admin badge', async () => {
    given(SIGNED_IN(''), ['admin', 'merchant', 'user'])
    renderAt(<PublicHeader />)
    const menu = await openUserMenu('User', 'U')
    expect(within(menu).getByText('User')).toBeTruthy()
    expect(within(menu).getByText('Admin')).toBeTruthy()
  })
})

describe('business header', () => {
  it('merchants see Dashboard (/merchant/dashboard)', async () => {
    given(SIGNED_IN('Mary'), ['user', 'merchant'])
    renderAt(<BusinessHeader lang="en" onLangChange={() => {}} onJoin={() => {}} />)
    // (The Dashboard link is a lazy chunk, loaded once someone is signed in.)
    expect((await screen.findByRole('link', { name: 'Dashboard' })).getAttribute('href')).toBe('/merchant/dashboard')
    expect(screen.queryByRole('button', { name: 'Join Emu' })).toBeNull()
  })

  it('others see Join, which opens Quick Apply when given, else links to /merchant/register', () => {
    given({ status: 'signed-out' })
    const onJoin = vi.fn()
    renderAt(<BusinessHeader lang="en" onLangChange={() => {}} onJoin={onJoin} />)
    fireEvent.click(screen.getByRole('button', { name: 'Join Emu' }))
    expect(onJoin).toHaveBeenCalledOnce()
  })

  it('without a Quick Apply handler Join goes to /merchant/register', () => {
    given(SIGNED_IN('Mary'), ['user'])
    renderAt(<BusinessHeader lang="en" onLangChange={() => {}} />)
    expect(screen.getByRole('link', { name: 'Join Emu' }).getAttribute('href')).toBe('/merchant/register')
  })

  it('section anchors and labels in Chinese; the toggle reports the other language', () => {
    given({ status: 'signed-out' })
    const onLangChange = vi.fn()
    renderAt(<BusinessHeader lang="zh" onLangChange={onLangChange} onJoin={() => {}} />)
    expect(screen.getByRole('link', { name: '為何選擇 Emu' }).getAttribute('href')).toBe('#why')
    expect(screen.getByRole('link', { name: '如何加入' }).getAttribute('href')).toBe('#how')
    expect(screen.getByRole('link', { name: '早鳥優惠' }).getAttribute('href')).toBe('#early-bird')
    expect(screen.getByRole('button', { name: '加入 Emu' })).toBeTruthy()
    expect(screen.getByRole('button', { name: '中文' }).getAttribute('aria-pressed')).toBe('true')
    fireEvent.click(screen.getByRole('button', { name: 'English' }))
    expect(onLangChange).toHaveBeenCalledWith('en')
  })
})
