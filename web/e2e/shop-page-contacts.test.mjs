// A shop page tells a customer how to reach the shop (issue 31), at 390 px in both languages,
// on a server that seeded its new database with the demo catalogue (EMU_DEMO=1, as `./emu run`):
// a Call button (tel:), the phone, website and Instagram the merchant saved, the Chinese
// address on the Chinese page, the address and hours above the reviews on a phone, and what
// "Verified" means.
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { join } from 'node:path'
import { DESKTOP, MOBILE, SCREENSHOTS, launchBrowser, useServer, withPage } from './helpers.mjs'
import { SERVER_BIN, startMarketplaceServer } from './second-server.mjs'
import { serviceApi, serviceKeyOf } from './market-seed.mjs'

const TEXTS = {
  en: {
    call: /^Call \+852 /,
    address: 'Address',
    hours: 'Opening hours',
    reviews: 'Reviews',
    verified: 'Verified: an Emu admin has checked this shop’s details and confirmed the listing.',
  },
  zh: {
    call: /^致電 \+852 /,
    address: '地址',
    hours: '營業時間',
    reviews: '評價',
    verified: '已認證：Emu 管理員已核對此商戶的資料並確認上架資訊。',
  },
}

let server
let browser
let shop
before(async () => {
  assert.ok(SERVER_BIN, 'EMU_E2E_SERVER_BIN is set (run through scripts/e2e.sh)')
  server = await startMarketplaceServer({ EMU_DEMO: '1' })
  useServer(server)
  browser = await launchBrowser()
  const api = serviceApi(server, await serviceKeyOf(server))
  // A demo merchant's verified shop with everything the merchant can save.
  const rows = await api.select(
    'businesses',
    'select=id,name,phone_number,website,instagram_url,address,address_floor,address_zh&is_verified=eq.true&is_active=eq.true&merchant_id=not.is.null&website=not.is.null&order=name&limit=1',
  )
  shop = rows[0]
  assert.ok(shop, 'the demo catalogue has a verified merchant shop with a website')
})
after(async () => {
  await browser?.close()
  await server?.stop()
})

for (const lang of ['en', 'zh']) {
  test(`the shop page's contacts and address at 390 px (${lang})`, async () => {
    const text = TEXTS[lang]
    await withPage(browser, `shop-contacts-${lang}-390`, { viewport: MOBILE }, async (page) => {
      await page.context().addInitScript((value) => localStorage.setItem('emu.lang', value), lang === 'zh' ? 'zh-HK' : 'en')
      await page.goto(`${server.url}/shops/${shop.id}`)
      await page.getByRole('heading', { level: 1 }).waitFor()

      // Call: a tel: link with the shop's number, the number itself in the contacts.
      const digits = shop.phone_number.replace(/\D/g, '')
      const call = page.getByRole('link', { name: text.call })
      assert.equal(await call.getAttribute('href'), `tel:+${digits.startsWith('852') ? digits : `852${digits}`}`)
      const contacts = page.getByRole('region', { name: lang === 'zh' ? '聯絡方法' : 'Contacts' })
      assert.equal(await contacts.getByRole('link', { name: shop.phone_number }).getAttribute('href'), await call.getAttribute('href'))
      const host = new URL(shop.website).host.replace(/^www\./, '')
      assert.equal(await contacts.getByRole('link', { name: new RegExp(host.replace(/\./g, '\\.')) }).getAttribute('href'), new URL(shop.website).href)
      const handle = /instagram\.com\/([\w.]+)/.exec(shop.instagram_url)[1]
      assert.equal(await contacts.getByRole('link', { name: new RegExp(`@${handle.replace(/\./g, '\\.')}`) }).getAttribute('href'), `https://www.instagram.com/${handle}/`)

      // The address in the page's language: the Chinese one on the Chinese page.
      const line = page.getByTestId('shop-address-line')
      assert.equal(await line.textContent(), lang === 'zh' ? shop.address_zh : `${shop.address_floor}, ${shop.address}`)

      // What Verified means, in one line.
      assert.equal(await page.getByTestId('verified-means').textContent(), text.verified)

      // On a phone the address and the hours come before the reviews.
      const reviews = page.getByRole('heading', { level: 2, name: text.reviews, exact: true })
      await reviews.waitFor()
      const y = async (name) => (await page.getByRole('heading', { level: 2, name, exact: true }).boundingBox()).y
      const reviewsY = (await reviews.boundingBox()).y
      assert.ok((await y(text.address)) < reviewsY, 'the address is above the reviews')
      assert.ok((await y(text.hours)) < reviewsY, 'the hours are above the reviews')
      // Nothing wider than the phone.
      assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= 390))
      await page.screenshot({ path: join(SCREENSHOTS, `shop-contacts-${lang}-390.png`), fullPage: true })
    })
  })
}

test('the shop page at 1440 px keeps the address and hours beside the services', async () => {
  await withPage(browser, 'shop-contacts-en-1440', { viewport: DESKTOP }, async (page) => {
    await page.context().addInitScript(() => localStorage.setItem('emu.lang', 'en'))
    await page.goto(`${server.url}/shops/${shop.id}`)
    const address = page.getByRole('heading', { level: 2, name: 'Address', exact: true })
    const services = page.getByRole('heading', { level: 2, name: 'Services and prices', exact: true })
    await services.waitFor()
    const a = await address.boundingBox()
    const s = await services.boundingBox()
    assert.ok(a.x > s.x + 300 && a.y < s.y, `address at ${a.x},${a.y}; services at ${s.x},${s.y}`)
    await page.screenshot({ path: join(SCREENSHOTS, 'shop-contacts-en-1440.png'), fullPage: true })
  })
})
