// Issue 30, the typhoon flow of salon-day.md C.4 on a phone (390 px), in English and Chinese: the
// Observatory's feed (a stand-in of the documented warnsum JSON on 127.0.0.1, polled every
// second) raises Signal No. 8 with nobody at the admin screen. Then the banner shows on every
// page; the booking page offers no time today and says why; a customer's booking later today is
// free to reschedule or cancel inside the shop's 24 h notice, and cancelling it costs nothing;
// the shop sees whom to call, with their phone. When the feed drops the signal, the event ends
// and the banner goes. Its own server with the marketplace open.
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import http from 'node:http'
import { randomUUID } from 'node:crypto'
import { join } from 'node:path'
import { MOBILE, SCREENSHOTS, launchBrowser, useServer } from './helpers.mjs'
import { eventually, sql } from './admin-helpers.mjs'
import { account, api, at, call, hkDate, openSignedIn, seedShop, tokenOf } from './booking-helpers.mjs'
import { startMarketplaceServer } from './second-server.mjs'

const skip = process.env.EMU_E2E_SERVER_BIN && process.env.EMU_E2E_DATABASE ? false : 'run through scripts/e2e.sh'

const T8 = {
  WTCSGNL: { name: 'Tropical Cyclone Warning Signal', code: 'TC8SE', actionCode: 'ISSUE', issueTime: '2026-11-27T03:00:00+08:00' },
}
let warnings = {}
const hko = http.createServer((req, res) => {
  const url = new URL(req.url, 'http://x')
  if (url.searchParams.get('dataType') !== 'warnsum') return void res.writeHead(404).end()
  res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(warnings))
})

let browser
let server
before(async () => {
  browser = await launchBrowser()
  if (skip) return
  await new Promise((resolve) => hko.listen(0, '127.0.0.1', resolve))
  server = await startMarketplaceServer({
    EMU_HKO_WARNSUM_URL: `http://127.0.0.1:${hko.address().port}/weatherAPI/opendata/weather.php?dataType=warnsum&lang=en`,
    EMU_HKO_POLL_SECONDS: '1',
  })
  useServer(server)
})
after(async () => {
  await browser?.close()
  await server?.stop()
  hko.close()
})

const TEXT = {
  en: {
    banner: 'Typhoon Signal No. 8 is in force. Shops may be closed. Affected bookings can be rescheduled or cancelled free of charge.',
    service: /Gel manicure/,
    today: 'No same-day bookings while Typhoon Signal No. 8 is in force. Please choose another date.',
    free: 'Severe weather affects this booking: you can reschedule or cancel free of charge.',
    reschedule: 'Reschedule',
    cancel: 'Cancel booking',
    contacts: /Weather warning: 1 booking to contact/,
  },
  zh: {
    banner: '八號颱風信號現正生效。商戶或會暫停營業，受影響的預約可免費改期或取消。',
    service: /凝膠甲/,
    today: '八號颱風信號生效期間暫停即日預約，請選擇其他日期。',
    free: '此預約受惡劣天氣影響：你可免費改期或取消。',
    reschedule: '改期',
    cancel: '取消預約',
    contacts: /天氣警告：需聯絡 1 個預約/,
  },
}

async function phone(name, body) {
  const context = await browser.newContext({ viewport: MOBILE, locale: 'en-US', timezoneId: 'America/New_York' })
  const page = await context.newPage()
  const errors = []
  page.on('pageerror', (e) => errors.push(e.message))
  try {
    await body(page)
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    assert.ok(overflow <= 0, `${name}: ${overflow}px horizontal overflow at 390 px`)
    await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true })
  } catch (error) {
    await page.screenshot({ path: join(SCREENSHOTS, `${name}-failure.png`), fullPage: true }).catch(() => {})
    throw error
  } finally {
    await context.close()
  }
  assert.deepEqual(errors, [], `${name}: uncaught errors in the page`)
}

/** A confirmed booking moved (as the shop's book would) to start in `minutes` from now. */
async function bookingSoon(shop, who, minutes, hhmm) {
  const made = await call(
    'create-booking',
    { serviceId: shop.serviceId, staffId: shop.amy, startAt: at(hkDate(2), hhmm), idempotencyKey: randomUUID(), customerPhone: '+852 6123 4567' },
    await tokenOf(who),
  )
  assert.equal(made.status, 201, JSON.stringify(made.body))
  const start = Math.ceil((Date.now() + minutes * 60_000) / 60_000) * 60_000
  const stamp = (ms) => new Date(ms).toISOString().replace('.000Z', 'Z')
  const moved = await api(`/rest/v1/bookings?id=eq.${made.body.booking.id}`, {
    method: 'PATCH',
    body: { start_at: stamp(start), end_at: stamp(start + 3600_000), occupied_until: stamp(start + 75 * 60_000) },
    prefer: 'return=minimal',
  })
  assert.equal(moved.status, 204, JSON.stringify(moved.body))
  return made.body.booking.id
}

const openEvents = () => sql(`SELECT kind, source FROM weather_events WHERE ended_at IS NULL`)

describe('typhoon', { skip }, () => {
  test("the Observatory's Signal No. 8 closes today's booking, frees affected bookings and lists them for the shop; its end reopens", async () => {
    const shop = await seedShop({ staff: ['Amy'] })
    if (hkDate(0) !== new Date(Date.now() + 8 * 3600_000 + 10 * 60_000).toISOString().slice(0, 10)) {
      // Within 10 minutes of midnight in Hong Kong the bookings below would fall tomorrow.
      await new Promise((resolve) => setTimeout(resolve, Date.parse(`${hkDate(1)}T00:00:00+08:00`) - Date.now() + 5_000))
    }
    const people = { en: await account('typhoon-en'), zh: await account('typhoon-zh') }
    // Later today (Hong Kong), inside the shop's 24 h notice: not free to cancel without the signal.
    const bookings = { en: await bookingSoon(shop, people.en, 6, '10:00'), zh: await bookingSoon(shop, people.zh, 7, '14:00') }
    // A third customer keeps theirs: the shop is shown whom to call.
    const kept = await bookingSoon(shop, await account('typhoon-third'), 9, '16:00')
    const late = await call('cancel-booking', { bookingId: bookings.en }, await tokenOf(people.en))
    assert.equal(late.status, 409, 'before the signal, inside the notice the customer cannot cancel')

    warnings = T8
    await eventually(async () => JSON.stringify(await openEvents()) === JSON.stringify([{ kind: 'T8', source: 'hko' }]), {
      timeoutMs: 15_000,
      message: 'the feed opened a T8 event with source hko',
    })
    await eventually(async () => (await sql(`SELECT count(*) AS n FROM bookings WHERE weather_affected = 1 AND shop_id = '${shop.shopId}'`))[0].n === 3, {
      timeoutMs: 5_000,
      message: 'the three bookings of today are weather-affected',
    })

    for (const lang of ['en', 'zh']) {
      const text = TEXT[lang]
      await phone(`typhoon-book-${lang}-390`, async (page) => {
        await openSignedIn(page, people[lang], `/shops/${shop.shopId}/book`, lang)
        await page.getByTestId('weather-banner').getByText(text.banner.split(/(?<=[.。])\s*/)[0]).waitFor()
        assert.equal((await page.getByTestId('weather-banner').textContent()).replace(/\s+/g, ' ').includes(text.banner.replace(/\s+/g, ' ')), true)
        await page.getByRole('button', { name: text.service }).click()
        await page.getByTestId('weather-today').getByText(text.today).waitFor()
        const today = page.locator(`button[data-date="${hkDate(0)}"]`)
        await page.waitForFunction(() => [...document.querySelectorAll('button[data-date]')].every((b) => !b.className.includes('animate-pulse')))
        assert.equal(await today.isDisabled(), true, 'no time is offered today')
        // Only today: the next day's times are offered as usual.
        assert.equal(await page.locator(`button[data-date="${hkDate(1)}"]`).isDisabled(), false, 'tomorrow stays bookable')
      })
      await phone(`typhoon-my-bookings-${lang}-390`, async (page) => {
        await openSignedIn(page, people[lang], '/user/bookings', lang)
        const card = page.locator(`[data-booking-id="${bookings[lang]}"]`)
        await card.getByTestId('weather-free').getByText(text.free).waitFor()
        await card.getByRole('button', { name: text.reschedule }).waitFor()
        await card.getByRole('button', { name: text.cancel }).click()
        await page.getByRole('dialog').getByRole('button', { name: text.cancel }).click()
        await card.waitFor({ state: 'detached' })
      })
      const [row] = await sql(`SELECT status, cancelled_by, cancel_reason FROM bookings WHERE id = '${bookings[lang]}'`)
      assert.deepEqual({ ...row }, { status: 'cancelled', cancelled_by: 'customer', cancel_reason: 'weather' })
      assert.equal((await sql(`SELECT count(*) AS n FROM booking_slots WHERE booking_id = '${bookings[lang]}'`))[0].n, 0)
    }

    // The shop is shown whom to call: the booking still standing.
    assert.equal((await sql(`SELECT weather_affected FROM bookings WHERE id = '${kept}'`))[0].weather_affected, 1)
    for (const lang of ['en', 'zh']) {
      await phone(`typhoon-shop-${lang}-390`, async (page) => {
        await openSignedIn(page, shop.owner, '/merchant/dashboard/bookings', lang)
        const list = page.getByTestId('weather-contacts')
        await list.getByText(TEXT[lang].contacts).waitFor()
        const call = list.getByRole('link', { name: '+852 6123 4567' })
        assert.equal(await call.getAttribute('href'), 'tel:+85261234567')
      })
    }

    warnings = {}
    await eventually(async () => (await openEvents()).length === 0, { timeoutMs: 15_000, message: 'the feed ended the event' })
    await phone('typhoon-ended-en-390', async (page) => {
      await openSignedIn(page, people.en, '/user/bookings', 'en')
      await page.getByRole('heading', { level: 1 }).first().waitFor()
      await page.waitForLoadState('networkidle')
      assert.equal(await page.getByTestId('weather-banner').count(), 0, 'no banner once the feed dropped the signal')
    })
  })
})
