import { afterEach, describe, expect, it, vi } from 'vitest'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { LoginTimeoutError } from './auth-errors'
import * as signInApi from './api/sign-in'
import LoginPage from './login-page'
import { renderRoutes } from '@/test/render-route'

vi.mock('./api/sign-in', () => ({
  signInWithPassword: vi.fn(),
  isGoogleEnabled: vi.fn(),
  signInWithGoogle: vi.fn(),
}))

afterEach(() => vi.resetAllMocks())

function renderLogin(entry = '/auth/login') {
  const { router } = renderRoutes(
    [
      { path: '/auth/login', element: <LoginPage /> },
      { path: '/merchant/dashboard', element: <p>dashboard</p> },
      { path: '/', element: <p>home</p> },
    ],
    entry,
  )
  return router
}

const fill = (email: string, password: string) => {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } })
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } })
  fireEvent.click(screen.getByRole('button', { name: 'Log In' }))
}

describe('login page', () => {
  it('checks the fields before calling the server', async () => {
    vi.mocked(signInApi.isGoogleEnabled).mockResolvedValue(false)
    renderLogin()
    fireEvent.click(screen.getByRole('button', { name: 'Log In' }))
    expect(await screen.findByText('Email is required')).toBeTruthy()
    expect(screen.getByText('Password is required')).toBeTruthy()
    expect(signInApi.signInWithPassword).not.toHaveBeenCalled()
  })

  it('shows the login error messages', async () => {
    vi.mocked(signInApi.isGoogleEnabled).mockResolvedValue(false)
    vi.mocked(signInApi.signInWithPassword).mockRejectedValueOnce(
      Object.assign(new Error('Invalid login credentials'), { __isAuthError: true, name: 'AuthApiError', code: 'invalid_credentials', status: 400 }),
    )
    renderLogin()
    fill('mary@glow.hk', 'wrong')
    expect((await screen.findByRole('alert')).textContent).toBe('Incorrect email or password.')
    vi.mocked(signInApi.signInWithPassword).mockRejectedValueOnce(new LoginTimeoutError())
    fireEvent.click(screen.getByRole('button', { name: 'Log In' }))
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Login attempt timed out. Please try again.'))
  })

  it('a merchant goes to the dashboard; ?next= wins', async () => {
    vi.mocked(signInApi.isGoogleEnabled).mockResolvedValue(false)
    vi.mocked(signInApi.signInWithPassword).mockResolvedValue({ id: 'u1', email: 'mary@glow.hk', intendedRole: 'merchant' })
    const router = renderLogin()
    fill('mary@glow.hk', 'Passw0rd!')
    await waitFor(() => expect(router.state.location.pathname).toBe('/merchant/dashboard'))
  })

  it('Continue with Google only when the server enables it', async () => {
    vi.mocked(signInApi.isGoogleEnabled).mockResolvedValue(true)
    renderLogin()
    expect(await screen.findByRole('button', { name: 'Continue with Google' })).toBeTruthy()
  })

  it('no Google button when disabled', async () => {
    vi.mocked(signInApi.isGoogleEnabled).mockResolvedValue(false)
    renderLogin()
    await waitFor(() => expect(signInApi.isGoogleEnabled).toHaveBeenCalled())
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).toBeNull()
  })
})
