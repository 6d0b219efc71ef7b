// The shop's team in a browser (salon-day.md C.1, issue 28), at 390 px in Chinese, on a server
// with the marketplace open (second-server.mjs): the owner invites a stylist from the Team
// section; the stylist opens the invitation link from the outbox, creates an account through
// it (confirming the e-mail), comes back, joins, lands on the dashboard and sees only their own
// day (Amy's booking, not Bea's), and marks it completed. Screenshots in e2e/screenshots/.
import assert from 'node:assert/strict'
import { execFileSync } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { join } from 'node:path'
import { after, before, describe, test } from 'node:test'
import { MOBILE, SQLITE_READ_ARGS, SCREENSHOTS, launchBrowser, withPage } from './helpers.mjs'
import { SERVER_BIN, startServer } from './second-server.mjs'
import { serviceApi, serviceKeyOf } from './market-seed.mjs'
import { verifyLinkOf } from './onboarding-helpers.mjs'

const PASSWORD = 'Team-E2e-Passw0rd!'
const HK = 8 * 3600_000
const today = () => new Date(Date.now() + HK).toISOString().slice(0, 10)

let browser
let server
let api

/** The newest outbox e-mail of `type` to `to` on the second server (waits up to 10 s). */
async function latestMail(to, type) {
  for (let i = 0; i < 50; i++) {
    const out = execFileSync(
      'sqlite3',
      [...SQLITE_READ_ARGS, '-readonly', server.database, `SELECT text_body, html_body, params FROM email_outbox WHERE to_email = '${to}' AND email_type = '${type}' ORDER BY created_at DESC LIMIT 1`],
      { encoding: 'utf8' },
    ).trim()
    if (out) return JSON.parse(out)[0]
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`no ${type} e-mail to ${to}`)
}

async function call(name, body, token) {
  const key = await serviceKeyOf(server)
  const res = await fetch(`${server.url}/functions/v1/${name}`, {
    method: 'POST',
    headers: { apikey: key, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
  return { status: res.status, body: await res.json() }
}

async function tokenOf(email) {
  const key = await serviceKeyOf(server)
  const res = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: key, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  })
  assert.equal(res.status, 200)
  return (await res.json()).access_token
}

/** An owner with an active shop, a service, Amy and Bea, and one booking each today. */
async function seed() {
  const tag = randomUUID().slice(0, 6)
  const email = `team-owner-${tag}@example.hk`
  const owner = await api.createUser(email, PASSWORD, 'Glow Owner')
  const ownerId = owner.id ?? owner.user?.id
  await api.insert('user_roles', [{ user_id: ownerId, role: 'merchant' }])
  const hours = Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => [d, '10:00-22:00']))
  const [shop] = await api.insert('businesses', [
    { name: `Glow Nails ${tag}`, name_zh: '光光美甲', address: '1 Lockhart Road, Wan Chai', district: 'Wan Chai', merchant_id: ownerId, operating_hours: hours, is_active: true },
  ])
  const [service] = await api.insert('services', [{ shop_id: shop.id, name: 'Gel manicure', name_zh: '凝膠甲', price: 380, duration: 60 }])
  const [amy, bea] = await api.insert('staff', [
    { business_id: shop.id, name: 'Amy', name_zh: '阿美', sort_order: 0 },
    { business_id: shop.id, name: 'Bea', name_zh: '阿碧', sort_order: 1 },
  ])
  await api.insert('staff_services', [
    { staff_id: amy.id, service_id: service.id },
    { staff_id: bea.id, service_id: service.id },
  ])
  const token = await tokenOf(email)
  const day = today()
  const manual = async (staffId, name, phone) => {
    const res = await call(
      'create-manual-booking',
      { shopId: shop.id, serviceId: service.id, staffId, startAt: `${day}T21:00:00+08:00`, customer: { name, phone }, source: 'phone', outsideHours: true },
      token,
    )
    assert.equal(res.status, 201, JSON.stringify(res.body))
    return res.body.booking.id
  }
  const amyBooking = await manual(amy.id, '陳小姐', '+852 9123 4567')
  const beaBooking = await manual(bea.id, '李先生', '+852 9876 5432')
  return { email, shop, amy, bea, amyBooking, beaBooking }
}

async function signInZh(page, email, next) {
  await page.goto(`${server.url}/auth/login?next=${encodeURIComponent(next)}`)
  await page.getByLabel('電郵').fill(email)
  await page.getByLabel('密碼', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: '登入', exact: true }).click()
  await page.waitForURL((url) => url.pathname === next)
}

const shot = (page, name) => page.screenshot({ path: join(SCREENSHOTS, `team-${name}-zh-390.png`), fullPage: true })

before(async () => {
  browser = await launchBrowser()
  if (!SERVER_BIN) return
  server = await startServer({ EMU_MARKETPLACE: undefined })
  api = serviceApi(server, await serviceKeyOf(server))
})
after(async () => {
  await browser?.close()
  await server?.stop()
})

describe('the shop team', { skip: SERVER_BIN ? false : 'EMU_E2E_SERVER_BIN is not set (scripts/e2e.sh exports it)' }, () => {
  test('the owner invites a stylist; the stylist signs up through the link, joins and sees only their own day', async () => {
    const s = await seed()
    const stylist = `team-stylist-${randomUUID().slice(0, 6)}@example.hk`

    await withPage(browser, 'team-owner', { viewport: MOBILE, locale: 'zh-HK' }, async (page) => {
      await page.context().addInitScript(() => localStorage.setItem('emu.lang', 'zh-HK'))
      await signInZh(page, s.email, '/merchant/dashboard/team')
      const nav = page.getByRole('navigation', { name: '工作台分區' })
      await nav.getByRole('link', { name: '團隊' }).waitFor()
      const section = page.getByTestId('team-section')
      await section.getByRole('heading', { name: '團隊' }).waitFor()
      await section.getByLabel('電郵地址').fill(stylist)
      await section.getByLabel('角色').selectOption('staff')
      await section.getByLabel('員工', { exact: true }).selectOption({ label: '阿美' })
      await section.getByRole('button', { name: '發送邀請' }).click()
      const row = section.getByTestId('team-member').filter({ hasText: stylist })
      await row.getByText('已邀請').waitFor()
      await row.getByText('員工 · 阿美').waitFor()
      assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 390, 'no sideways scrolling at 390 px')
      await page.getByText(`已向 ${stylist} 發送邀請`).waitFor({ state: 'hidden', timeout: 10_000 })
      await shot(page, 'owner-invited')
    })

    const invitation = await latestMail(stylist, 'team-invitation')
    const link = JSON.parse(invitation.params).link
    assert.match(link, /\/invitations\/accept\?token=/)
    assert.ok(invitation.text_body.includes('加入光光美甲的團隊'), invitation.text_body)

    await withPage(browser, 'team-stylist', { viewport: MOBILE, locale: 'zh-HK' }, async (page) => {
      await page.context().addInitScript(() => localStorage.setItem('emu.lang', 'zh-HK'))
      await page.goto(link)
      await page.getByRole('heading', { name: '加入 Emu 上的商戶團隊' }).waitFor()
      const signUp = page.getByRole('link', { name: '註冊帳戶' })
      await signUp.waitFor()
      await page.getByRole('link', { name: '登入' }).waitFor()
      await shot(page, 'invitation-signed-out')
      await signUp.click()
      await page.getByRole('heading', { name: '建立帳戶' }).waitFor()
      await page.getByLabel('名稱').fill('阿美')
      await page.getByLabel('電郵').fill(stylist)
      await page.getByLabel('密碼', { exact: true }).fill(PASSWORD)
      await page.getByLabel('確認密碼').fill(PASSWORD)
      await page.getByRole('button', { name: '註冊', exact: true }).click()
      await page.getByRole('heading', { name: '請查看你的電郵' }).waitFor()

      // The confirmation link brings the new account back to the invitation.
      const confirmation = await latestMail(stylist, 'confirm-signup')
      await page.goto(verifyLinkOf(confirmation))
      await page.waitForURL((url) => url.pathname === '/invitations/accept')
      await page.getByText(`你已登入為 ${stylist}。`).waitFor()
      await page.getByRole('button', { name: '加入團隊' }).click()

      // The dashboard shows only the stylist's own day: Amy's booking, not Bea's.
      await page.waitForURL((url) => url.pathname === '/merchant/dashboard')
      const day = page.getByTestId('my-day')
      await day.getByRole('heading', { name: '今日' }).waitFor()
      const nav = page.getByRole('navigation', { name: '工作台分區' })
      assert.deepEqual(await nav.getByRole('link').allTextContents(), ['我的日程'])
      const mine = day.getByTestId('day-booking')
      await mine.first().waitFor()
      assert.equal(await mine.count(), 1)
      assert.equal(await mine.first().getAttribute('data-booking-id'), s.amyBooking)
      await mine.getByText('陳小姐 · 凝膠甲').waitFor()
      await mine.getByRole('link', { name: '+852 9123 4567' }).waitFor()
      assert.equal(await page.getByText('李先生').count(), 0, "Bea's customer is not shown")
      assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 390, 'no sideways scrolling at 390 px')
      await shot(page, 'stylist-day')

      await mine.getByRole('button', { name: '已完成' }).click()
      await mine.locator('[data-status="completed"]').waitFor()
      await shot(page, 'stylist-completed')

      // Other sections are not there for staff, whatever the address.
      await page.goto(`${server.url}/merchant/dashboard/team`)
      await page.getByText('找不到此分區。').waitFor()
      assert.equal(await page.getByTestId('team-section').count(), 0)
    })

    const [member] = await api.select('shop_members', `shop_id=eq.${s.shop.id}&select=status,role,staff_id,email`)
    assert.deepEqual(member, { status: 'active', role: 'staff', staff_id: s.amy.id, email: stylist })
    const [done] = await api.select('bookings', `id=eq.${s.amyBooking}&select=status`)
    assert.equal(done.status, 'completed')
    const [untouched] = await api.select('bookings', `id=eq.${s.beaBooking}&select=status`)
    assert.equal(untouched.status, 'confirmed')
  })
})
