// The page-view beacon of the shop's analytics (issue 16): POST /functions/v1/shop-view
// {businessId}, public; the server counts views per shop and day without personal data.
// Fire and forget, loaded after the page (it stays out of the first paint's code): a failed
// count never disturbs the page.
export function countShopView(businessId: string): void {
  void import('@/lib/invoke-function')
    .then(({ invokeFunction }) => invokeFunction('shop-view', { body: { businessId } }))
    .catch(() => undefined)
}
