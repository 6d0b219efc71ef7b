// The back office shows the real bookings (issue 14): a shop's, a merchant's and a user's detail
// panels list the bookings with the staff member, the start in Hong Kong time, the booking's
// price and its status (no-show included), and count them per status, in English and Chinese,
// at 1440 px and 390 px. The rows are written through /rest/v1 with the service key (a shop of
// booking-helpers, bookings in every status) on the shared server.
import { after, before, test } from 'node:test'
import assert from 'node:assert/strict'
import { join } from 'node:path'
import { BASE_URL, DESKTOP, MOBILE, SCREENSHOTS, launchBrowser } from './helpers.mjs'
import { inPage, missingSetup, signIn } from './admin-helpers.mjs'
import { account, api, at, hkDate, seedShop } from './booking-helpers.mjs'

let browser
let skip = null
let shop
let ann
before(async () => {
  skip = await missingSetup()
  browser = await launchBrowser()
  if (skip) return
  shop = await seedShop({ name: 'Admin View Nails', nameZh: '後台美甲' })
  ann = await account('admin-view')
  await api('/rest/v1/user_profiles?user_id=eq.' + ann.id, { method: 'PATCH', body: { name: 'Ann Admin-View' } })
  const D = hkDate(2)
  const rows = [
    ['pending', '10:00'],
    ['confirmed', '11:00'],
    ['confirmed', '14:00'],
    ['completed', '15:00'],
    ['cancelled', '16:00'],
    ['no_show', '17:00'],
  ].map(([status, time], i) => ({
    user_id: ann.id,
    shop_id: shop.shopId,
    service_id: shop.serviceId,
    staff_id: i % 2 === 0 ? shop.amy : shop.bea,
    booking_date: D,
    booking_time: `${time}:00`,
    start_at: at(D, time),
    end_at: at(D, `${String(Number(time.slice(0, 2)) + 1).padStart(2, '0')}:00`),
    duration_min: 60,
    price_hkd: 350,
    status,
  }))
  const res = await api('/rest/v1/bookings', { method: 'POST', body: rows, prefer: 'return=minimal' })
  assert.ok(res.status === 201 || res.status === 204, `bookings: ${res.status} ${JSON.stringify(res.body)}`)
  shop.date = D
})
after(async () => {
  await browser?.close()
})

const TEXTS = {
  en: {
    tab: 'Bookings',
    hkt: 'All times are Hong Kong time (HKT)',
    noShow: 'No-show',
    staffBea: 'Staff: Bea',
    start: (d) => `Starts ${d} 17:00 HKT`,
    status: ['Pending: 1', 'Confirmed: 2', 'Completed: 1', 'Cancelled: 1', 'No-show: 1', 'Awaiting deposit: 0'],
  },
  zh: {
    tab: '預約',
    hkt: '所有時間均為香港時間',
    noShow: '未有出席',
    staffBea: '服務員工：Bea',
    start: (d) => `開始時間：${d} 17:00（香港時間）`,
    status: ['待確認：1', '已確認：2', '已完成：1', '已取消：1', '未有出席：1', '等待付訂金：0'],
  },
}

async function asAdmin(viewport, lang, name, body) {
  const context = await browser.newContext({ viewport, locale: lang === 'zh' ? 'zh-HK' : 'en-US', timezoneId: 'America/New_York' })
  try {
    const page = await context.newPage()
    await signIn(page)
    await page.waitForURL('**/admin/verification')
    await page.close()
    // Signed in through the English form; then the back office in the language under test.
    if (lang === 'zh') await context.addInitScript(() => localStorage.setItem('emu.lang', 'zh-HK'))
    await inPage(context, name, body)
  } finally {
    await context.close()
  }
}

const statusItems = (panel) => panel.getByTestId('booking-status-counts').getByRole('listitem').allTextContents()

for (const [lang, viewport, size] of [
  ['en', DESKTOP, 1440],
  ['zh', MOBILE, 390],
  ['en', MOBILE, 390],
  ['zh', DESKTOP, 1440],
]) {
  test(`shop detail (${lang}, ${size} px): counts per status, and the bookings with staff, HKT start, price and no-show`, async (t) => {
    if (skip) return t.skip(skip)
    const T = TEXTS[lang]
    await asAdmin(viewport, lang, `admin-bookings-shop-${lang}`, async (page) => {
      await page.goto(`${BASE_URL}/admin/shops`)
      await page.getByRole('searchbox').fill('Admin View Nails')
      await page.getByTestId('shops-table').getByRole('button', { name: 'Admin View Nails', exact: true }).click()
      const panel = page.getByRole('dialog')
      await panel.getByTestId('booking-status-counts').waitFor()
      assert.deepEqual(await statusItems(panel), T.status)
      await page.screenshot({ path: join(SCREENSHOTS, `admin-bookings-shop-overview-${lang}-${size}.png`), fullPage: true })
      await panel.getByRole('tab', { name: T.tab }).click()
      const list = panel.getByTestId('bookings-list')
      await list.waitFor()
      await panel.getByText(T.hkt).waitFor()
      const rows = list.getByTestId('booking-row')
      assert.equal(await rows.count(), 6)
      const noShow = rows.filter({ hasText: T.noShow })
      assert.equal(await noShow.count(), 1)
      const text = await noShow.textContent()
      assert.ok(text.includes(`${shop.date} 17:00 · Ann Admin-View`), text)
      assert.ok(text.includes(T.staffBea), text)
      assert.ok(text.includes(T.start(shop.date)), text)
      assert.ok(text.includes('HK$350'), text)
      await page.screenshot({ path: join(SCREENSHOTS, `admin-bookings-shop-${lang}-${size}.png`), fullPage: true })
    })
  })
}

test('merchant and user details count the same bookings per status and list them', async (t) => {
  if (skip) return t.skip(skip)
  await asAdmin(DESKTOP, 'en', 'admin-bookings-people', async (page) => {
    await page.goto(`${BASE_URL}/admin/merchants`)
    await page.getByRole('searchbox').fill(shop.owner.email)
    await page.getByTestId('pagination-summary').filter({ hasText: / of 1$/ }).waitFor()
    await page.getByTestId('merchants-table').locator('tbody tr').first().click()
    let panel = page.getByRole('dialog')
    await panel.getByTestId('booking-status-counts').waitFor()
    assert.deepEqual(await statusItems(panel), TEXTS.en.status)
    await panel.getByRole('tab', { name: 'Bookings' }).click()
    assert.equal(await panel.getByTestId('booking-row').count(), 6)
    assert.ok((await panel.getByTestId('booking-row').filter({ hasText: 'No-show' }).textContent()).includes('Starts '))
    await page.keyboard.press('Escape')

    await page.goto(`${BASE_URL}/admin/users`)
    await page.getByRole('searchbox').fill(ann.email)
    await page.getByTestId('pagination-summary').filter({ hasText: / of 1$/ }).waitFor()
    await page.getByTestId('users-table').locator('tbody tr').first().click()
    panel = page.getByRole('dialog')
    await panel.getByTestId('booking-status-counts').waitFor()
    assert.deepEqual(await statusItems(panel), TEXTS.en.status)
    await panel.getByRole('tab', { name: 'Bookings' }).click()
    const row = panel.getByTestId('booking-row').filter({ hasText: 'No-show' })
    const text = await row.textContent()
    assert.ok(text.includes('Admin View Nails') && text.includes('Staff: Bea') && text.includes('HK$350'), text)
    await page.screenshot({ path: join(SCREENSHOTS, 'admin-bookings-user-en-1440.png'), fullPage: true })
  })
})
