// Issue 15, reviews in the browser (marketplace.md C.3 and section 5 scenarios 8 and 9) on a
// server with the marketplace open: the shop completes a visit (respond-booking complete) ->
// the review invitation e-mail is in the outbox -> its link opens /user/bookings with the
// review dialog (Chinese, 390 px) -> the review shows on the shop page with "Verified visit"
// -> the merchant replies once from the dashboard -> the admin removes the text in
// /admin/reviews -> the shop page shows the stars, the removal notice and the reply, with the
// average unchanged, in English (1440 px) and Chinese (390 px).
import assert from 'node:assert/strict'
import { execFile } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { after, before, describe, test } from 'node:test'
import { DESKTOP, MOBILE, SCREENSHOTS, launchBrowser, sqliteRows, withPage } from './helpers.mjs'
import { SERVER_BIN, startServer } from './second-server.mjs'
import { glowVisit, seedShops, serviceApi, serviceKeyOf } from './market-seed.mjs'
import { signIn } from './booking-helpers.mjs'
import { eventually } from './admin-helpers.mjs'

const run = promisify(execFile)
const PASSWORD = 'Reviews-E2e-Passw0rd'
const ADMIN = { email: `admin-${randomUUID().slice(0, 8)}@e2e.emu.hk`, password: 'Reviews-Admin-Passw0rd' }
const COMMENT = 'Amy shaped my nails perfectly and was right on time.'
const REPLY = 'Thank you, see you next month!'

let browser
let server
let api
let ctx = {}

/** Rows of a SELECT on this server's SQLite database (the outbox is not exposed over HTTP). */
async function sql(query) {
  const file = server.env.EMU_DATABASE_URL.replace(/^sqlite:/, '')
  return sqliteRows(file, query)
}

async function tokenOf(email, password) {
  const key = await serviceKeyOf(server)
  const res = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: key, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  assert.equal(res.status, 200)
  return (await res.json()).access_token
}

const shot = (page, name) => page.screenshot({ path: join(SCREENSHOTS, `reviews-${name}.png`), fullPage: true })
const useLanguage = (page, lang) =>
  page.context().addInitScript((value) => localStorage.setItem('emu.lang', value), lang === 'zh' ? 'zh-HK' : 'en')

before(async () => {
  browser = await launchBrowser()
  if (!SERVER_BIN) return
  // The marketplace open (EMU_MARKETPLACE unset), invitations due at completion, a fast sweep.
  // The visit is yesterday 14:00 HKT: auto-completion (24 h after the end by default) would
  // complete it before the test does from 15:00 HKT on, so it waits a week here.
  server = await startServer({
    EMU_MARKETPLACE: undefined,
    EMU_REVIEW_INVITE_AFTER: '0',
    EMU_BOOKING_SWEEP_MS: '200',
    EMU_BOOKING_COMPLETE_AFTER: '604800',
  })
  await run(SERVER_BIN, ['create-admin', '--email', ADMIN.email, '--password', ADMIN.password], { env: server.env })
  api = serviceApi(server, await serviceKeyOf(server))
  const { glow } = await seedShops(api)
  const owner = { email: `owner-${randomUUID().slice(0, 8)}@example.hk`, password: PASSWORD }
  const ownerRow = await api.createUser(owner.email, owner.password, 'Glow Owner')
  owner.id = ownerRow.id ?? ownerRow.user?.id
  await api.insert('user_roles', [{ user_id: owner.id, role: 'merchant' }])
  await api.update('businesses', `id=eq.${glow}`, { merchant_id: owner.id })
  const { mei, booking } = await glowVisit(api, glow, { password: PASSWORD, daysAgo: 1, status: 'confirmed' })
  ctx = { glow, owner, mei, booking }
})
after(async () => {
  await browser?.close()
  await server?.stop()
})

const skip = SERVER_BIN ? false : 'EMU_E2E_SERVER_BIN is not set (scripts/e2e.sh exports it)'

describe('reviews: a completed visit to a moderated review', { skip }, () => {
  test('complete -> invitation -> write (zh, 390) -> shop page -> reply -> remove text -> stars and notice (en 1440, zh 390)', async () => {
    const { glow, owner, mei, booking } = ctx

    // Scenario 8: before completion a direct POST is refused with the C.3 code.
    const meiToken = await tokenOf(mei.email, mei.password)
    const early = await fetch(`${server.url}/functions/v1/submit-review`, {
      method: 'POST',
      headers: { apikey: await serviceKeyOf(server), Authorization: `Bearer ${meiToken}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ bookingId: booking.id, rating: 5, comment: 'Too early' }),
    })
    assert.equal(early.status, 403)
    assert.equal((await early.json()).code, 'not_eligible')

    // The shop marks the visit completed.
    const done = await fetch(`${server.url}/functions/v1/respond-booking`, {
      method: 'POST',
      headers: { apikey: await serviceKeyOf(server), Authorization: `Bearer ${await tokenOf(owner.email, owner.password)}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ bookingId: booking.id, action: 'complete' }),
    })
    assert.equal(done.status, 200, await done.text())

    // The invitation e-mail (sent once) with the link to the review dialog.
    const [mail] = await eventually(
      () => sql(`SELECT text_body, html_body, lang FROM email_outbox WHERE email_type = 'review-invitation' AND to_email = '${mei.email}'`).then((r) => r.length && r),
      { timeoutMs: 10_000, message: 'the review invitation in the outbox' },
    )
    const link = /https?:\/\/[^\s"<]+\/user\/bookings\?review=[0-9a-f-]+/.exec(mail.text_body)?.[0]
    assert.equal(link, `${server.url}/user/bookings?review=${booking.id}`)

    // The customer follows it on a phone: log in, back to the dialog; writes in Chinese.
    await withPage(browser, 'reviews-write-zh-390', { viewport: MOBILE }, async (page) => {
      await page.goto(link)
      await page.waitForURL((url) => url.pathname === '/auth/login')
      await signIn(page, mei)
      await page.waitForURL((url) => url.pathname === '/user/bookings' && url.searchParams.get('review') === booking.id)
      await page.evaluate(() => localStorage.setItem('emu.lang', 'zh-HK'))
      await page.reload()
      const dialog = page.getByRole('dialog', { name: '評價這次服務' })
      await dialog.waitFor()
      // Sending without stars or comment: the form's messages, nothing posted.
      await dialog.getByRole('button', { name: '發佈評價' }).click()
      await dialog.getByText('請選擇 1 至 5 星評分。').waitFor()
      await dialog.getByText('請寫幾句關於這次服務的評語。').waitFor()
      // Stars are a radio group: focus the first star, arrow right three times -> 4 stars.
      await dialog.getByRole('radio', { name: '1 星，差' }).focus()
      await page.keyboard.press('Space')
      for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight')
      assert.equal(await dialog.getByRole('radio', { name: '4 星，很好' }).isChecked(), true)
      await dialog.getByLabel('你的評語').fill(COMMENT)
      await shot(page, 'write-zh-390')
      await dialog.getByRole('button', { name: '發佈評價' }).click()
      await page.getByRole('status').getByText('多謝你！你的評價已在商戶頁面顯示。').waitFor()
      // One review per visit: the button is gone, the stars are shown.
      const card = page.locator(`[data-booking-id="${booking.id}"]`)
      // (the list refetches after the write: wait for its stars before counting the button)
      await card.getByRole('img', { name: '4 星（滿分 5 星）' }).waitFor()
      assert.equal(await card.getByRole('button', { name: '撰寫評價' }).count(), 0)
      await card.getByRole('button', { name: '編輯評價' }).waitFor()
    })
    const [row] = await sql(`SELECT id, rating, comment, status, author_name FROM reviews WHERE booking_id = '${booking.id}'`)
    assert.deepEqual([row.rating, row.comment, row.status], [4, COMMENT, 'published'])
    // A second review of the visit is refused (C.3).
    const again = await fetch(`${server.url}/functions/v1/submit-review`, {
      method: 'POST',
      headers: { apikey: await serviceKeyOf(server), Authorization: `Bearer ${meiToken}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ bookingId: booking.id, rating: 1, comment: 'Again' }),
    })
    assert.equal(again.status, 409)
    assert.equal((await again.json()).code, 'already_reviewed')

    // Anyone sees it on the shop page: name, service, Verified visit, the new average.
    await withPage(browser, 'reviews-shop-en-1440', { viewport: DESKTOP }, async (page) => {
      await useLanguage(page, 'en')
      await page.goto(`${server.url}/shops/${glow}`)
      const review = page.locator(`[data-review-id="${row.id}"]`)
      await review.getByText(COMMENT).waitFor()
      await review.getByText(row.author_name).waitFor()
      await review.getByText('Gel manicure').waitFor()
      await review.getByText('Verified visit').waitFor()
      await review.getByRole('img', { name: '4 out of 5 stars' }).waitFor()
      // Seeded 5★ and 4★ plus this 4★: 4.3 from 3 reviews, one 5★ and two 4★.
      const summary = page.getByTestId('rating-summary')
      await summary.getByText('4.3').waitFor()
      await summary.getByText('3 reviews').waitFor()
      await summary.getByLabel('4 stars: 2').waitFor()
    })

    // The merchant replies once from the dashboard.
    await withPage(browser, 'reviews-merchant-en-1440', { viewport: DESKTOP }, async (page) => {
      await useLanguage(page, 'en')
      await page.goto(`${server.url}/auth/login?next=${encodeURIComponent('/merchant/dashboard?section=reviews')}`)
      await signIn(page, owner)
      const item = page.getByTestId('merchant-reviews').locator(`[data-review-id="${row.id}"]`)
      await item.getByRole('button', { name: 'Reply', exact: true }).click()
      await item.getByRole('button', { name: 'Post reply' }).click()
      await item.getByText('Please write your reply.').waitFor()
      await item.getByLabel('Your public reply').fill(REPLY)
      await item.getByRole('button', { name: 'Post reply' }).click()
      await item.getByTestId('merchant-reply').getByText(REPLY).waitFor()
      assert.equal(await item.getByRole('button', { name: 'Reply', exact: true }).count(), 0)
      await shot(page, 'merchant-en-1440')
      // Scenario 9: the shop reports another review as not first-hand, once.
      const other = page.getByTestId('merchant-reviews').getByTestId('merchant-review').filter({ hasText: 'Lovely staff.' })
      await other.getByRole('button', { name: 'Report', exact: true }).click()
      const dialog = page.getByRole('dialog', { name: 'Report this review' })
      await dialog.getByRole('button', { name: 'Send report' }).click()
      await dialog.getByText('Please choose a reason.').waitFor()
      await dialog.getByLabel('Reason').selectOption('not_first_hand')
      await dialog.getByRole('button', { name: 'Send report' }).click()
      await other.getByText('Thank you. Our team will look at this review.').waitFor()
      assert.equal(await other.getByRole('button', { name: 'Report', exact: true }).count(), 0)
    })
    const [report] = await sql(`SELECT review_id, reason, status FROM review_reports WHERE reporter_id = '${owner.id}'`)
    assert.deepEqual([report.reason, report.status], ['not_first_hand', 'open'])
    const twice = await fetch(`${server.url}/functions/v1/report-review`, {
      method: 'POST',
      headers: { apikey: await serviceKeyOf(server), Authorization: `Bearer ${await tokenOf(owner.email, owner.password)}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ reviewId: report.review_id, reason: 'fake' }),
    })
    assert.equal(twice.status, 409)
    assert.equal((await twice.json()).code, 'already_reported')
    await eventually(
      async () => (await sql(`SELECT COUNT(*) AS n FROM email_outbox WHERE email_type = 'review-replied' AND to_email = '${mei.email}'`))[0].n === 1,
      { message: 'the reply e-mail to the reviewer' },
    )

    // The admin removes the text and keeps the rating.
    await withPage(browser, 'reviews-admin-en-1440', { viewport: DESKTOP }, async (page) => {
      await useLanguage(page, 'en')
      await page.goto(`${server.url}/admin/login`)
      await page.getByLabel('Email').fill(ADMIN.email)
      await page.getByLabel('Password', { exact: true }).fill(ADMIN.password)
      await page.getByRole('button', { name: 'Sign In' }).click()
      await page.waitForURL('**/admin/verification')
      await page.getByRole('navigation', { name: 'Admin navigation' }).getByRole('link', { name: 'Reviews', exact: true }).click()
      await page.getByRole('heading', { level: 1, name: 'Reviews' }).waitFor()
      // Open reports first: the shop's report with its reason.
      await page.getByTestId('open-reports').getByText('Reason: Not a first-hand experience').waitFor()
      // ... and who reported it: the shop's owner (a profile without a name: its e-mail).
      await page.getByTestId('open-reports').getByText(`Reported by ${owner.email} · `, { exact: false }).waitFor()
      const item = page.getByTestId('all-reviews').locator(`[data-review-id="${row.id}"]`)
      await item.getByRole('button', { name: 'Remove text, keep rating' }).click()
      const confirm = page.getByRole('dialog', { name: 'Remove text, keep rating' })
      await confirm.getByRole('button', { name: 'Confirm' }).click()
      await item.getByText('Text removed', { exact: true }).waitFor()
      await item.getByText(COMMENT).waitFor() // the admin still sees the removed text
      await shot(page, 'admin-en-1440')
      // The decision on the dashboard's Recent Activity, with a readable label in both languages.
      await page.getByRole('navigation', { name: 'Admin navigation' }).getByRole('link', { name: 'Dashboard', exact: true }).click()
      // (the activity sentences name the shop: issue 31)
      await page.getByTestId('recent-activity').getByText(/removed the text of a review of Glow Nails/).first().waitFor()
      await page.getByRole('button', { name: '中文' }).click()
      await page.getByTestId('recent-activity').getByText(/移除了對 (光光美甲|Glow Nails) 評價的文字/).first().waitFor()
    })
    const [stripped] = await sql(`SELECT comment, status, rating FROM reviews WHERE id = '${row.id}'`)
    assert.deepEqual(stripped, { comment: null, status: 'text_removed', rating: 4 })
    assert.equal((await sql(`SELECT COUNT(*) AS n FROM audit_log WHERE action = 'review.strip_text' AND entity_id = '${row.id}'`))[0].n, 1)

    // The shop page: the stars, the notice, the reply; the average unchanged. Both languages.
    const texts = {
      en: { notice: 'Comment removed for breaching our guidelines', stars: '4 out of 5 stars', count: '3 reviews' },
      zh: { notice: '評價內容因違反社群守則已被移除', stars: '4 星（滿分 5 星）', count: '3 則評價' },
    }
    for (const [lang, viewport, name] of [['en', DESKTOP, 'en-1440'], ['zh', MOBILE, 'zh-390']]) {
      const T = texts[lang]
      await withPage(browser, `reviews-removed-${name}`, { viewport }, async (page) => {
        await useLanguage(page, lang)
        await page.goto(`${server.url}/shops/${glow}`)
        const review = page.locator(`[data-review-id="${row.id}"]`)
        await review.getByText(T.notice).waitFor()
        await review.getByRole('img', { name: T.stars }).waitFor()
        await review.getByTestId('merchant-reply').getByText(REPLY).waitFor()
        assert.equal(await page.getByText(COMMENT).count(), 0)
        const summary = page.getByTestId('rating-summary')
        await summary.getByText('4.3').waitFor()
        await summary.getByText(T.count).waitFor()
        await review.scrollIntoViewIfNeeded()
        await shot(page, `removed-${name}`)
      })
    }
  })
})
