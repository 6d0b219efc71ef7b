// The page-view beacon of the shop's analytics (issue 16): POST /functions/v1/shop-view
// {businessId}, public; the server counts views per shop and day without personal data.
// Fire and forget, loaded after the page (it stays out of the first paint's code), with a plain
// fetch as the anonymous role (the count is the same for everyone): a visitor's shop page never
// loads supabase-js for it. A failed count never disturbs the page.
export function countShopView(businessId: string): void {
  void import('@/lib/public-function')
    .then(({ publicFunction }) => publicFunction('shop-view', { businessId }))
    .catch(() => undefined)
}
