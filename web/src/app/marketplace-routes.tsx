// The marketplace's screens (marketplace.md C.2), routed only when EMU_MARKETPLACE=1: this
// module is loaded by createAppRoutes then, so the pre-launch site's first paint does not grow.
import { lazy, type ComponentType } from 'react'
import type { RouteObject } from 'react-router'
import { paths } from '@/config/paths'
import type { MarketplaceRoutes } from '@/app/router'
import { getSupabase } from '@/lib/supabase'
import { loadMarketTexts } from '@/components/market/texts'
import { preloadable } from '@/lib/preloadable'
import { loadHome, loadShop, startPageLoad } from '@/app/page-preload'

const HomePage = preloadable(loadHome)
const ServicesPage = preloadable(() => import('@/features/shop-search/services-page'))
const ShopPage = preloadable(loadShop)
const ExpertsPage = lazy(() => import('@/features/experts/experts-page'))
const AboutPage = lazy(() => import('@/features/about/about-page'))
const FavoritesPage = lazy(() => import('@/features/favorites/favorites-page'))
const ProfilePage = lazy(() => import('@/features/user-profile/profile-page'))
// Booking (issue 14): the flow and the user's bookings.
const BookPage = lazy(() => import('@/features/booking/book-page'))
const MyBookingsPage = lazy(() => import('@/features/booking/my-bookings-page'))
// Deposits (issue 29): a booking's payment page, and the back office's money.
const PayPage = lazy(() => import('@/features/booking/pay-page'))
const AdminMoneyPage = lazy(() => import('@/features/admin/money/money-page'))
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
let preloaded: { pathname: string; done: Promise<unknown> } | null = null

/** Resolves once the page's code (not its data) has loaded. */
export function preloadFor(pathname: string): Promise<unknown> {
  if (preloaded?.pathname === pathname) return preloaded.done
  const texts = loadMarketTexts()
  let page: Promise<unknown> = Promise.resolve()
  if (pathname === '/') page = HomePage.preload()
  else if (pathname.startsWith('/services')) {
    page = ServicesPage.preload()
    void getSupabase().catch(() => undefined)
  } else if (pathname.startsWith('/shops/')) {
    page = Promise.all([ShopPage.preload(), startPageLoad(pathname)])
  }
  const done = Promise.all([texts, page])
  done.catch(() => undefined)
  preloaded = { pathname, done }
  return done
}

const element = (Component: ComponentType) => <Component />

export const marketplaceRoutes: MarketplaceRoutes = {
  home: HomePage,
  routes: [
    { path: paths.services.path, element: element(ServicesPage) },
    { path: paths.serviceCategory.path, element: element(ServicesPage) },
    { path: paths.shop.path, element: element(ShopPage) },
    { path: paths.shopBook.path, element: element(BookPage) },
    { path: paths.bookingPay.path, element: element(PayPage) },
    { path: paths.experts.path, element: element(ExpertsPage) },
    { path: paths.about.path, element: element(AboutPage) },
    { path: paths.favorites.path, element: element(FavoritesPage) },
    { path: paths.user.bookmarks.path, element: element(FavoritesPage) },
    { path: paths.user.profile.path, element: element(ProfilePage) },
    { path: paths.user.bookings.path, element: element(MyBookingsPage) },
    { path: paths.user.reviews.path, element: element(MyReviewsPage) },
  ] satisfies RouteObject[],
  admin: [
    { path: paths.admin.reviews.path, element: element(AdminReviewsPage) },
    { path: paths.admin.money.path, element: element(AdminMoneyPage) },
  ] satisfies RouteObject[],
}
