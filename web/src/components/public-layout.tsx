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
      {/* A page's height while its code loads, so the footer does not jump in (layout shift). */}
      <Suspense fallback={<div className="min-h-svh"><LoadingScreen fullScreen={false} /></div>}>
        <Outlet />
      </Suspense>
      <SiteFooter />
    </div>
  )
}
