// The merchant workspace in a browser (issue 16, marketplace.md C.2), on a server started with
// the marketplace open (second-server.mjs, like marketplace.test.mjs): a merchant approved from
// the admin screen fills the store page with a photo, adds a service and a staff member with
// hours, and the public shop page shows them and offers times; a booking made there shows in
// Analytics. A second merchant claims a listed shop at /merchant/claim in Chinese on a phone,
// the admin approves it in Business Claims, and the shop appears in that merchant's workspace.
import assert from 'node:assert/strict'
import { execFile } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { promisify } from 'node:util'
import { after, before, describe, test } from 'node:test'
import { join } from 'node:path'
import { DESKTOP, MOBILE, SCREENSHOTS, launchBrowser, png, withPage } from './helpers.mjs'
import { SERVER_BIN, startServer } from './second-server.mjs'
import { serviceApi, serviceKeyOf } from './market-seed.mjs'

const run = promisify(execFile)
const ADMIN = { email: 'admin@workspace.e2e.hk', password: 'Workspace-Admin-Passw0rd' }
const PASSWORD = 'Workspace-Passw0rd!'
const HK = 8 * 3600_000
const hkDate = (days) => new Date(Date.now() + HK + days * 86400_000).toISOString().slice(0, 10)

let browser
let server
let api
let key

async function rest(path, { method = 'GET', body, token } = {}) {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: { apikey: key, Authorization: `Bearer ${token ?? key}`, 'Content-Type': 'application/json', Prefer: 'return=representation' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await res.text()
  return { status: res.status, body: text ? JSON.parse(text) : null }
}

async function signInAs(page, email, next) {
  await page.goto(`${server.url}/auth/login?next=${encodeURIComponent(next)}`)
  await page.getByLabel(/^(Email|電郵)$/).fill(email)
  await page.getByLabel(/^(Password|密碼)$/).fill(PASSWORD)
  await page.getByRole('button', { name: /^(Log In|登入)$/ }).click()
  await page.waitForURL((url) => url.pathname === next.split('?')[0])
}

async function adminPage(page, path) {
  await page.goto(`${server.url}/admin/login`)
  await page.getByLabel('Email').fill(ADMIN.email)
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await page.waitForURL('**/admin/verification')
  if (path !== '/admin/verification') await page.goto(`${server.url}${path}`)
}

const shot = (page, name) => page.screenshot({ path: join(SCREENSHOTS, `workspace-${name}.png`), fullPage: true })

before(async () => {
  browser = await launchBrowser()
  if (!SERVER_BIN) return
  server = await startServer({ EMU_MARKETPLACE: undefined, EMU_ADMIN_EMAILS: ADMIN.email, EMU_ANALYTICS_FLUSH_MS: '200' })
  await run(SERVER_BIN, ['create-admin', '--email', ADMIN.email, '--password', ADMIN.password], { env: server.env })
  key = await serviceKeyOf(server)
  api = serviceApi(server, key)
})
after(async () => {
  await browser?.close()
  await server?.stop()
})

describe('merchant workspace', { skip: SERVER_BIN ? false : 'EMU_E2E_SERVER_BIN is not set (scripts/e2e.sh exports it)' }, () => {
  test('approved merchant: store page with a photo, a service, a staff member with hours → public page and slots → analytics', async () => {
    const tag = randomUUID().slice(0, 6)
    const email = `lotus-${tag}@example.hk`
    const merchant = await api.createUser(email, PASSWORD, 'Lotus Owner')
    const number = `WS-${tag}`
    await api.insert('merchant_applications', [
      {
        user_id: merchant.id ?? merchant.user?.id, application_number: number, status: 'pending_review', business_name: `Lotus Nails ${tag}`,
        business_name_zh: '蓮花美甲', district: 'Wan Chai', address: '8 Lockhart Road, Wan Chai', contact_person: 'Lotus Owner', contact_email: email,
        phone: '+852 6123 4567', business_types: ['nails'], agreed_to_terms: true, submitted_at: new Date().toISOString(),
      },
    ])

    // The admin approves the application on the Verification screen: the shop is made.
    await withPage(browser, 'workspace-approve', { viewport: DESKTOP }, async (page) => {
      await adminPage(page, '/admin/verification')
      await page.getByRole('searchbox', { name: 'Search' }).fill(number)
      const row = page.getByTestId('application-row').filter({ hasText: number })
      await row.getByRole('button').first().click()
      await row.getByLabel('Contacted merchant?').check()
      await row.getByRole('button', { name: 'Approve' }).click()
      await page.getByText('Application approved').waitFor()
    })
    const [shop] = await api.select('businesses', `name=eq.${encodeURIComponent(`Lotus Nails ${tag}`)}&select=id`)
    assert.ok(shop, 'the approval made the shop')

    await withPage(browser, 'workspace-merchant', { viewport: DESKTOP }, async (page) => {
      await signInAs(page, email, '/merchant/dashboard/store')
      const nav = page.getByRole('navigation', { name: 'Workspace sections' })
      for (const name of ['Overview', 'Store page', 'Services', 'Staff & hours', 'Bookings', 'Reviews', 'Analytics']) await nav.getByRole('link', { name }).waitFor()
      assert.equal(await nav.getByRole('link', { name: 'Store page' }).getAttribute('aria-current'), 'page')

      // Store page: details (a wrong latitude first), a cover photo with thumbnails, opening hours.
      const form = page.getByTestId('store-form')
      await form.getByLabel('Description (English)').fill('Gel manicures near Wan Chai MTR exit A3.')
      await form.getByLabel('Description (Chinese)').fill('灣仔港鐵站A3出口附近的凝膠甲店。')
      await form.getByLabel('Area or MTR station (English)').fill('Wan Chai')
      await form.getByLabel('Area or MTR station (Chinese)').fill('灣仔')
      await form.getByLabel('Floor and unit').fill('3/F, Flat C')
      await form.getByLabel('Latitude').fill('40.1')
      await form.getByLabel('Longitude').fill('114.1722')
      await form.getByLabel('Nail').check()
      await form.getByRole('button', { name: 'Save store page' }).click()
      await form.getByText('Enter a Hong Kong latitude between 22.1 and 22.6.').waitFor()
      await form.getByLabel('Latitude').fill('22.2773')
      assert.equal(await form.getByRole('link', { name: 'Check the position on the map' }).getAttribute('href'), 'https://www.google.com/maps/search/?api=1&query=22.2773,114.1722')
      await form.getByRole('button', { name: 'Save store page' }).click()
      await page.getByText('Store page saved').first().waitFor()

      await page.getByTestId('photo-input-cover').setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: png(1600, 1000, [225, 29, 72]) })
      await page.getByTestId('photos-editor').getByRole('img', { name: 'Cover photo' }).waitFor()
      const opening = page.getByTestId('opening-hours-form')
      for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']) {
        await opening.getByLabel(`Open on ${day}`, { exact: true }).check()
        await opening.getByLabel(`${day} period 1 from`, { exact: true }).fill('10:00')
        await opening.getByLabel(`${day} period 1 to`, { exact: true }).fill('20:00')
      }
      await opening.getByRole('button', { name: 'Save hours' }).click()
      await page.getByText('Hours saved.').first().waitFor()
      const [stored] = await api.select('businesses', `id=eq.${shop.id}&select=lat,area_zh,categories,cover_url,cover_thumb_url,operating_hours`)
      assert.equal(Number(stored.lat), 22.2773)
      assert.equal(stored.area_zh, '灣仔')
      assert.deepEqual(stored.categories, ['nails'])
      assert.match(stored.cover_url, new RegExp(`^/storage/v1/object/public/shop-photos/${shop.id}/`))
      const thumb = await fetch(`${server.url}${stored.cover_thumb_url}`)
      assert.equal(thumb.status, 200, 'the 400 px thumbnail exists')
      assert.ok(Number(thumb.headers.get('content-length') ?? (await thumb.arrayBuffer()).byteLength) > 0)

      // Services: one service (a missing name is refused first).
      await nav.getByRole('link', { name: 'Services' }).click()
      await page.getByRole('button', { name: 'Add service' }).click()
      const service = page.getByTestId('service-form')
      await service.getByRole('button', { name: 'Save' }).click()
      await service.getByText('Please enter the service name.').waitFor()
      await service.getByLabel('Service name (English)').fill('Gel manicure')
      await service.getByLabel('Service name (Chinese)').fill('凝膠甲')
      await service.getByLabel('Price (HK$)').fill('380')
      await service.getByLabel('Buffer after (minutes)').fill('15')
      await service.getByRole('button', { name: 'Save' }).click()
      await page.getByText('Service saved').first().waitFor()

      // Staff: Amy performs it and works 10:00-19:00 every day.
      await nav.getByRole('link', { name: 'Staff & hours' }).click()
      await page.getByRole('button', { name: 'Add staff member' }).click()
      const staff = page.getByTestId('staff-form')
      await staff.getByLabel('Name (English)').fill('Amy')
      await staff.getByLabel('Name (Chinese)').fill('艾美')
      await staff.getByLabel('Title (English)').fill('Senior nail artist')
      await staff.getByLabel('Gel manicure').check()
      await staff.getByRole('button', { name: 'Save' }).click()
      const week = page.getByTestId('staff-week-form')
      // A new staff member starts with the shop's hours (10:00-20:00); Amy leaves at 19:00.
      assert.equal(await week.getByLabel('Monday period 1 to', { exact: true }).inputValue(), '20:00')
      for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']) {
        await week.getByLabel(`${day} period 1 to`, { exact: true }).fill('19:00')
      }
      await week.getByRole('button', { name: 'Save hours' }).click()
      await page.getByText('Hours saved').first().waitFor()
      await shot(page, 'staff-en-1440')
    })

    // The public page shows them and the booking flow offers times.
    const customer = await api.createUser(`guest-${tag}@example.hk`, PASSWORD, 'Guest')
    await withPage(browser, 'workspace-public', { viewport: DESKTOP }, async (page) => {
      await page.goto(`${server.url}/shops/${shop.id}`)
      await page.getByRole('heading', { level: 1, name: `Lotus Nails ${tag}` }).waitFor()
      await page.getByText('Gel manicures near Wan Chai MTR exit A3.').waitFor()
      await page.getByText('Gel manicure', { exact: true }).first().waitFor()
      await page.getByText('Amy', { exact: true }).first().waitFor()
      await page.getByText('Senior nail artist').first().waitFor()
      await signInAs(page, `guest-${tag}@example.hk`, `/shops/${shop.id}/book`)
      await page.getByRole('button', { name: /Gel manicure/ }).click()
      const tomorrow = hkDate(1)
      const day = page.locator(`button[data-date="${tomorrow}"]`)
      await page.waitForFunction((d) => {
        const b = document.querySelector(`button[data-date="${d}"]`)
        return b && !b.disabled
      }, tomorrow)
      await day.click()
      await page.getByTestId('slot-list').getByRole('button', { name: '10:00', exact: true }).waitFor()
      assert.ok((await page.getByTestId('slot-list').getByRole('button').count()) > 10, 'times between 10:00 and 18:00')
    })
    assert.ok(customer)

    // A booking through the flow's function; Analytics counts it and the page view.
    const tokenRes = await rest('/auth/v1/token?grant_type=password', { method: 'POST', body: { email: `guest-${tag}@example.hk`, password: PASSWORD } })
    const [svc] = await api.select('services', `shop_id=eq.${shop.id}&select=id`)
    const booked = await rest('/functions/v1/create-booking', {
      method: 'POST',
      token: tokenRes.body.access_token,
      body: { serviceId: svc.id, staffId: null, startAt: `${hkDate(2)}T11:00:00+08:00`, idempotencyKey: randomUUID() },
    })
    assert.equal(booked.status, 201, JSON.stringify(booked.body))

    await withPage(browser, 'workspace-analytics', { viewport: MOBILE }, async (page) => {
      await page.context().addInitScript(() => localStorage.setItem('emu.lang', 'zh-HK'))
      await signInAs(page, email, '/merchant/dashboard/analytics')
      const totals = page.getByTestId('analytics-totals')
      await totals.waitFor()
      const figure = (label) => totals.locator('div', { has: page.getByText(label, { exact: true }) }).locator('dd')
      assert.equal(await figure('預約申請').textContent(), '1')
      assert.ok(Number(await figure('頁面瀏覽').textContent()) >= 1, 'the shop page visit is counted')
      await page.getByTestId('analytics-charts').waitFor()
      await page.getByRole('button', { name: '表格' }).click()
      const today = hkDate(0)
      const cells = await page.getByTestId('analytics-table').getByRole('row', { name: new RegExp(today) }).locator('th, td').allTextContents()
      // Date, page views, search impressions, booking requests, …
      assert.equal(cells[0], today)
      assert.ok(Number(cells[1]) >= 1, `page views today: ${cells[1]}`)
      assert.equal(cells[3], '1', 'the booking request made today')
      const download = page.waitForEvent('download')
      await page.getByRole('button', { name: '下載 CSV' }).click()
      const csv = await (await download).path().then((p) => import('node:fs/promises').then((fs) => fs.readFile(p, 'utf8')))
      assert.ok(csv.startsWith('\uFEFF日期,頁面瀏覽,搜尋曝光,預約申請'), csv.slice(0, 80))
      assert.ok(csv.includes(`${today},`))
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      assert.ok(overflow <= 0, `${overflow}px horizontal overflow at 390 px`)
      await shot(page, 'analytics-zh-390')
    })
  })

  test('a second merchant claims a listed shop (zh, 390 px); the admin approves; the shop joins the workspace', async () => {
    const tag = randomUUID().slice(0, 6)
    const phone = `+852 2${tag.replace(/\D/g, '7').padEnd(3, '7').slice(0, 3)} 6${tag.length}88`
    const [listed] = await api.insert('businesses', [
      { name: `Kam Kee Hair ${tag}`, name_zh: `金記髮型${tag}`, district: 'Sham Shui Po', address: '12 Apliu Street', phone_number: phone, is_active: true, claim_status: 'unclaimed', is_claimed: false },
    ])
    const email = `kamkee-${tag}@example.hk`
    const claimant = await api.createUser(email, PASSWORD, 'Chan Tai Man')
    await api.insert('user_roles', [{ user_id: claimant.id ?? claimant.user?.id, role: 'merchant' }])

    await withPage(browser, 'workspace-claim', { viewport: MOBILE }, async (page) => {
      await page.context().addInitScript(() => localStorage.setItem('emu.lang', 'zh-HK'))
      await signInAs(page, email, '/merchant/claim')
      await page.getByRole('heading', { level: 1, name: '認領你的店舖' }).waitFor()
      await page.getByLabel('電話號碼').fill(phone.replace('+852 ', ''))
      await page.getByRole('button', { name: '搜尋' }).click()
      await page.getByRole('button', { name: `認領金記髮型${tag}` }).click()
      const form = page.getByTestId('claim-form')
      await form.getByRole('button', { name: '提交認領申請' }).click()
      await form.getByText('請輸入聯絡人姓名。').waitFor()
      await form.getByText('請輸入 8 位數字的商業登記號碼，例如 12345678 或 12345678-000-01-25-0。').waitFor()
      await form.getByLabel('聯絡人').fill('陳大文')
      await form.getByLabel('職位（選填）').fill('東主')
      await form.getByLabel('聯絡電話').fill('9123 4567')
      await form.getByLabel('公司法定名稱').fill('Kam Kee Hair Company Limited')
      await form.getByLabel('商業登記（BR）號碼').fill('12345678-000-01-25-0')
      await form.getByLabel('WhatsApp').check()
      await page.getByTestId('proof-input').setInputFiles({ name: 'br.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n') })
      await form.getByText('br.pdf').waitFor()
      await shot(page, 'claim-form-zh-390')
      await form.getByRole('button', { name: '提交認領申請' }).click()
      const mine = page.getByTestId('my-claims')
      await mine.getByText(`金記髮型${tag}`).waitFor()
      await mine.getByText('待審核').waitFor()
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      assert.ok(overflow <= 0, `${overflow}px horizontal overflow at 390 px`)
    })
    const [claim] = await api.select('business_claims', `business_id=eq.${listed.id}&select=claim_status,contact_person,business_registration_number,verification_method,proof_documents`)
    assert.deepEqual(
      { ...claim, proof_documents: claim.proof_documents.length },
      { claim_status: 'pending', contact_person: '陳大文', business_registration_number: '12345678-000-01-25-0', verification_method: 'whatsapp', proof_documents: 1 },
    )

    // The same claim again: the server's claim_open sentence, exactly.
    const token = (await rest('/auth/v1/token?grant_type=password', { method: 'POST', body: { email, password: PASSWORD } })).body.access_token
    const again = await rest('/functions/v1/submit-business-claim', {
      method: 'POST', token,
      body: { businessId: listed.id, contactPerson: 'x', contactPhone: '91234567', contactEmail: email, legal_business_name: 'x', business_registration_number: '12345678', verification_method: 'whatsapp', proofDocuments: [] },
    })
    assert.equal(again.status, 409)
    assert.equal(again.body.code, 'claim_open')

    await withPage(browser, 'workspace-claim-admin', { viewport: DESKTOP }, async (page) => {
      await adminPage(page, '/admin/business-claims')
      const card = page.getByTestId('claim-card').filter({ hasText: `Kam Kee Hair ${tag}` })
      await card.getByRole('button', { name: 'Review Claim' }).click()
      await page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click()
      await page.getByText('Claim approved successfully').waitFor()
    })

    await withPage(browser, 'workspace-claimed', { viewport: MOBILE }, async (page) => {
      await page.context().addInitScript(() => localStorage.setItem('emu.lang', 'zh-HK'))
      await signInAs(page, email, '/merchant/dashboard')
      await page.getByRole('heading', { name: `金記髮型${tag}概覽` }).waitFor()
      await page.getByRole('navigation', { name: '工作台分區' }).getByRole('link', { name: '店舖頁面' }).click()
      assert.equal(await page.getByTestId('store-form').getByLabel('店舖名稱（中文）').inputValue(), `金記髮型${tag}`)
      await shot(page, 'claimed-store-zh-390')
    })
  })
})
