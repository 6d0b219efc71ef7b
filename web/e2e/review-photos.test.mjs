// Review photos (issue 31), in the browser: after a completed visit the customer writes a review
// on a phone in Chinese and adds two photos (each uploads with its progress and shows as a
// thumbnail; a text file is refused by name and nothing typed is lost); the shop page shows
// the two thumbnails with the review in both languages at 390 px (and en at 1440), each opening the large
// version; the admin strips the review's text and the photos leave the shop page with it.
import assert from 'node:assert/strict'
import { execFile } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { promisify } from 'node:util'
import { join } from 'node:path'
import { after, before, describe, test } from 'node:test'
import { DESKTOP, MOBILE, SCREENSHOTS, launchBrowser, png, withPage } from './helpers.mjs'
import { SERVER_BIN, startServer } from './second-server.mjs'
import { glowVisit, seedShops, serviceApi, serviceKeyOf } from './market-seed.mjs'
import { signIn } from './booking-helpers.mjs'

const run = promisify(execFile)
const PASSWORD = 'Review-Photos-Passw0rd'
const ADMIN = { email: `admin-${randomUUID().slice(0, 8)}@e2e.emu.hk`, password: 'Review-Photos-Admin-Passw0rd' }
const COMMENT = '做得好仔細，顏色同相片一樣。'

let browser
let server
let api
let ctx = {}

const shot = (page, name) => page.screenshot({ path: join(SCREENSHOTS, `review-photos-${name}.png`), fullPage: true })
const useLanguage = (page, lang) =>
  page.context().addInitScript((value) => localStorage.setItem('emu.lang', value), lang === 'zh' ? 'zh-HK' : 'en')

before(async () => {
  browser = await launchBrowser()
  if (!SERVER_BIN) return
  server = await startServer({ EMU_MARKETPLACE: undefined, EMU_MAX_BODY: String(10 * 1024 * 1024) })
  api = serviceApi(server, await serviceKeyOf(server))
  const { glow } = await seedShops(api)
  const { mei, booking } = await glowVisit(api, glow, {
    password: PASSWORD,
    daysAgo: 2,
    status: 'completed',
    extra: { completed_at: new Date().toISOString() },
  })
  ctx = { glow, mei, booking }
})
after(async () => {
  await browser?.close()
  await server?.stop()
})

const skip = SERVER_BIN ? false : 'EMU_E2E_SERVER_BIN is not set (scripts/e2e.sh exports it)'

describe('review photos', { skip }, () => {
  test('two photos with a review (zh 390) -> on the shop page (en and zh 390, en 1440) -> gone with stripped text', async () => {
    const { glow, mei, booking } = ctx
    await withPage(browser, 'review-photos-write-zh-390', { viewport: MOBILE }, async (page) => {
      await page.goto(`${server.url}/auth/login?next=${encodeURIComponent(`/user/bookings?review=${booking.id}`)}`)
      await signIn(page, mei)
      await page.waitForURL((url) => url.pathname === '/user/bookings' && url.searchParams.get('review') === booking.id)
      await page.evaluate(() => localStorage.setItem('emu.lang', 'zh-HK'))
      await page.reload()
      const dialog = page.getByRole('dialog', { name: '評價這次服務' })
      await dialog.waitFor()
      await dialog.getByRole('radio', { name: '5 星，非常好' }).check({ force: true })
      await dialog.getByLabel('你的評語').fill(COMMENT)
      // A file that is not an image is refused by name; the comment stays.
      await dialog.getByTestId('review-photo-file').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') })
      await dialog.getByRole('alert').getByText('notes.txt 不是 JPEG、PNG 或 WebP 圖片。').waitFor()
      assert.equal(await dialog.getByLabel('你的評語').inputValue(), COMMENT)
      await dialog.getByTestId('review-photo-file').setInputFiles([
        { name: 'nails-1.png', mimeType: 'image/png', buffer: png(1200, 900, [225, 29, 72]) },
        { name: 'nails-2.png', mimeType: 'image/png', buffer: png(900, 1200, [250, 204, 21]) },
      ])
      await dialog.getByRole('img', { name: '你的相片 2' }).waitFor()
      await dialog.getByText('相片（2／4）').waitFor()
      await shot(page, 'write-zh-390')
      await dialog.getByRole('button', { name: '發佈評價' }).click()
      await page.getByRole('status').getByText('多謝你！你的評價已在商戶頁面顯示。').waitFor()
    })
    const [review] = await api.select('reviews', `booking_id=eq.${booking.id}&select=id,photos,author_name`)
    assert.equal(review.photos.length, 2)
    assert.ok(review.photos.every((name) => name.startsWith(`${mei.id}/`)), JSON.stringify(review.photos))

    const texts = { en: { list: 'Photos from this review', alt: `Photo 1 by ${review.author_name}` }, zh: { list: '此評價的相片', alt: `${review.author_name} 的相片 1` } }
    for (const [lang, viewport, name] of [['en', MOBILE, 'en-390'], ['zh', MOBILE, 'zh-390'], ['en', DESKTOP, 'en-1440']]) {
      await withPage(browser, `review-photos-shop-${name}`, { viewport }, async (page) => {
        await useLanguage(page, lang)
        await page.goto(`${server.url}/shops/${glow}`)
        const card = page.locator(`[data-review-id="${review.id}"]`)
        const photos = card.getByRole('list', { name: texts[lang].list })
        await photos.waitFor()
        assert.equal(await photos.getByRole('img').count(), 2)
        const first = photos.getByRole('img', { name: texts[lang].alt })
        await first.scrollIntoViewIfNeeded()
        // The thumbnail really loaded (the server's 400 px WebP), and links the 1200 px one.
        await page.waitForFunction((el) => el.complete && el.naturalWidth > 0, await first.elementHandle())
        assert.match(await first.getAttribute('src'), /\/storage\/v1\/object\/public\/review-photos\/.+\.w400\.webp$/)
        assert.match(await photos.getByRole('link').first().getAttribute('href'), /\.w1200\.webp$/)
        await shot(page, `shop-${name}`)
      })
    }

    // Moderation strips the text: the photos go with it.
    const key = await serviceKeyOf(server)
    await run(SERVER_BIN, ['create-admin', '--email', ADMIN.email, '--password', ADMIN.password], { env: server.env })
    const login = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: key, 'Content-Type': 'application/json' },
      body: JSON.stringify(ADMIN),
    })
    const adminToken = (await login.json()).access_token
    const res = await fetch(`${server.url}/functions/v1/moderate-review`, {
      method: 'POST',
      headers: { apikey: key, Authorization: `Bearer ${adminToken}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ reviewId: review.id, action: 'strip_text' }),
    })
    assert.equal(res.status, 200, await res.text())
    await withPage(browser, 'review-photos-stripped-en-1440', { viewport: DESKTOP }, async (page) => {
      await useLanguage(page, 'en')
      await page.goto(`${server.url}/shops/${glow}`)
      const card = page.locator(`[data-review-id="${review.id}"]`)
      await card.getByText('Comment removed for breaching our guidelines').waitFor()
      assert.equal(await card.getByTestId('review-photos').count(), 0)
    })
  })
})
