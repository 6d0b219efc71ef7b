// The app as the browser mounts it: /app-config.json, then the route table in a BrowserRouter
// (no data router: the route errors are caught by the root layout's boundary).
import { describe, expect, it, vi } from 'vitest'
import { fireEvent, render, screen } from '@testing-library/react'
import { MemoryRouter, useNavigate } from 'react-router'
import { App, AppRoutes } from '@/app/app'
import { routes } from '@/app/router'
import { AppProviders } from '@/app/providers'

async function expectHeading(name: string) {
  expect(await screen.findByRole('heading', { level: 1, name }, { timeout: 5000 })).toBeTruthy()
}

describe('App', () => {
  it('loads /app-config.json, then routes the address bar: "/" goes to /comingsoon before launch', async () => {
    const config = { supabaseUrl: 'http://127.0.0.1:8080', anonKey: 'anon', marketplace: false }
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify(config)))
    window.history.replaceState(null, '', '/')
    render(<App />)
    await expectHeading('Coming Soon')
    expect(window.location.pathname).toBe('/comingsoon')
    expect(fetch.mock.calls[0]?.[0]).toBe('/app-config.json')
  })

  it('a page that throws shows the fallback screen with its message; another page leaves it', async () => {
    const Broken = () => {
      throw new Error('Kaboom')
    }
    const Away = () => {
      const navigate = useNavigate()
      return (
        <button type="button" onClick={() => navigate('/fine')}>
          away
        </button>
      )
    }
    const table = [
      {
        element: routes[0]!.element,
        children: [
          { path: '/broken', element: <Broken /> },
          { path: '/fine', element: <h1>Fine</h1> },
        ],
      },
    ]
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {})
    render(
      <AppProviders>
        <MemoryRouter initialEntries={['/broken']}>
          <Away />
          <AppRoutes routes={table} />
        </MemoryRouter>
      </AppProviders>,
    )
    await expectHeading('Something went wrong')
    expect(screen.getByText('Kaboom')).toBeTruthy()
    expect(spy).toHaveBeenCalled()
    fireEvent.click(screen.getByRole('button', { name: 'away' }))
    await expectHeading('Fine')
    expect(screen.queryByText('Kaboom')).toBeNull()
  })
})
