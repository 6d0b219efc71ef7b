// EMU_MARKETPLACE=1 (marketplace.md C.1/C.2): "/" is the home, the header's links lead to real
// screens; paths outside the table still go to /comingsoon. (router.test.tsx: the pre-launch table.)
import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { createMemoryRouter } from 'react-router'
import { buildRoutes } from '@/app/router'
import { marketplaceRoutes } from '@/app/marketplace-routes'
import { expectHeading, expectLandsOn as landsOn, renderAt as renderAtRoutes } from '@/test/render-route'
import { CATEGORY_LINKS, MAIN_LINKS, USER_MENU_LINKS } from '@/components/site-header/nav-links'
import { i18n } from '@/lib/i18n'

const renderAt = (entry: string) => renderAtRoutes(buildRoutes(marketplaceRoutes), entry)
const expectLandsOn = (entry: string, heading: string, pathname: string) => landsOn(buildRoutes(marketplaceRoutes), entry, heading, pathname)

describe('router with the marketplace open', () => {
  it.each([
    ['/', 'Find your next beauty treatment in Hong Kong'],
    ['/services', 'All services'],
    ['/services/category/nails', 'Nail'],
    ['/services/category/spa?district=Sha+Tin', 'Spa Treatments'],
    ['/experts', 'Experts'],
    ['/about', 'About Emu'],
    ['/comingsoon', 'Coming Soon'],
    ['/for-business', '與 Emu 一同發展你的美容生意'],
  ])('%s renders its own screen', async (path, heading) => {
    await i18n.changeLanguage('en')
    await expectLandsOn(path, heading, path.split('?')[0]!)
  })

  it('every header link of the public site has a route (none falls back to /comingsoon)', async () => {
    const links = [...MAIN_LINKS, ...CATEGORY_LINKS, ...USER_MENU_LINKS.filter((l) => !/bookings|reviews/.test(l.to))]
      .map((l) => l.to)
      .concat('/favorites')
    const table = buildRoutes(marketplaceRoutes)
    const router = createMemoryRouter(table, { initialEntries: ['/'] })
    for (const to of links) {
      await router.navigate(to)
      expect(router.state.location.pathname, to).toBe(to)
    }
  })

  it.each([
    ['/shops/00000000-0000-4000-8000-000000000001/book', '/shops/:id/book'],
    ['/user/bookings', '/user/bookings'],
  ])('booking path %s is routed to its screen', async (path, route) => {
    const router = createMemoryRouter(buildRoutes(marketplaceRoutes), { initialEntries: ['/'] })
    await router.navigate(path)
    expect(router.state.location.pathname).toBe(path)
    expect(router.state.matches.at(-1)?.route.path).toBe(route)
  })

  it('an unknown path still goes to /comingsoon', async () => {
    await expectLandsOn('/no/such/page', 'Coming Soon', '/comingsoon')
  })

  it('"/" with an expired auth link still goes to /auth/callback', async () => {
    await expectLandsOn('/#error=access_denied&error_code=otp_expired', 'Signing you in...', '/auth/callback')
  })

  it('the home page shows in zh-HK with the six categories and the 18 districts', async () => {
    await i18n.changeLanguage('zh-HK')
    renderAt('/')
    await expectHeading('在香港找到你的下一個美容療程')
    const categories = screen.getByRole('heading', { name: '按類別瀏覽' }).parentElement!
    expect(categories.querySelectorAll('a')).toHaveLength(6)
    const districts = screen.getByRole('heading', { name: '按地區瀏覽' }).parentElement!
    const names = [...districts.querySelectorAll('a')].map((a) => a.textContent)
    expect(names).toHaveLength(18)
    expect(names).toContain('灣仔區')
    expect(document.title).toBe('Emu – 搜尋香港美容及健康商戶')
    await i18n.changeLanguage('en')
  })
})
