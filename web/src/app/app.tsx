import { useEffect, useState } from 'react'
import { RouterProvider } from 'react-router'
import { useTranslation } from 'react-i18next'
import { createAppRouter, loadMarketplaceRoutes } from '@/app/router'
import { AppProviders } from '@/app/providers'
import { ErrorBoundary } from '@/components/error-boundary'
import { ErrorFallback } from '@/components/error-fallback'
import { LoadingScreen } from '@/components/loading-screen'
import { loadAppConfig } from '@/lib/app-config'

type Boot =
  | { status: 'loading' }
  | { status: 'ready'; router: Awaited<ReturnType<typeof createAppRouter>> }
  | { status: 'error' }

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
      .then(() => createAppRouter())
      .then((router) => {
        if (active) setBoot((b) => (b.status === 'ready' ? b : { status: 'ready', router }))
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
        {boot.status === 'ready' && <RouterProvider router={boot.router} />}
      </AppProviders>
    </ErrorBoundary>
  )
}
