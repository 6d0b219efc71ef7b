// Live screens (issue 19): the merchant's booking inbox shows a new request without a reload
// (Realtime postgres_changes invalidating the inbox query; its own refetch is only every 60 s),
// and the customer's /user/bookings shows the shop's confirmation the same way.
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { join } from 'node:path'
import { randomUUID } from 'node:crypto'
import { MOBILE, SCREENSHOTS, launchBrowser, useServer } from './helpers.mjs'
import { account, at, call, hkDate, openSignedIn, seedShop, tokenOf } from './booking-helpers.mjs'
import { startMarketplaceServer } from './second-server.mjs'

const skip = process.env.EMU_E2E_SERVER_BIN && process.env.EMU_E2E_DATABASE ? false : 'run through scripts/e2e.sh'

// The booking screens belong to the marketplace (EMU_MARKETPLACE=1): a server of their own.
let browser
let server
before(async () => {
  if (skip) return
  browser = await launchBrowser()
  server = await startMarketplaceServer()
  useServer(server)
})
after(async () => {
  await browser?.close()
  await server?.stop()
})
const D = hkDate(5)

async function withSession(name, body) {
  const context = await browser.newContext({ viewport: MOBILE, locale: 'en-US' })
  const page = await context.newPage()
  const errors = []
  page.on('pageerror', (e) => errors.push(e.message))
  page.on('console', (msg) => {
    if (msg.type() === 'error' && /Content Security Policy/i.test(msg.text())) errors.push(msg.text())
  })
  try {
    await body(page)
    assert.deepEqual(errors, [], 'uncaught errors or CSP violations in the page')
  } catch (error) {
    await page.screenshot({ path: join(SCREENSHOTS, `${name}-failure.png`), fullPage: true }).catch(() => {})
    throw error
  } finally {
    await context.close()
  }
}

// Resolves once the page's Realtime channel on `table` has joined (the server's phx_reply "ok"
// to its phx_join), so a change made after that is delivered however loaded the machine is.
function liveChannelJoined(page, table) {
  const joined = new Promise((resolve) => {
    page.on('websocket', (ws) => {
      ws.on('framereceived', ({ payload }) => {
        const text = String(payload)
        if (text.includes('"phx_reply"') && text.includes(`"realtime:live-${table}-`) && text.includes('"status":"ok"')) resolve()
      })
    })
  })
  let timer
  const late = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the live ${table} channel did not join within 20 s`)), 20_000)
  })
  return Promise.race([joined, late]).finally(() => clearTimeout(timer))
}

describe('live screens', { skip }, () => {
  test('the merchant inbox shows a new request, and the customer its confirmation, without a reload', async () => {
    const s = await seedShop({ autoConfirm: false, staff: ['Amy'] })
    const ann = await account('ann')
    const annToken = await tokenOf(ann)
    await withSession('live-inbox', async (page) => {
      const inboxLive = liveChannelJoined(page, 'bookings')
      await openSignedIn(page, s.owner, '/merchant/dashboard/bookings')
      const section = page.getByTestId('merchant-bookings')
      await section.getByRole('tab', { name: /Requests \(0\)/ }).waitFor()
      await inboxLive
      const made = await call('create-booking', { serviceId: s.serviceId, staffId: s.amy, startAt: at(D, '11:00'), idempotencyKey: randomUUID() }, annToken)
      assert.equal(made.status, 201, JSON.stringify(made.body))
      const row = section.locator(`[data-booking-id="${made.body.booking.id}"]`)
      await row.getByText('11:00–12:00 HKT').waitFor({ timeout: 15_000 })
      await section.getByRole('tab', { name: /Requests \(1\)/ }).waitFor({ timeout: 15_000 })
      await page.screenshot({ path: join(SCREENSHOTS, 'live-inbox-en-390.png'), fullPage: true })

      // The customer's page follows the shop's answer.
      const context = page.context()
      const mine = await context.browser().newContext({ viewport: MOBILE, locale: 'en-US' })
      const customer = await mine.newPage()
      try {
        const bookingsLive = liveChannelJoined(customer, 'bookings')
        await openSignedIn(customer, ann, '/user/bookings')
        const booking = customer.locator(`[data-booking-id="${made.body.booking.id}"]`)
        await booking.getByText('Waiting for the shop').first().waitFor()
        await bookingsLive
        await row.getByRole('button', { name: 'Confirm' }).click()
        await section.getByRole('tab', { name: /Requests \(0\)/ }).waitFor()
        await booking.getByText('Confirmed').first().waitFor({ timeout: 15_000 })
      } finally {
        await mine.close()
      }
    })
  })
})
