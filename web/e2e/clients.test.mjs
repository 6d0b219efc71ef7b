// Issue 28 (salon-day.md C.2 second half) in the browser, at 390 px in Chinese: the readiness
// checklist on the Overview and the store editor of a shop that is not bookable, each reason with
// a link that fixes it; the public booking page of that shop says it is not taking online
// bookings yet and offers WhatsApp instead of dates; the owner opens a client's card from a
// booking in the inbox and sees the phone number as a tel: link. Screenshots of the checklist
// in both languages at 390 and 1440 px.
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { join } from 'node:path'
import { DESKTOP, MOBILE, SCREENSHOTS, launchBrowser, useServer } from './helpers.mjs'
import { sql } from './admin-helpers.mjs'
import { account, at, call, hkDate, openSignedIn, seedShop, tokenOf } from './booking-helpers.mjs'
import { startMarketplaceServer } from './second-server.mjs'

const skip = process.env.EMU_E2E_SERVER_BIN && process.env.EMU_E2E_DATABASE ? false : 'run through scripts/e2e.sh'

// The workspace and the booking page are the marketplace's (marketplace.md C.1): a server of
// its own with the marketplace open, as booking.test.mjs does.
let browser
let server
before(async () => {
  browser = await launchBrowser()
  if (skip) return
  server = await startMarketplaceServer()
  useServer(server)
})
after(async () => {
  await browser?.close()
  await server?.stop()
})

const D = hkDate(3)
const shot = (page, name) => page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true })

async function withSession(name, viewport, body) {
  const context = await browser.newContext({ viewport, locale: 'en-US', timezoneId: 'Asia/Hong_Kong' })
  const page = await context.newPage()
  const errors = []
  page.on('pageerror', (e) => errors.push(e.message))
  try {
    await body(page)
  } catch (error) {
    await page.screenshot({ path: join(SCREENSHOTS, `${name}-failure.png`), fullPage: true }).catch(() => {})
    throw error
  } finally {
    await context.close()
  }
  assert.deepEqual(errors, [], 'uncaught errors in the page')
}

describe('customers and readiness', { skip }, () => {
  test('a shop with no staff on its service: the checklist says why, with a link that fixes it; the public page offers WhatsApp', async () => {
    const s = await seedShop({ staff: [] })
    await withSession('readiness-zh-390', MOBILE, async (page) => {
      await openSignedIn(page, s.owner, '/merchant/dashboard', 'zh')
      const checklist = page.getByTestId('readiness')
      await checklist.getByRole('heading', { name: '你的商戶暫未接受網上預約' }).waitFor()
      const reasons = checklist.getByTestId('readiness-reason')
      assert.equal(await reasons.count(), 1)
      assert.equal(await reasons.first().getAttribute('data-reason'), 'no_staff_on_service')
      await reasons.first().getByText('未有員工負責任何服務。').waitFor()
      await shot(page, 'readiness-overview-zh-390')
      // The store editor shows the same checklist.
      await page.getByTestId('workspace-nav').getByRole('link', { name: '店舖頁面' }).click()
      await page.getByTestId('readiness').getByText('未有員工負責任何服務。').waitFor()
      await shot(page, 'readiness-store-zh-390')
      // Its link goes where the reason is fixed.
      await page.getByTestId('readiness').getByRole('link', { name: '分配員工' }).click()
      await page.waitForURL((url) => url.pathname === '/merchant/dashboard/staff')
    })
    for (const [viewport, size] of [
      [DESKTOP, 1440],
      [MOBILE, 390],
    ]) {
      await withSession(`readiness-en-${size}`, viewport, async (page) => {
        await openSignedIn(page, s.owner, '/merchant/dashboard', 'en')
        await page.getByTestId('readiness').getByText('No staff member is assigned to a service.').waitFor()
        await page.getByTestId('readiness').getByRole('link', { name: 'Assign staff' }).waitFor()
        await shot(page, `readiness-overview-en-${size}`)
      })
    }
    await withSession('readiness-zh-1440', DESKTOP, async (page) => {
      await openSignedIn(page, s.owner, '/merchant/dashboard', 'zh')
      await page.getByTestId('readiness').getByText('未有員工負責任何服務。').waitFor()
      await shot(page, 'readiness-overview-zh-1440')
    })

    // The public booking page: no dates, the C.6 sentence, WhatsApp (the shop's number).
    const ann = await account('ann')
    await withSession('not-bookable-zh-390', MOBILE, async (page) => {
      await openSignedIn(page, ann, `/shops/${s.shopId}/book`, 'zh')
      const panel = page.getByTestId('not-bookable')
      await panel.getByRole('heading', { name: '暫未開放網上預約' }).waitFor()
      await panel.getByText('此商戶暫未開放網上預約，請直接聯絡商戶預約。').waitFor()
      assert.equal(await panel.getByRole('link', { name: 'WhatsApp 聯絡' }).getAttribute('href'), 'https://wa.me/85261234567')
      assert.equal(await page.locator('button[data-date]').count(), 0, 'no struck-through dates')
      await shot(page, 'not-bookable-zh-390')
    })
    // create-booking refuses it with C.6's not_bookable, nothing written.
    const refused = await call('create-booking', { serviceId: s.serviceId, staffId: null, startAt: at(D, '11:00'), idempotencyKey: crypto.randomUUID() }, await tokenOf(ann))
    assert.equal(refused.status, 409)
    assert.equal(refused.body.code, 'not_bookable')
    assert.equal((await sql(`SELECT count(*) AS n FROM bookings WHERE shop_id = '${s.shopId}'`))[0].n, 0)
  })

  test('the owner opens a client card from a booking in the inbox and sees the phone number', async () => {
    const s = await seedShop()
    const made = await call(
      'create-manual-booking',
      {
        shopId: s.shopId,
        serviceId: s.serviceId,
        staffId: s.amy,
        startAt: at(D, '10:00'),
        customer: { name: '陳大文', phone: '+852 9123 4567' },
        source: 'phone',
      },
      await tokenOf(s.owner),
    )
    assert.equal(made.status, 201, JSON.stringify(made.body))
    await withSession('client-card-zh-390', MOBILE, async (page) => {
      await openSignedIn(page, s.owner, '/merchant/dashboard/bookings', 'zh')
      await page.getByRole('tab', { name: /即將來臨/ }).click()
      const booking = page.locator(`[data-booking-id="${made.body.booking.id}"]`).first()
      await booking.getByText('陳大文').first().waitFor()
      assert.equal(await booking.getByTestId('booking-phone').getAttribute('href'), 'tel:+85291234567')
      await booking.getByRole('link', { name: '客戶資料' }).click()
      const card = page.getByTestId('client-card')
      await card.waitFor()
      await page.getByRole('heading', { name: '陳大文' }).waitFor()
      const phone = card.getByTestId('client-phone')
      assert.equal((await phone.textContent()).trim(), '+852 9123 4567')
      assert.equal(await phone.getAttribute('href'), 'tel:+85291234567')
      await page.getByTestId('client-history').getByText('凝膠甲').waitFor()
      // The private note is kept for the team.
      await page.getByTestId('client-note').fill('喜歡短甲')
      await page.getByRole('button', { name: '儲存備註' }).click()
      await page.getByText('已儲存備註').waitFor()
      await shot(page, 'client-card-zh-390')
    })
    const [client] = await sql(`SELECT note, phone FROM shop_clients WHERE shop_id = '${s.shopId}'`)
    assert.deepEqual({ ...client }, { note: '喜歡短甲', phone: '+852 9123 4567' })
  })
})
