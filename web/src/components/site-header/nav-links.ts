// The public header's links (spec section 2), with their locale keys.
import { paths, SERVICE_CATEGORIES } from '@/config/paths'

export const MAIN_LINKS = [
  { to: paths.root.getHref(), key: 'nav.home' },
  { to: paths.services.getHref(), key: 'nav.services' },
  { to: paths.experts.getHref(), key: 'nav.experts' },
  { to: paths.about.getHref(), key: 'nav.about' },
  { to: paths.forBusiness.getHref(), key: 'nav.forBusiness' },
] as const

export const CATEGORY_LINKS = SERVICE_CATEGORIES.map((category) => ({
  to: paths.serviceCategory.getHref(category),
  key: `nav.categories.${category}`,
} as const))

export const USER_MENU_LINKS = [
  { to: paths.user.profile.getHref(), key: 'nav.userMenu.profile' },
  { to: paths.user.bookmarks.getHref(), key: 'nav.userMenu.bookmarks' },
  { to: paths.user.bookings.getHref(), key: 'nav.userMenu.bookings' },
  { to: paths.user.reviews.getHref(), key: 'nav.userMenu.reviews' },
] as const
