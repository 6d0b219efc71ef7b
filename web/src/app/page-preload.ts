// The marketplace pages a visitor most often opens directly (the home, a shop page): their code
// and, for a shop, its data start loading from the entry chunk, with /app-config.json, instead of
// after the marketplace's route module (one round trip less before their largest paint). With
// the marketplace closed the address goes to /comingsoon and these loads are not used.
export const loadHome = () => import('@/features/market-home/home-page')
export const loadShop = () => import('@/features/shop-page/shop-page')
const loadShopView = () => import('@/features/shop-page/components/shop-view')

/** The id in /shops/{id}[/...], or ''. */
function shopIdOf(pathname: string): string {
  return decodeURIComponent(pathname.slice('/shops/'.length).split('/')[0] ?? '')
}

let started: { pathname: string; code: Promise<unknown> | null } | null = null

/**
 * Starts the page of `pathname` (the home, a shop page) once; resolves once its code has loaded
 * (null for other pages).
 */
export function startPageLoad(pathname: string): Promise<unknown> | null {
  if (started?.pathname === pathname) return started.code
  let code: Promise<unknown> | null = null
  if (pathname === '/') code = loadHome()
  else if (pathname.startsWith('/shops/')) {
    const id = shopIdOf(pathname)
    if (id) {
      void import('@/features/shop-page/api/get-shop')
        .then((m) => m.prefetchShop(id))
        .catch(() => undefined)
    }
    code = Promise.all([loadShop(), loadShopView()])
  }
  started = { pathname, code }
  return code
}
