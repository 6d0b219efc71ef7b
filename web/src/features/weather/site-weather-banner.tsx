// The site-wide weather banner's mount point (router's root layout): the banner's chunk and its
// query load only once the page is idle, so the first paint of every page stays as small as before.
import { lazy, Suspense, useEffect, useState } from 'react'
import { marketplaceOpen } from '@/lib/app-config'
import { whenIdle } from '@/lib/idle'

const WeatherBanner = lazy(() => import('./weather-banner'))

export function SiteWeatherBanner() {
  const [idle, setIdle] = useState(false)
  useEffect(() => whenIdle(() => setIdle(true)), [])
  // Pre-launch (EMU_MARKETPLACE=0) the site is the spec's: no bookings, so no weather banner.
  if (!idle || !marketplaceOpen()) return null
  return (
    <Suspense fallback={null}>
      <WeatherBanner />
    </Suspense>
  )
}
