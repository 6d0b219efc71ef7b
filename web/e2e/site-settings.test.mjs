// Deployment settings the screens follow (issue 18): the WhatsApp number (EMU_WHATSAPP_NUMBER,
// hidden when unset), the review time (EMU_REVIEW_BUSINESS_DAYS), the launch badge
// (EMU_MARKETPLACE), a real robots.txt and sitemap.xml, and each page's own tab title.
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { BASE_URL, MOBILE, launchBrowser, withPage } from './helpers.mjs'
import { SERVER_BIN, startServer } from './second-server.mjs'

let browser
before(async () => {
  browser = await launchBrowser()
})
after(async () => {
  await browser?.close()
})

// scripts/e2e.sh sets EMU_WHATSAPP_NUMBER=85261234567 and leaves the marketplace off.
const WHATSAPP = process.env.EMU_WHATSAPP_NUMBER ?? '85261234567'

test('/app-config.json carries the WhatsApp number, the review time and the marketplace switch', async () => {
  const config = await (await fetch(`${BASE_URL}/app-config.json`)).json()
  assert.equal(config.whatsappNumber, WHATSAPP)
  assert.equal(config.reviewBusinessDays, 5)
  assert.equal(config.marketplace, false)
})

test('the WhatsApp bar links to the configured number; the launch badge is pre-launch', async () => {
  await withPage(browser, 'whatsapp-set', { viewport: MOBILE }, async (page) => {
    await page.goto(`${BASE_URL}/for-business`)
    const bar = page.getByTestId('contact-bar')
    await bar.waitFor()
    assert.equal(await bar.getByRole('link').getAttribute('href'), `https://wa.me/${WHATSAPP}`)
    const hrefs = await page.locator('a[href*="wa.me"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')))
    assert.ok(hrefs.length > 0 && hrefs.every((href) => href === `https://wa.me/${WHATSAPP}`), hrefs.join(', '))
    await page.getByText('早期合作夥伴計劃 · 即將推出').waitFor()
    await page.goto(`${BASE_URL}/comingsoon`)
    await page.getByText('Launching soon in Hong Kong').waitFor()
    assert.equal(await page.getByText('2025').count(), 0, 'no past launch year')
  })
})

describe('another deployment: no WhatsApp number, marketplace open, 3-day reviews', { skip: SERVER_BIN ? false : 'EMU_E2E_SERVER_BIN is not set' }, () => {
  let server
  before(async () => {
    server = await startServer({ EMU_WHATSAPP_NUMBER: '', EMU_MARKETPLACE: '1', EMU_REVIEW_BUSINESS_DAYS: '3' })
  })
  after(async () => {
    await server?.stop()
  })

  test('no WhatsApp bar or link, the live badge and the configured review time', async () => {
    const config = await (await fetch(`${server.url}/app-config.json`)).json()
    assert.equal(config.whatsappNumber, null)
    await withPage(browser, 'whatsapp-unset', { viewport: MOBILE }, async (page) => {
      await page.goto(`${server.url}/for-business`)
      await page.getByRole('heading', { level: 1 }).waitFor()
      await page.getByText('早期合作夥伴計劃', { exact: true }).waitFor()
      assert.equal(await page.getByTestId('contact-bar').count(), 0)
      assert.equal(await page.locator('a[href*="wa.me"]').count(), 0)
      await page.goto(`${server.url}/merchant/application-submitted?lang=en`)
      await page.getByText('Our team will review your application within 3 business days.').waitFor()
      await page.goto(`${server.url}/comingsoon`)
      await page.getByText('Now open in Hong Kong').waitFor()
    })
  })
})

test('/robots.txt and /sitemap.xml are real files naming the public pages', async () => {
  const robots = await fetch(`${BASE_URL}/robots.txt`)
  assert.equal(robots.status, 200)
  assert.match(robots.headers.get('content-type') ?? '', /^text\/plain/)
  const text = await robots.text()
  assert.match(text, /^User-agent: \*$/m)
  assert.match(text, /^Disallow: \/admin$/m)
  assert.match(text, new RegExp(`^Sitemap: ${BASE_URL}/sitemap.xml$`, 'm'))
  assert.doesNotMatch(text, /<html/i)

  const sitemap = await fetch(`${BASE_URL}/sitemap.xml`)
  assert.equal(sitemap.status, 200)
  assert.match(sitemap.headers.get('content-type') ?? '', /xml/)
  const xml = await sitemap.text()
  assert.match(xml, /<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/)
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])
  for (const path of ['/comingsoon', '/for-business', '/terms', '/privacy-policy', '/merchant/terms', '/privacy']) {
    assert.ok(locs.includes(`${BASE_URL}${path}`), `${path} in the sitemap`)
  }
  assert.ok(!locs.some((loc) => loc.includes('/admin')), 'no back-office page')
})

test('each page has its own tab title in its language', async () => {
  await withPage(browser, 'titles', {}, async (page) => {
    const titles = {}
    for (const path of ['/comingsoon', '/for-business', '/terms', '/privacy-policy', '/merchant/terms', '/privacy', '/merchant/onboarding', '/auth/login', '/admin/login']) {
      await page.goto(`${BASE_URL}${path}`)
      await page.getByRole('heading', { level: 1 }).first().waitFor()
      await page.waitForFunction(() => document.title !== 'Emu', null, { timeout: 5000 }).catch(() => {})
      titles[path] = await page.title()
    }
    for (const [path, title] of Object.entries(titles)) assert.notEqual(title, 'Emu', `${path} has its own title`)
    assert.equal(new Set(Object.values(titles)).size, Object.keys(titles).length, JSON.stringify(titles))
    assert.equal(titles['/terms'], 'Terms of Service – Emu')
    assert.equal(titles['/admin/login'], 'Admin Login – Emu Admin')
    // Chinese: the landing page's default language, and the remembered choice elsewhere.
    assert.match(titles['/for-business'], /[\u4e00-\u9fff]/)
  })
})

test('the beta-list welcome e-mail is in the language the visitor joined in', { skip: process.env.EMU_E2E_DATABASE ? false : 'EMU_E2E_DATABASE is not set' }, async () => {
  const { latestEmail } = await import('./onboarding-helpers.mjs')
  const { uniqueEmail } = await import('./helpers.mjs')
  const email = uniqueEmail('beta-en')
  await withPage(browser, 'waitlist-en', {}, async (page) => {
    await page.goto(`${BASE_URL}/comingsoon`)
    await page.getByLabel('Email address').fill(email)
    await page.getByRole('button', { name: 'Join Beta List' }).click()
    await page.getByText("Thank you! You'll be notified.").waitFor({ timeout: 15_000 })
  })
  const mail = await latestEmail(email, 'coming-soon-signup')
  assert.equal(mail.lang, 'en')
  assert.equal(mail.subject, "You're on the Emu beta list")
})
