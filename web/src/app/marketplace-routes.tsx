// The marketplace's screens (marketplace.md C.2), routed only when EMU_MARKETPLACE=1: this
// module is loaded by createAppRoutes then, so the pre-launch site's first paint does not grow.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react'
import type { RouteObject } from 'react-router'
import { paths } from '@/config/paths'
import type { MarketplaceRoutes } from '@/app/router'
import { getSupabase } from '@/lib/supabase'
import { loadMarketTexts } from '@/lib/market/texts'

const loadHome = () => import('@/features/market-home/home-page')
const loadServices = () => import('@/features/shop-search/services-page')
const loadShop = () => import('@/features/shop-page/shop-page')
const HomePage = lazy(loadHome)
const ServicesPage = lazy(loadServices)
const ShopPage = lazy(loadShop)
const ExpertsPage = lazy(() => import('@/features/experts/experts-page'))
const AboutPage = lazy(() => import('@/features/about/about-page'))
const FavoritesPage = lazy(() => import('@/features/favorites/favorites-page'))
const ProfilePage = lazy(() => import('@/features/user-profile/profile-page'))
// Booking (issue 14): the flow and the user's bookings.
const BookPage = lazy(() => import('@/features/booking/book-page'))
const MyBookingsPage = lazy(() => import('@/features/booking/my-bookings-page'))
const MyReviewsPage = lazy(() => import('@/features/reviews/my-reviews-page'))
const AdminReviewsPage = lazy(() => import('@/features/admin/reviews/reviews-page'))

/** The marketplace's texts in the active language (market.*); the router waits for them. */
export { loadMarketTexts }

/**
 * The landing page's code and the marketplace's texts (and, for pages that read data at once,
 * supabase-js; for a shop page the shop itself) start loading now, while the router is created,
 * instead of after the first render: fewer round trips before the first paint of /, /services
 * and /shops/{id}.
 */
let preloaded: string | null = null

export function preloadFor(pathname: string): void {
  if (preloaded === pathname) return
  preloaded = pathname
  void loadMarketTexts().catch(() => undefined)
  if (pathname === '/') void loadHome()
  else if (pathname.startsWith('/services')) void Promise.all([loadServices(), getSupabase()])
  else if (pathname.startsWith('/shops/')) {
    const id = decodeURIComponent(pathname.slice('/shops/'.length).split('/')[0] ?? '')
    void Promise.all([
      loadShop(),
      import('@/features/shop-page/components/shop-view'),
      import('@/features/shop-page/api/get-shop').then((m) => id && m.prefetchShop(id)),
    ])
  }
}

const element = (Component: LazyExoticComponent<ComponentType>) => <Component />

export const marketplaceRoutes: MarketplaceRoutes = {
  home: HomePage,
  routes: [
    { path: paths.services.path, element: element(ServicesPage) },
    { path: paths.serviceCategory.path, element: element(ServicesPage) },
    { path: paths.shop.path, element: element(ShopPage) },
    { path: paths.shopBook.path, element: element(BookPage) },
    { path: paths.experts.path, element: element(ExpertsPage) },
    { path: paths.about.path, element: element(AboutPage) },
    { path: paths.favorites.path, element: element(FavoritesPage) },
    { path: paths.user.bookmarks.path, element: element(FavoritesPage) },
    { path: paths.user.profile.path, element: element(ProfilePage) },
    { path: paths.user.bookings.path, element: element(MyBookingsPage) },
    { path: paths.user.reviews.path, element: element(MyReviewsPage) },
  ] satisfies RouteObject[],
  admin: [{ path: paths.admin.reviews.path, element: element(AdminReviewsPage) }] satisfies RouteObject[],
}
