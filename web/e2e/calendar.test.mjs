// The shop's calendar (issue 28, salon-day.md C.2). At 390 px in Chinese the owner adds a
// walk-in and blocks lunch for the whole shop from the day view, two taps each from the
// calendar; a customer in another browser then no longer sees those times on the shop's
// booking page. At 1440 px the owner drags a booking to a new time in the week view, and the
// book says so. Screenshots of the day and week views in both languages at 390 and 1440 px.
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { join } from 'node:path'
import { DESKTOP, MOBILE, SCREENSHOTS, launchBrowser, useServer } from './helpers.mjs'
import { account, at, call, hkDate, openSignedIn, seedShop, tokenOf } from './booking-helpers.mjs'
import { startMarketplaceServer } from './second-server.mjs'

const skip = process.env.EMU_E2E_SERVER_BIN && process.env.EMU_E2E_DATABASE ? false : 'run through scripts/e2e.sh'

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

const D = hkDate(1)
const PATH = '/merchant/dashboard/calendar'

/** The Monday (HKT) of a date key's week. */
function weekStart(day) {
  const weekday = new Date(`${day}T12:00:00+08:00`).getUTCDay()
  return new Date(Date.parse(`${day}T00:00:00Z`) - ((weekday + 6) % 7) * 86400_000).toISOString().slice(0, 10)
}

async function session(viewport, locale = 'en-US') {
  const context = await browser.newContext({ viewport, locale })
  const page = await context.newPage()
  const errors = []
  page.on('pageerror', (e) => errors.push(e.message))
  return {
    page,
    async close(name, failed) {
      if (failed) await page.screenshot({ path: join(SCREENSHOTS, `${name}-failure.png`), fullPage: true }).catch(() => {})
      await context.close()
      assert.deepEqual(errors, [], 'uncaught errors in the page')
    },
  }
}

async function withSession(name, viewport, body, locale) {
  const s = await session(viewport, locale)
  let failed = true
  try {
    await body(s.page)
    failed = false
  } finally {
    await s.close(name, failed)
  }
}

const shot = (page, name) => page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true })

/** The empty hour of the calendar's column named `label` at 'HH:00', tapped at its top (the full hour). */
async function tapHour(page, name) {
  await page.getByRole('button', { name, exact: true }).click({ position: { x: 12, y: 3 } })
}

/** A few bookings around the week so the views look like a working salon's. */
async function fillWeek(s, ownerToken) {
  const monday = weekStart(D)
  const people = [
    ['Wong Siu Ming', '+852 9876 5432', 'phone'],
    ['李嘉欣', '+852 6543 2109', 'whatsapp'],
    ['Cheung Ka Yan', '+852 5123 8888', 'instagram'],
    ['Ho Mei Ling', '+852 9234 5678', 'walk_in'],
  ]
  let i = 0
  for (let d = 0; d < 7; d += 1) {
    const day = new Date(Date.parse(`${monday}T00:00:00Z`) + d * 86400_000).toISOString().slice(0, 10)
    if (day < hkDate(0)) continue
    const plan = [
      [s.bea, '10:30'],
      [s.bea, '15:00'],
      ...(day === D ? [] : [[s.amy, '16:00']]),
      ...(d % 2 === 0 ? [[s.bea, '17:15']] : []),
    ]
    for (const [staffId, hhmm] of plan) {
      const [name, phone, source] = people[i++ % people.length]
      await call('create-manual-booking', { shopId: s.shopId, serviceId: s.serviceId, staffId, startAt: at(day, hhmm), customer: { name, phone }, source }, ownerToken)
    }
  }
}

describe('the shop calendar', { skip }, () => {
  test('390 px, Chinese: a walk-in and a lunch block from the day view; the online booking page loses those times; 1440 px: drag in the week view', async () => {
    const s = await seedShop({ autoConfirm: false, staff: ['Amy', 'Bea'] })
    const ownerToken = await tokenOf(s.owner)
    await fillWeek(s, ownerToken)

    await withSession('calendar-day', MOBILE, async (page) => {
      await openSignedIn(page, s.owner, PATH, 'zh')
      const section = page.getByTestId('calendar-section')
      await section.getByRole('heading', { name: '日程' }).waitFor()
      // The menu fits one row at 390 px and the current tab is in view.
      const nav = page.getByTestId('workspace-nav')
      const tabs = await nav.getByRole('link').evaluateAll((links) => links.map((a) => a.getBoundingClientRect().top))
      assert.ok(tabs.length >= 8, `${tabs.length} sections`)
      assert.equal(new Set(tabs.map(Math.round)).size, 1, 'one row of tabs')
      const current = await nav.locator('[aria-current="page"]').boundingBox()
      assert.ok(current && current.x >= 0 && current.x + current.width <= 390, 'the current tab is in view')

      await section.getByRole('button', { name: '後一天' }).click()
      await page.getByTestId('calendar-range').filter({ hasText: new RegExp(`${Number(D.slice(5, 7))}月${Number(D.slice(8))}日`) }).waitFor()
      // One staff member at a time on a phone, with a switcher.
      assert.equal(await page.getByTestId('calendar-column').count(), 1)
      await page.getByTestId('calendar-staff-switcher').getByRole('button', { name: 'Amy' }).waitFor()

      // Tap 1: the empty 10:00; tap 2: add. A walk-in by name and phone.
      await tapHour(page, 'Amy，10:00：加入預約或封鎖時段')
      const sheet = page.getByTestId('calendar-add-sheet')
      await sheet.getByRole('heading', { name: '加入日程' }).waitFor()
      assert.equal(await sheet.getByLabel('時間（香港時間）').inputValue(), '10:00')
      await sheet.getByLabel('顧客姓名').fill('陳大文')
      await sheet.getByRole('textbox', { name: '電話' }).fill('9123 4567')
      assert.equal(await sheet.getByRole('radio', { name: '即場' }).isChecked(), true)
      await shot(page, 'calendar-add-zh-390')
      await sheet.getByRole('button', { name: '加入預約' }).click()
      await sheet.waitFor({ state: 'detached' })
      const walkIn = page.getByTestId('calendar-booking').filter({ hasText: '陳大文' })
      await walkIn.waitFor()
      assert.match(await walkIn.textContent(), /10:00–11:00/)

      // The same time again is refused with the spec's sentence, and nothing typed is lost.
      await tapHour(page, 'Amy，11:00：加入預約或封鎖時段')
      await sheet.getByLabel('時間（香港時間）').fill('10:30')
      await sheet.getByLabel('顧客姓名').fill('張小姐')
      await sheet.getByRole('textbox', { name: '電話' }).fill('6123 0000')
      await sheet.getByRole('button', { name: '加入預約' }).click()
      const refusal = sheet.getByTestId('calendar-refusal')
      await refusal.waitFor()
      assert.equal((await refusal.textContent()).trim(), '此時段剛被預約，請選擇其他時間。')
      assert.equal(await sheet.getByLabel('顧客姓名').inputValue(), '張小姐')
      assert.equal(await sheet.getByRole('textbox', { name: '電話' }).inputValue(), '6123 0000')
      await sheet.getByRole('button', { name: '取消' }).click()
      await sheet.waitFor({ state: 'detached' })

      // Lunch for the whole shop: 12:00-13:00.
      await tapHour(page, 'Amy，12:00：加入預約或封鎖時段')
      await sheet.getByRole('tab', { name: '封鎖時段' }).click()
      await sheet.getByRole('radio', { name: '全店' }).check()
      assert.equal(await sheet.getByLabel('由').inputValue(), '12:00')
      assert.equal(await sheet.getByLabel('至').inputValue(), '13:00')
      await sheet.getByLabel('原因（選填）').fill('午膳')
      await sheet.getByRole('button', { name: '封鎖此時段' }).click()
      await sheet.waitFor({ state: 'detached' })
      await page.getByTestId('calendar-block').filter({ hasText: '午膳' }).waitFor()
      // Bea's column has it too.
      await page.getByTestId('calendar-staff-switcher').getByRole('button', { name: 'Bea' }).click()
      await page.getByTestId('calendar-block').filter({ hasText: '午膳' }).waitFor()
      await page.getByTestId('calendar-staff-switcher').getByRole('button', { name: 'Amy' }).click()
      await walkIn.waitFor()
      await shot(page, 'calendar-day-zh-390')

      // Tap the walk-in: the customer's phone, and its source.
      await walkIn.click()
      const details = page.getByTestId('calendar-booking-sheet')
      await details.getByRole('link', { name: '致電 9123 4567' }).waitFor()
      await details.getByText('即場').waitFor()
      await details.getByRole('button', { name: '關閉' }).click()

      await page.getByRole('tab', { name: '週' }).click()
      await page.getByTestId('calendar-range').filter({ hasText: '至' }).waitFor()
      await page.getByTestId('calendar-booking').first().waitFor()
      await shot(page, 'calendar-week-zh-390')
    }, 'zh-HK')

    // A customer in another browser: Amy's morning of D is gone, the afternoon is offered.
    const ann = await account('ann')
    await withSession('calendar-customer', MOBILE, async (page) => {
      await openSignedIn(page, ann, `/shops/${s.shopId}/book`)
      await page.getByRole('button', { name: /Gel manicure/ }).click()
      await page.getByRole('button', { name: /^Amy/ }).click()
      const day = page.locator(`button[data-date="${D}"]`)
      await day.waitFor()
      await page.waitForFunction((d) => {
        const b = document.querySelector(`button[data-date="${d}"]`)
        return b && !b.disabled
      }, D)
      await day.click()
      const list = page.getByTestId('slot-list')
      await list.getByRole('button', { name: '14:00', exact: true }).waitFor()
      const times = (await list.getByRole('button').allTextContents()).map((t) => t.trim())
      for (const gone of ['10:00', '10:30', '11:00', '11:15', '11:45', '12:00', '12:30']) assert.ok(!times.includes(gone), `${gone} is offered: ${times.join(' ')}`)
    })

    // 1440 px, English: the week view of Amy; drag the walk-in from 10:00 to 14:00.
    await withSession('calendar-week', DESKTOP, async (page) => {
      await openSignedIn(page, s.owner, PATH)
      const section = page.getByTestId('calendar-section')
      await section.getByRole('heading', { name: 'Calendar' }).waitFor()
      // Every staff member side by side in the day view.
      await page.getByTestId('calendar-column').nth(1).waitFor()
      assert.equal(await page.getByTestId('calendar-column').count(), 2)
      await shot(page, 'calendar-day-en-1440')
      await page.getByRole('tab', { name: 'Week' }).click()
      if (weekStart(D) !== weekStart(hkDate(0))) await section.getByRole('button', { name: 'Next week' }).click()
      assert.equal(await page.getByTestId('calendar-column').count(), 7)
      const walkIn = page.getByTestId('calendar-booking').filter({ hasText: '陳大文' })
      await walkIn.waitFor()
      await shot(page, 'calendar-week-en-1440')
      const id = await walkIn.getAttribute('data-booking-id')
      const box = await walkIn.boundingBox()
      const hour = await page.getByTestId('calendar-slot').first().boundingBox()
      const x = box.x + box.width / 2
      const y = box.y + 10
      await page.mouse.move(x, y)
      await page.mouse.down()
      for (let i = 1; i <= 8; i += 1) await page.mouse.move(x, y + (hour.height * 4 * i) / 8)
      await walkIn.filter({ hasText: '14:00–15:00' }).waitFor()
      await page.mouse.up()
      await page.getByTestId('calendar-notice').filter({ hasText: 'Booking moved to' }).waitFor()
      await page.locator(`[data-booking-id="${id}"]`).filter({ hasText: '14:00–15:00' }).waitFor()
      const cal = await call('shop-calendar', { shopId: s.shopId, from: D, days: 1 }, ownerToken)
      assert.equal(cal.status, 200)
      assert.equal(cal.body.bookings.find((b) => b.id === id).start_at, at(D, '14:00'))
      // The keyboard's way: open it and move it back with the form.
      await page.locator(`[data-booking-id="${id}"]`).focus()
      await page.keyboard.press('Enter')
      const details = page.getByTestId('calendar-booking-sheet')
      await details.getByLabel('Time (Hong Kong)').fill('16:30')
      await details.getByRole('button', { name: 'Move booking' }).click()
      await details.waitFor({ state: 'detached' })
      await page.locator(`[data-booking-id="${id}"]`).filter({ hasText: '16:30–17:30' }).waitFor()
    })

    // The other screenshots: day and week in English at 390 and in Chinese at 1440.
    for (const [viewport, lang, width] of [[MOBILE, 'en', 390], [DESKTOP, 'zh', 1440]]) {
      await withSession(`calendar-shots-${lang}-${width}`, viewport, async (page) => {
        await openSignedIn(page, s.owner, PATH, lang)
        const next = lang === 'zh' ? '後一天' : 'Next day'
        await page.getByTestId('calendar-section').getByRole('button', { name: next }).click()
        await page.getByTestId('calendar-booking').first().waitFor()
        await shot(page, `calendar-day-${lang}-${width}`)
        await page.getByRole('tab', { name: lang === 'zh' ? '週' : 'Week' }).click()
        await page.getByTestId('calendar-range').filter({ hasText: lang === 'zh' ? '至' : '–' }).waitFor()
        await page.getByTestId('calendar-booking').first().waitFor()
        await shot(page, `calendar-week-${lang}-${width}`)
      }, lang === 'zh' ? 'zh-HK' : 'en-US')
    }
  })
})
