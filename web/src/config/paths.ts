// Every route of the app (spec section 2) in one place.
// `path` is the router pattern; `getHref` builds a concrete link.

function withQuery(path: string, query?: Record<string, string | undefined>): string {
  if (!query) return path
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, value)
  }
  const qs = params.toString()
  return qs ? `${path}?${qs}` : path
}

/** The service categories of the header, in display order. */
export const SERVICE_CATEGORIES = ['hair', 'nails', 'skincare', 'makeup', 'massage', 'spa'] as const
export type ServiceCategory = (typeof SERVICE_CATEGORIES)[number]

export const paths = {
  root: { path: '/', getHref: () => '/' },
  comingSoon: { path: '/comingsoon', getHref: () => '/comingsoon' },
  forBusiness: { path: '/for-business', getHref: () => '/for-business' },

  merchant: {
    onboarding: {
      path: '/merchant/onboarding',
      getHref: (query?: { lang?: 'en' | 'zh'; applicationId?: string }) =>
        withQuery('/merchant/onboarding', query),
    },
    completeProfile: {
      path: '/merchant/complete-profile/:applicationId',
      getHref: (applicationId: string) =>
        `/merchant/complete-profile/${encodeURIComponent(applicationId)}`,
    },
    applicationSubmitted: {
      path: '/merchant/application-submitted',
      getHref: () => '/merchant/application-submitted',
    },
    terms: { path: '/merchant/terms', getHref: () => '/merchant/terms' },
    register: { path: '/merchant/register', getHref: () => '/merchant/register' },
    dashboard: { path: '/merchant/dashboard', getHref: () => '/merchant/dashboard' },
    /** A workspace section (Overview is the dashboard itself), optionally of one of several shops. */
    dashboardSection: {
      path: '/merchant/dashboard/:section',
      getHref: (section: string, shopId?: string) =>
        withQuery(section === 'overview' ? '/merchant/dashboard' : `/merchant/dashboard/${encodeURIComponent(section)}`, { shop: shopId }),
    },
    claim: { path: '/merchant/claim', getHref: () => '/merchant/claim' },
    callback: { path: '/merchant/callback', getHref: () => '/merchant/callback' },
    resetPassword: {
      path: '/merchant/reset-password',
      getHref: () => '/merchant/reset-password?type=recovery',
    },
  },

  // The marketplace (marketplace.md C.2): real screens when EMU_MARKETPLACE=1; with 0 they fall
  // back to /comingsoon like every path outside the spec's route table.
  services: { path: '/services', getHref: () => '/services' },
  serviceCategory: {
    path: '/services/category/:category',
    getHref: (category: ServiceCategory) => `/services/category/${category}`,
  },
  shop: { path: '/shops/:shopId', getHref: (shopId: string) => `/shops/${encodeURIComponent(shopId)}` },
  shopBook: { path: '/shops/:id/book', getHref: (id: string) => `/shops/${encodeURIComponent(id)}/book` },
  /** A booking's deposit (salon-day.md C.3): FPS QR or card; Stripe's success_url / cancel_url come back here. */
  bookingPay: {
    path: '/bookings/:id/pay',
    getHref: (id: string, query?: { checkout?: 'success' | 'cancel' }) => withQuery(`/bookings/${encodeURIComponent(id)}/pay`, query),
  },
  experts: { path: '/experts', getHref: () => '/experts' },
  about: { path: '/about', getHref: () => '/about' },
  favorites: { path: '/favorites', getHref: () => '/favorites' },
  user: {
    profile: { path: '/user/profile', getHref: () => '/user/profile' },
    bookmarks: { path: '/user/bookmarks', getHref: () => '/user/bookmarks' },
    bookings: { path: '/user/bookings', getHref: () => '/user/bookings' },
    reviews: { path: '/user/reviews', getHref: () => '/user/reviews' },
  },

  terms: { path: '/terms', getHref: () => '/terms' },
  privacyPolicy: { path: '/privacy-policy', getHref: () => '/privacy-policy' },
  privacy: { path: '/privacy', getHref: () => '/privacy' },

  /** A team invitation's one-use link (salon-day.md C.1): /invitations/accept?token=… */
  invitations: {
    accept: {
      path: '/invitations/accept',
      getHref: (token?: string) => withQuery('/invitations/accept', { token }),
    },
  },

  auth: {
    login: { path: '/auth/login', getHref: () => '/auth/login' },
    callback: { path: '/auth/callback', getHref: () => '/auth/callback' },
    signup: { path: '/auth/signup', getHref: () => '/auth/signup' },
    forgotPassword: { path: '/auth/forgot-password', getHref: () => '/auth/forgot-password' },
  },

  admin: {
    login: { path: '/admin/login', getHref: () => '/admin/login' },
    root: { path: '/admin', getHref: () => '/admin' },
    dashboard: { path: '/admin/dashboard', getHref: () => '/admin/dashboard' },
    verification: { path: '/admin/verification', getHref: () => '/admin/verification' },
    businessClaims: { path: '/admin/business-claims', getHref: () => '/admin/business-claims' },
    quickApplications: { path: '/admin/quick-applications', getHref: () => '/admin/quick-applications' },
    shops: { path: '/admin/shops', getHref: () => '/admin/shops' },
    merchants: { path: '/admin/merchants', getHref: () => '/admin/merchants' },
    users: { path: '/admin/users', getHref: () => '/admin/users' },
    settings: { path: '/admin/settings', getHref: () => '/admin/settings' },
    // Money held, refunds pending and payouts due (salon-day.md C.3): with the marketplace open.
    money: { path: '/admin/money', getHref: () => '/admin/money' },
    // The review moderation queue (marketplace.md C.2): routed only with the marketplace open.
    reviews: { path: '/admin/reviews', getHref: () => '/admin/reviews' },
  },
} as const

/** Where every unknown path (and "/" without an auth-error hash) goes. */
export const FALLBACK_PATH = paths.comingSoon.path

/**
 * Spec section 2: "/" opened with a hash containing 'otp_expired' or 'expired'
 * goes to /auth/callback with the same hash.
 */
export function isExpiredLinkHash(hash: string): boolean {
  const h = hash.toLowerCase()
  return h.includes('otp_expired') || h.includes('expired')
}
