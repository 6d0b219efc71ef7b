// Issue 31, My bookings at 390 px in English and Chinese (and screenshots at 1440 px): each card
// names the shop (a link to its page), its address and the price; a request the shop declined
// reads "Declined", one the customer cancelled "Cancelled"; the lists split by status and time:
// Upcoming = live (pending or confirmed) and ahead, Past = visits whose time has come,
// Cancelled = cancelled, declined or expired, ahead or behind. The booking flow brings the next
// step into view after each tap on a phone. Its own server with the marketplace open.
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'
import { join } from 'node:path'
import { BASE_URL, DESKTOP, MOBILE, SCREENSHOTS, launchBrowser, useServer } from './helpers.mjs'
import { sql } from './admin-helpers.mjs'
import { account, at, call, hkDate, openSignedIn, seedShop, tokenOf } from './booking-helpers.mjs'
import { startMarketplaceServer } from './second-server.mjs'

const skip = process.env.EMU_E2E_SERVER_BIN && process.env.EMU_E2E_DATABASE ? false : 'run through scripts/e2e.sh'
// 'after' (this branch) or 'before' (the same steps against main's build, for the closing note).
const TAG = process.env.EMU_E2E_SHOT_TAG ?? 'after'

let browser
let server
let shop
let customer
before(async () => {
  browser = await launchBrowser()
  if (skip) return
  server = await startMarketplaceServer()
  useServer(server)
  shop = await seedShop({ autoConfirm: false, name: 'Glow Nails', nameZh: '光光美甲' })
  customer = await account('mine')
  const token = await tokenOf(customer)
  const ownerToken = await tokenOf(shop.owner)
  const D = hkDate(3)
  const book = async (hhmm, date = D) => {
    const res = await call('create-booking', { serviceId: shop.serviceId, staffId: shop.amy, startAt: at(date, hhmm), idempotencyKey: randomUUID() }, token)
    assert.equal(res.status, 201, JSON.stringify(res.body))
    return res.body.booking.id
  }
  // Upcoming: a confirmed booking in three days.
  const confirmed = await book('11:00')
  assert.equal((await call('respond-booking', { bookingId: confirmed, action: 'confirm' }, ownerToken)).status, 200)
  // Cancelled, though ahead: one the shop declined, one the customer cancelled.
  const declined = await book('15:00')
  assert.equal((await call('respond-booking', { bookingId: declined, action: 'decline', reason: 'Fully booked' }, ownerToken)).status, 200)
  const cancelled = await book('17:00', hkDate(4))
  assert.equal((await call('cancel-booking', { bookingId: cancelled }, token)).status, 200)
  // Past: a visit last week, completed (moved back in time in the database: no API books the past).
  const visit = await book('12:00', hkDate(5))
  await sql(
    `UPDATE bookings SET status = 'completed', start_at = '${hkDate(-7)}T04:00:00Z', end_at = '${hkDate(-7)}T05:00:00Z', ` +
      `completed_at = '${hkDate(-7)}T06:00:00Z' WHERE id = '${visit}'`,
  )
  await sql(`DELETE FROM booking_slots WHERE booking_id = '${visit}'`)
})
after(async () => {
  await browser?.close()
  await server?.stop()
})

const TEXT = {
  en: {
    upcoming: /^Upcoming \(1\)$/, past: /^Past \(1\)$/, cancelled: /^Cancelled \(2\)$/,
    shop: 'Glow Nails', address: '1 Lockhart Road, Wan Chai · Wan Chai', declined: 'Declined', cancelledBadge: 'Cancelled', completed: 'Completed',
    viewShop: 'View shop', reason: 'Declined: Fully booked',
  },
  zh: {
    upcoming: /^即將來臨（1）$/, past: /^過往（1）$/, cancelled: /^已取消（2）$/,
    shop: '光光美甲', address: '1 Lockhart Road, Wan Chai · 灣仔區', declined: '已被拒絕', cancelledBadge: '已取消', completed: '已完成',
    viewShop: '查看店舖', reason: '已被拒絕：Fully booked',
  },
}

async function open(lang, viewport) {
  const context = await browser.newContext({ viewport, locale: lang === 'zh' ? 'zh-HK' : 'en-US', timezoneId: 'America/New_York' })
  const page = await context.newPage()
  const errors = []
  page.on('pageerror', (e) => errors.push(e.message))
  await openSignedIn(page, customer, '/user/bookings', lang)
  return { context, page, errors }
}

describe('My bookings (issue 31)', { skip }, () => {
  for (const lang of ['en', 'zh']) {
    test(`${lang}, 390 px: cards with shop, address, price and link; declined vs cancelled; grouping`, async () => {
      const { context, page, errors } = await open(lang, MOBILE)
      const T = TEXT[lang]
      try {
        const cards = page.getByTestId('my-booking')
        await cards.first().waitFor()
        await page.screenshot({ path: join(SCREENSHOTS, `my-bookings-${lang}-390-${TAG}.png`), fullPage: true })

        // Upcoming: the confirmed booking only, with everything a customer needs to get there.
        await page.getByRole('tab', { name: T.upcoming }).waitFor()
        assert.equal(await cards.count(), 1)
        const card = cards.first()
        assert.equal(await card.getByTestId('my-booking-shop').innerText(), T.shop)
        assert.equal(await card.getByTestId('my-booking-address').innerText(), T.address)
        assert.equal(await card.getByTestId('my-booking-price').innerText(), 'HK$380')
        assert.equal(await card.getByRole('link', { name: T.viewShop }).getAttribute('href'), `/shops/${shop.shopId}`)
        assert.equal(await card.getByRole('link', { name: T.shop }).getAttribute('href'), `/shops/${shop.shopId}`)

        // Cancelled: the declined request and the cancelled booking, both still ahead, named apart.
        await page.getByRole('tab', { name: T.cancelled }).click()
        await page.getByText(T.declined, { exact: true }).waitFor()
        assert.equal(await cards.count(), 2)
        const badges = await cards.locator('[data-status]').allInnerTexts()
        assert.deepEqual(badges.sort(), [T.declined, T.cancelledBadge].sort())
        await page.getByText(T.reason, { exact: true }).waitFor()
        await page.screenshot({ path: join(SCREENSHOTS, `my-bookings-${lang}-390-cancelled-${TAG}.png`), fullPage: true })

        // Past: the completed visit, not the cancelled future ones.
        await page.getByRole('tab', { name: T.past }).click()
        await page.locator('[data-status="completed"]').waitFor()
        assert.equal(await cards.count(), 1)
        assert.equal(await cards.first().locator('[data-status]').innerText(), T.completed)

        // The card's link opens the shop's page.
        await page.getByRole('tab', { name: T.upcoming }).click()
        await cards.first().getByRole('link', { name: T.viewShop }).click()
        await page.waitForURL((url) => url.pathname === `/shops/${shop.shopId}`)
        assert.deepEqual(errors, [])
      } catch (error) {
        await page.screenshot({ path: join(SCREENSHOTS, `my-bookings-${lang}-failure.png`), fullPage: true }).catch(() => {})
        throw error
      } finally {
        await context.close()
      }
    })

    test(`${lang}, 1440 px: the same page on a computer (screenshot)`, async () => {
      const { context, page } = await open(lang, DESKTOP)
      try {
        await page.getByTestId('my-booking').first().waitFor()
        await page.screenshot({ path: join(SCREENSHOTS, `my-bookings-${lang}-1440-${TAG}.png`), fullPage: true })
        const card = page.getByTestId('my-booking')
        assert.equal(await card.count(), 1)
        assert.equal(await card.getByTestId('my-booking-address').innerText(), TEXT[lang].address)
        assert.equal(await card.getByTestId('my-booking-price').innerText(), 'HK$380')
        await page.getByRole('tab', { name: TEXT[lang].cancelled }).waitFor()
      } finally {
        await context.close()
      }
    })
  }

  test('the booking flow brings the next step into view after each tap (390 px)', async () => {
    const { context, page } = await open('en', MOBILE)
    const inView = (id) =>
      page.evaluate((el) => {
        const box = document.getElementById(el)?.getBoundingClientRect()
        return Boolean(box) && box.top >= 0 && box.top < window.innerHeight
      }, id)
    try {
      await page.goto(`${BASE_URL}/shops/${shop.shopId}/book`)
      await page.getByRole('button', { name: /Gel manicure/ }).click()
      await page.waitForFunction(() => {
        const box = document.getElementById('step-staff')?.getBoundingClientRect()
        return box && box.top >= 0 && box.top < window.innerHeight
      })
      await page.getByRole('button', { name: /^Amy/ }).click()
      await page.waitForFunction(() => {
        const box = document.getElementById('step-date')?.getBoundingClientRect()
        return box && box.top >= 0 && box.top < window.innerHeight
      })
      const date = hkDate(6)
      await page.waitForFunction((d) => {
        const b = document.querySelector(`button[data-date="${d}"]`)
        return b && !b.disabled
      }, date)
      await page.locator(`button[data-date="${date}"]`).click()
      await page.waitForFunction(() => {
        const box = document.getElementById('step-time')?.getBoundingClientRect()
        return box && box.top >= 0 && box.top < window.innerHeight
      })
      assert.equal(await inView('step-time'), true)
      // The "4" badge keeps its round shape beside a heading that wraps at 390 px.
      const badge = await page.locator('#step-time > span[aria-hidden="true"]').boundingBox()
      assert.equal(Math.round(badge.width), 28)
      assert.equal(Math.round(badge.height), 28)
    } finally {
      await context.close()
    }
  })
})
