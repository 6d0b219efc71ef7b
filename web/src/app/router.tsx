// Every route of the spec's route table (section 2). Paths come from config/paths.ts.
// Admin screens, the landing pages and the legal screens are lazy chunks, so each page downloads
// only its own code (first-paint budget: under 150 kB of gzipped JavaScript).
import { lazy, Suspense, type ComponentType } from 'react'
import { Navigate, Outlet, useLocation, type RouteObject } from 'react-router'
import { LoadingScreen } from '@/components/loading-screen'
import { FALLBACK_PATH, isExpiredLinkHash, paths } from '@/config/paths'
import { RouteErrorBoundary, RouteErrorScreen } from '@/app/route-error-screen'
import { PublicLayout } from '@/components/public-layout'
import { SiteWeatherBanner } from '@/features/weather/site-weather-banner'
import { marketplaceOpen } from '@/lib/app-config'

// Merchant onboarding and auth screens: lazy chunks too (their texts travel with them).
const OnboardingPage = lazy(() => import('@/features/onboarding/onboarding-page'))
const CompleteProfilePage = lazy(() => import('@/features/complete-profile/complete-profile-page'))
const ApplicationSubmittedPage = lazy(
  () => import('@/features/application-submitted/application-submitted-page'),
)
const LoginPage = lazy(() => import('@/features/auth/login-page'))
const SignUpPage = lazy(() => import('@/features/auth/signup-page'))
const ForgotPasswordPage = lazy(() => import('@/features/auth/forgot-password-page'))
const AuthCallbackPage = lazy(() => import('@/features/auth/callback-page'))
const MerchantRegisterPage = lazy(() => import('@/features/auth/merchant-register-page'))
const MerchantCallbackPage = lazy(() => import('@/features/auth/merchant-callback-page'))
const ResetPasswordPage = lazy(() => import('@/features/auth/reset-password-page'))
const MerchantDashboardPage = lazy(() => import('@/features/merchant-dashboard/merchant-dashboard-page'))
const MerchantClaimPage = lazy(() => import('@/features/merchant-claim/claim-page'))
const AcceptInvitationPage = lazy(() => import('@/features/team-invitation/accept-invitation-page'))

const ComingSoonPage = lazy(() => import('@/features/coming-soon/coming-soon-page'))
const ForBusinessPage = lazy(() => import('@/features/for-business/for-business-page'))
const MerchantTermsPage = lazy(() => import('@/features/legal/merchant-terms-page'))
const TermsPage = lazy(() => import('@/features/legal/terms-page'))
const PrivacyPolicyPage = lazy(() => import('@/features/legal/privacy-policy-page'))
const PrivacyPage = lazy(() => import('@/features/legal/privacy-page'))

const AdminLoginPage = lazy(() => import('@/features/admin/login/admin-login-page'))
const AdminLayout = lazy(() => import('@/features/admin/layout/admin-layout'))
const AdminDashboardPage = lazy(() => import('@/features/admin/dashboard/admin-dashboard-page'))
const VerificationPage = lazy(() => import('@/features/admin/verification/verification-page'))
const BusinessClaimsPage = lazy(
  () => import('@/features/admin/business-claims/business-claims-page'),
)
const ShopsPage = lazy(() => import('@/features/admin/shops/shops-page'))
const QuickApplicationsPage = lazy(() => import('@/features/admin/quick-applications/quick-applications-page'))
const MerchantsPage = lazy(() => import('@/features/admin/merchants/merchants-page'))
const UsersPage = lazy(() => import('@/features/admin/users/users-page'))
const SettingsPage = lazy(() => import('@/features/admin/settings/settings-page'))

function lazyElement(Component: ComponentType) {
  return <Component />
}

/**
 * "/": an auth link that expired lands on /auth/callback (same hash); otherwise the marketplace
 * home when it is open, else /comingsoon (the spec's pre-launch site).
 */
export function RootRedirect({ home }: { home?: ComponentType }) {
  const { hash } = useLocation()
  if (hash && isExpiredLinkHash(hash)) {
    return <Navigate to={{ pathname: paths.auth.callback.path, hash }} replace />
  }
  if (home) return lazyElement(home)
  return <Navigate to={FALLBACK_PATH} replace />
}

function RootLayout() {
  return (
    <RouteErrorBoundary>
      <SiteWeatherBanner />
      <Suspense fallback={<LoadingScreen />}>
        <Outlet />
      </Suspense>
    </RouteErrorBoundary>
  )
}

/** The marketplace's home and screens (app/marketplace-routes.tsx), when it is open. */
export interface MarketplaceRoutes {
  home: ComponentType
  routes: RouteObject[]
  /** Screens inside the guarded admin layout (/admin/reviews). */
  admin?: RouteObject[]
}

/**
 * The route table; with `marketplace` (EMU_MARKETPLACE=1) "/" is its home and its screens join
 * the public pages. Without it, the spec's pre-launch table.
 */
export function buildRoutes(marketplace: MarketplaceRoutes | null): RouteObject[] {
  return [
  {
    id: 'root',
    element: <RootLayout />,
    errorElement: <RouteErrorScreen />,
    children: [
      ...(marketplace ? [] : [{ index: true, element: <RootRedirect /> }]),
      {
        element: <PublicLayout />,
        children: [
          ...(marketplace ? [{ index: true, element: <RootRedirect home={marketplace.home} /> }] : []),
          { path: paths.comingSoon.path, element: lazyElement(ComingSoonPage) },
          { path: paths.terms.path, element: lazyElement(TermsPage) },
          { path: paths.privacyPolicy.path, element: lazyElement(PrivacyPolicyPage) },
          ...(marketplace?.routes ?? []),
        ],
      },
      { path: paths.forBusiness.path, element: lazyElement(ForBusinessPage) },

      { path: paths.merchant.onboarding.path, element: lazyElement(OnboardingPage) },
      { path: paths.merchant.completeProfile.path, element: lazyElement(CompleteProfilePage) },
      { path: paths.merchant.applicationSubmitted.path, element: lazyElement(ApplicationSubmittedPage) },
      { path: paths.merchant.terms.path, element: lazyElement(MerchantTermsPage) },
      { path: paths.merchant.register.path, element: lazyElement(MerchantRegisterPage) },
      { path: paths.merchant.dashboard.path, element: lazyElement(MerchantDashboardPage) },
      { path: paths.merchant.dashboardSection.path, element: lazyElement(MerchantDashboardPage) },
      { path: paths.merchant.claim.path, element: lazyElement(MerchantClaimPage) },
      { path: paths.merchant.callback.path, element: lazyElement(MerchantCallbackPage) },
      { path: paths.merchant.resetPassword.path, element: lazyElement(ResetPasswordPage) },
      { path: paths.invitations.accept.path, element: lazyElement(AcceptInvitationPage) },

      { path: paths.privacy.path, element: lazyElement(PrivacyPage) },

      { path: paths.auth.login.path, element: lazyElement(LoginPage) },
      { path: paths.auth.callback.path, element: lazyElement(AuthCallbackPage) },
      { path: paths.auth.signup.path, element: lazyElement(SignUpPage) },
      { path: paths.auth.forgotPassword.path, element: lazyElement(ForgotPasswordPage) },

      { path: paths.admin.login.path, element: lazyElement(AdminLoginPage) },
      {
        path: paths.admin.root.path,
        element: lazyElement(AdminLayout),
        children: [
          { index: true, element: <Navigate to={paths.admin.dashboard.path} replace /> },
          { path: paths.admin.dashboard.path, element: lazyElement(AdminDashboardPage) },
          { path: paths.admin.verification.path, element: lazyElement(VerificationPage) },
          { path: paths.admin.businessClaims.path, element: lazyElement(BusinessClaimsPage) },
          { path: paths.admin.quickApplications.path, element: lazyElement(QuickApplicationsPage) },
          { path: paths.admin.shops.path, element: lazyElement(ShopsPage) },
          { path: paths.admin.merchants.path, element: lazyElement(MerchantsPage) },
          { path: paths.admin.users.path, element: lazyElement(UsersPage) },
          { path: paths.admin.settings.path, element: lazyElement(SettingsPage) },
          ...(marketplace?.admin ?? []),
        ],
      },

      // Any other path.
      { path: '*', element: <Navigate to={FALLBACK_PATH} replace /> },
    ],
  },
  ]
}

/** The pre-launch table (EMU_MARKETPLACE=0): every path outside the spec's table -> /comingsoon. */
export const routes: RouteObject[] = buildRoutes(null)

/** The marketplace's route module (small: its screens are lazy chunks). */
export const loadMarketplaceRoutes = () => import('@/app/marketplace-routes')

/**
 * The route table for the browser, once /app-config.json is loaded; the marketplace's routes join
 * when it is open (app.tsx starts loading their module alongside the config). App renders it in a
 * BrowserRouter: no route has loaders or actions, and a data router's code (about 16 kB gzipped)
 * would only add to every first paint.
 */
export async function createAppRoutes(): Promise<RouteObject[]> {
  if (!marketplaceOpen()) return buildRoutes(null)
  const { marketplaceRoutes, preloadFor, loadMarketTexts } = await loadMarketplaceRoutes()
  // Its screens render market.* keys at once: the active language's texts first; and the page
  // of this address, so it renders at once, with no loading screen (an offline load leaves the
  // keys, or the page's error screen when it renders).
  await Promise.all([loadMarketTexts(), preloadFor(window.location.pathname)]).catch((error: unknown) =>
    console.error('Could not load the page', error),
  )
  return buildRoutes(marketplaceRoutes)
}
