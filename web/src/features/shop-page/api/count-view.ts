// The page-view beacon of the shop's analytics (issue 16): POST /functions/v1/shop-view
// {businessId}, public; the server counts views per shop and day without personal data.
// Fire and forget, loaded after the page (it stays out of the first paint's code): a failed
// count never disturbs the page. A visitor with no session posts it with a plain fetch as the
// anonymous role, so their shop page never loads supabase-js for it; a signed-in one through
// supabase-js, with their token (the server does not limit administrators' views).
import { mayHaveSession } from '@/lib/auth/session'

export function countShopView(businessId: string): void {
  const sent = mayHaveSession()
    ? import('@/lib/invoke-function').then(({ invokeFunction }) => invokeFunction('shop-view', { body: { businessId } }))
    : import('@/lib/public-function').then(({ publicFunction }) => publicFunction('shop-view', { businessId }))
  sent.catch(() => undefined)
}
