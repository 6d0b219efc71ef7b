import { describe, expect, it, vi } from 'vitest'
import { render, screen, waitFor } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { routes } from '@/app/router'
import { i18n } from '@/lib/i18n'
import { expectHeading, expectLandsOn as landsOn, renderAt as renderAtRoutes } from '@/test/render-route'

// The admin guard asks the server who is signed in; here the session is an admin's.
vi.mock('@/features/admin/api/admin-auth', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/features/admin/api/admin-auth')>()
  return {
    ...actual,
    resolveAdminState: () =>
      Promise.resolve({
        status: 'admin',
        identity: { userId: '00000000-0000-4000-8000-000000000001', email: 'admin@emu.hk', roles: ['admin', 'user'] },
      }),
    onAuthChange: () => Promise.resolve(() => undefined),
  }
})

const renderAt = (entry: string) => renderAtRoutes(routes, entry)
const expectLandsOn = (entry: string, heading: string, pathname: string) => landsOn(routes, entry, heading, pathname)

// Spec section 2, route table: every route and the heading its screen shows (en; the landing
// page and /privacy open in Chinese whatever the app language).
const TABLE: Array<[path: string, heading: string]> = [
  ['/comingsoon', 'Coming Soon'],
  ['/for-business', '與 Emu 一同發展你的美容生意'],
  ['/merchant/onboarding', 'Merchant Onboarding'],
  // ?lang=zh opens the wizard in Chinese whatever the app language (spec section 2).
  ['/merchant/onboarding?lang=zh&applicationId=abc', '商戶登記'],
  ['/merchant/complete-profile/5f0c6f5e-1111-4222-8333-944445555666', 'Complete Your Profile'],
  ['/merchant/application-submitted', 'Application Submitted'],
  ['/merchant/terms', 'Merchant Terms and Conditions'],
  ['/terms', 'Terms of Service'],
  ['/merchant/register', 'Merchant Registration'],
  ['/merchant/dashboard', 'Merchant Dashboard'],
  ['/merchant/dashboard/store', 'Merchant Dashboard'],
  ['/merchant/claim', 'Claim your listing'],
  ['/invitations/accept?token=abc', "Join a shop's team on Emu"],
  ['/merchant/callback', 'Confirming your account...'],
  ['/merchant/reset-password?type=recovery', 'Reset Password'],
  ['/auth/login', 'Log In'],
  ['/auth/callback', 'Signing you in...'],
  ['/admin/login', 'Admin Login'],
  ['/admin/dashboard', 'Admin Dashboard'],
  ['/admin/verification', 'Merchant Applications'],
  ['/admin/business-claims', 'Business Claims Review'],
  ['/admin/shops', 'Shop Management'],
  ['/admin/merchants', 'Merchant Management'],
  ['/admin/users', 'User Management'],
  ['/admin/settings', 'System Settings'],
  ['/privacy-policy', 'Privacy Policy'],
  ['/privacy', '私隱聲明'],
]

describe('router', () => {
  it.each(TABLE)('%s renders its own heading', async (path, heading) => {
    await expectLandsOn(path, heading, path.split('?')[0]!)
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
  })

  it.each(['/some/unknown/path', '/nope', '/admin/nope', '/merchant', '/services', '/user/profile'])(
    'unknown path %s redirects to /comingsoon',
    async (path) => {
      await expectLandsOn(path, 'Coming Soon', '/comingsoon')
    },
  )

  it.each(['/shops/00000000-0000-4000-8000-000000000001/book', '/user/bookings'])(
    'booking path %s redirects to /comingsoon (marketplace.md C.1)',
    async (path) => {
      await expectLandsOn(path, 'Coming Soon', '/comingsoon')
    },
  )

  it('"/" redirects to /comingsoon', async () => {
    await expectLandsOn('/', 'Coming Soon', '/comingsoon')
  })

  it('"/" with an otp_expired hash goes to /auth/callback with the same hash', async () => {
    const hash = '#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired'
    const router = await expectLandsOn(`/${hash}`, 'Signing you in...', '/auth/callback')
    expect(router.state.location.hash).toBe(hash)
  })

  it('"/" with the short otp_expired hash of the brief keeps it exactly', async () => {
    const router = await expectLandsOn('/#error=access_denied&error_code=otp_expired', 'Signing you in...', '/auth/callback')
    expect(router.state.location.hash).toBe('#error=access_denied&error_code=otp_expired')
  })

  it('"/" with a hash mentioning "expired" also goes to /auth/callback', async () => {
    const router = renderAt('/#error_description=link+expired')
    await expectHeading('Signing you in...')
    expect(router.state.location.hash).toBe('#error_description=link+expired')
  })

  it('"/" with an unrelated hash goes to /comingsoon', async () => {
    await expectLandsOn('/#section=why', 'Coming Soon', '/comingsoon')
  })

  it('/admin redirects to /admin/dashboard inside the admin layout', async () => {
    await expectLandsOn('/admin', 'Admin Dashboard', '/admin/dashboard')
    const nav = screen.getByRole('navigation', { name: 'Admin navigation' })
    expect(nav.querySelectorAll('a')).toHaveLength(8)
    expect(screen.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page')
  })

  it('the admin sidebar links to every admin screen', async () => {
    renderAt('/admin/settings')
    await expectHeading('System Settings')
    const hrefs = [...screen.getByRole('navigation').querySelectorAll('a')].map((a) => a.getAttribute('href'))
    expect(hrefs).toEqual([
      '/admin/dashboard',
      '/admin/verification',
      '/admin/quick-applications',
      '/admin/business-claims',
      '/admin/shops',
      '/admin/merchants',
      '/admin/users',
      '/admin/settings',
    ])
  })

  it('renders headings in zh-HK when that language is active', async () => {
    await i18n.changeLanguage('zh-HK')
    renderAt('/comingsoon')
    await expectHeading('即將推出')
    await waitFor(() => expect(document.title).toBe('Emu – 香港美容探索及評價平台'))
  })

  it('a render error shows the fallback error screen with its message', async () => {
    const boom = () => {
      throw new Error('Kaboom')
    }
    const Broken = () => boom()
    const root = routes[0]!
    expect(root.errorElement).toBeTruthy()
    const router = createMemoryRouter(
      [
        {
          element: root.element,
          errorElement: root.errorElement,
          children: [{ path: '/broken', element: <Broken /> }],
        },
      ],
      { initialEntries: ['/broken'] },
    )
    const spy = console.error
    console.error = () => {}
    try {
      render(<RouterProvider router={router} />)
      await expectHeading('Something went wrong')
      expect(screen.getByText('Kaboom')).toBeTruthy()
    } finally {
      console.error = spy
    }
  })
})
