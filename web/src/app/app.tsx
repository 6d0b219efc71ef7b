import { startTransition, useEffect, useState } from 'react'
import { BrowserRouter, useRoutes, type RouteObject } from 'react-router'
import { useTranslation } from 'react-i18next'
import { createAppRoutes, loadMarketplaceRoutes } from '@/app/router'
import { startPageLoad } from '@/app/page-preload'
import { AppProviders } from '@/app/providers'
import { ErrorBoundary } from '@/components/error-boundary'
import { ErrorFallback } from '@/components/error-fallback'
import { LoadingScreen } from '@/components/loading-screen'
import { loadAppConfig } from '@/lib/app-config'

type Boot =
  | { status: 'loading' }
  | { status: 'ready'; routes: RouteObject[] }
  | { status: 'error' }

/**
 * Starts what the first render needs, in parallel (main.tsx calls it before the language's texts
 * arrive; the loads are shared): /app-config.json, the marketplace's route module (about 2 kB)
 * and, for the home and a shop page opened directly, the page's code and the shop's data
 * (app/page-preload.ts).
 */
export function startLoading(): void {
  loadAppConfig().catch(() => undefined)
  loadMarketplaceRoutes().catch(() => undefined)
  startPageLoad(window.location.pathname)?.catch(() => undefined)
}

/** The page of the current URL, from the route table. */
export function AppRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes)
}

/**
 * Loads /app-config.json (the supabase client is created from it on first use), then mounts the
 * router (with the marketplace's routes when EMU_MARKETPLACE=1).
 */
export function App() {
  const { t } = useTranslation()
  const [boot, setBoot] = useState<Boot>({ status: 'loading' })

  useEffect(() => {
    let active = true
    startLoading()
    loadAppConfig()
      .then(() => createAppRoutes())
      .then((routes) => {
        // A transition: React renders the first page in slices, yielding to the browser, rather
        // than in one long task (and keeps the loading screen until the page can show).
        if (active) startTransition(() => setBoot((b) => (b.status === 'ready' ? b : { status: 'ready', routes })))
      })
      .catch((error: unknown) => {
        console.error('Failed to start: could not load /app-config.json', error)
        if (active) setBoot({ status: 'error' })
      })
    return () => {
      active = false
    }
  }, [])

  return (
    <ErrorBoundary>
      <AppProviders>
        {boot.status === 'loading' && <LoadingScreen />}
        {boot.status === 'error' && <ErrorFallback message={t('errors.appConfig')} />}
        {boot.status === 'ready' && (
          <BrowserRouter>
            <AppRoutes routes={boot.routes} />
          </BrowserRouter>
        )}
      </AppProviders>
    </ErrorBoundary>
  )
}
