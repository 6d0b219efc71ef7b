import { afterEach, describe, expect, it, vi } from 'vitest'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import * as finish from '../api/finish-redirect'
import * as resend from '../api/resend-confirmation'
import { RedirectLanding } from './redirect-landing'

vi.mock('../api/finish-redirect', () => ({ currentRedirectUser: vi.fn(), ensureMerchantRow: vi.fn() }))
vi.mock('../api/resend-confirmation', () => ({ resendConfirmation: vi.fn() }))

afterEach(() => {
  vi.resetAllMocks()
  window.history.replaceState(null, '', '/')
})

function renderAt(url: string, variant: 'user' | 'merchant') {
  window.history.replaceState(null, '', url)
  const path = url.split(/[?#]/)[0]!
  const router = createMemoryRouter(
    [
      { path, element: <RedirectLanding variant={variant} /> },
      { path: '/merchant/dashboard', element: <p>dashboard</p> },
      { path: '/', element: <p>home</p> },
    ],
    { initialEntries: [path] },
  )
  render(<RouterProvider router={router} />)
  return router
}

describe('e-mail link landing', () => {
  it('an expired link shows a clear message and a form to request a new one', async () => {
    vi.mocked(finish.currentRedirectUser).mockResolvedValue(null)
    vi.mocked(resend.resendConfirmation).mockResolvedValue()
    renderAt('/merchant/callback#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired', 'merchant')
    expect(screen.getByRole('heading', { name: 'This link has expired' })).toBeTruthy()
    expect(finish.currentRedirectUser).toHaveBeenCalled() // the client is created on mount
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'mary@glow.hk' } })
    fireEvent.click(screen.getByRole('button', { name: 'Send a new link' }))
    await waitFor(() => expect(resend.resendConfirmation).toHaveBeenCalledWith('mary@glow.hk', '/merchant/callback'))
    expect(await screen.findByText(/a new link is on its way to mary@glow.hk/)).toBeTruthy()
  })

  it('a merchant confirmation creates the merchants row and opens the dashboard', async () => {
    const user = { id: 'u1', email: 'm@glow.hk', intendedRole: 'merchant', businessName: 'Glow' }
    vi.mocked(finish.currentRedirectUser).mockResolvedValue(user)
    vi.mocked(finish.ensureMerchantRow).mockResolvedValue()
    const router = renderAt('/merchant/callback', 'merchant')
    expect(screen.getByRole('heading', { name: 'Confirming your account...' })).toBeTruthy()
    await waitFor(() => expect(router.state.location.pathname).toBe('/merchant/dashboard'))
    expect(finish.ensureMerchantRow).toHaveBeenCalledWith(user)
  })

  it('without a session the link could not be used', async () => {
    vi.mocked(finish.currentRedirectUser).mockResolvedValue(null)
    renderAt('/auth/callback', 'user')
    expect(await screen.findByRole('heading', { name: 'We could not sign you in' })).toBeTruthy()
  })
})
