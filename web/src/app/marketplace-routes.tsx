// The marketplace's screens (marketplace.md C.2), routed only when EMU_MARKETPLACE=1: this
// module is loaded by createAppRouter then, so the pre-launch site's first paint does not grow.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react'
import type { RouteObject } from 'react-router'
import { paths } from '@/config/paths'
import type { MarketplaceRoutes } from '@/app/router'

const HomePage = lazy(() => import('@/features/market-home/home-page'))
const ServicesPage = lazy(() => import('@/features/shop-search/services-page'))
const ShopPage = lazy(() => import('@/features/shop-page/shop-page'))
const ExpertsPage = lazy(() => import('@/features/experts/experts-page'))
const AboutPage = lazy(() => import('@/features/about/about-page'))
const FavoritesPage = lazy(() => import('@/features/favorites/favorites-page'))
const ProfilePage = lazy(() => import('@/features/user-profile/profile-page'))

const element = (Component: LazyExoticComponent<ComponentType>) => <Component />

export const marketplaceRoutes: MarketplaceRoutes = {
  home: HomePage,
  routes: [
    { path: paths.services.path, element: element(ServicesPage) },
    { path: paths.serviceCategory.path, element: element(ServicesPage) },
    { path: paths.shop.path, element: element(ShopPage) },
    { path: paths.experts.path, element: element(ExpertsPage) },
    { path: paths.about.path, element: element(AboutPage) },
    { path: paths.favorites.path, element: element(FavoritesPage) },
    { path: paths.user.bookmarks.path, element: element(FavoritesPage) },
    { path: paths.user.profile.path, element: element(ProfilePage) },
  ] satisfies RouteObject[],
}
