import { RedirectLanding } from './components/redirect-landing'

/** /auth/callback: Google sign-in and user sign-up confirmation land here. */
export default function AuthCallbackPage() {
  return <RedirectLanding variant="user" />
}
