import { useEffect, useState } from 'react'
import { BrowserRouter, useRoutes, type RouteObject } from 'react-router'
import { useTranslation } from 'react-i18next'
import { createAppRoutes, loadMarketplaceRoutes } from '@/app/router'
import { AppProviders } from '@/app/providers'
import { ErrorBoundary } from '@/components/error-boundary'
import { ErrorFallback } from '@/components/error-fallback'
import { LoadingScreen } from '@/components/loading-screen'
import { loadAppConfig } from '@/lib/app-config'

type Boot =
  | { status: 'loading' }
  | { status: 'ready'; routes: RouteObject[] }
  | { status: 'error' }

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
    // The marketplace's route module (about 1 kB) loads alongside the config, not after it; a
    // shop page opened directly starts its code and its data read at once too (one round trip
    // less before its largest paint; with the marketplace closed the path goes to /comingsoon).
    const { pathname } = window.location
    void loadMarketplaceRoutes()
      .then((module) => {
        if (pathname.startsWith('/shops/')) module.preloadFor(pathname)
      })
      .catch(() => undefined)
    loadAppConfig()
      .then(() => createAppRoutes())
      .then((routes) => {
        if (active) setBoot((b) => (b.status === 'ready' ? b : { status: 'ready', routes }))
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
