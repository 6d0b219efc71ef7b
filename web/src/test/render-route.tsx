// Rendering routes at one address: the app's route table (router tests) or a screen's own few.
import type { ReactNode } from 'react'
import { expect } from 'vitest'
import { render, screen } from '@testing-library/react'
import { QueryClientProvider } from '@tanstack/react-query'
import { createMemoryRouter, RouterProvider, type Location, type RouteObject } from 'react-router'
import { AppProviders, createQueryClient } from '@/app/providers'

export function renderAt(routes: RouteObject[], entry: string) {
  const router = createMemoryRouter(routes, { initialEntries: [entry] })
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  )
  return router
}

export async function expectHeading(name: string) {
  // Pages are lazy chunks: the first import can take seconds on a busy CI machine.
  expect(await screen.findByRole('heading', { level: 1, name }, { timeout: 8000 })).toBeTruthy()
}

/** Opens `entry` and expects the screen headed `heading` at `pathname`; the router, to look further. */
export async function expectLandsOn(routes: RouteObject[], entry: string, heading: string, pathname: string) {
  const router = renderAt(routes, entry)
  await expectHeading(heading)
  expect(router.state.location.pathname).toBe(pathname)
  return router
}

/**
 * `routes` in a memory router opened at `entry`, under a fresh query client, with `beside` next
 * to the router (a Toaster): the router, to follow where the screen goes, and the render's result.
 */
export function renderRoutes(routes: RouteObject[], entry: string | Partial<Location>, beside?: ReactNode) {
  const router = createMemoryRouter(routes, { initialEntries: [entry] })
  const view = render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
      {beside}
    </QueryClientProvider>,
  )
  return { router, ...view }
}
