import { RedirectLanding } from './components/redirect-landing'

/** /merchant/callback: merchant sign-up confirmation; creates the merchants row. */
export default function MerchantCallbackPage() {
  return <RedirectLanding variant="merchant" />
}
