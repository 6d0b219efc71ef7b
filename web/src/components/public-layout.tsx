import { Suspense } from 'react'
import { Outlet } from 'react-router'
import { LoadingScreen } from '@/components/loading-screen'
import { PublicHeader } from '@/components/site-header/public-header'
import { SiteFooter } from '@/components/site-footer'

/** Public pages: header, the page, footer. */
export function PublicLayout() {
  return (
    <div className="flex min-h-svh flex-col">
      <PublicHeader />
      <Suspense fallback={<LoadingScreen fullScreen={false} />}>
        <Outlet />
      </Suspense>
      <SiteFooter />
    </div>
  )
}
