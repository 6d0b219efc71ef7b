// Browser test against a running emu-server (or any server that serves the built SPA with
// an index.html fallback and /app-config.json). Uses playwright-core with Debian's Chromium;
// no browser download.
//
//   EMU_E2E_BASE_URL=http://127.0.0.1:8080 npm run e2e
//
import { after, before, test } from 'node:test'
import assert from 'node:assert/strict'
import { mkdir } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright-core'

const BASE_URL = (process.env.EMU_E2E_BASE_URL ?? '').replace(/\/+$/, '')
const CHROMIUM = process.env.EMU_E2E_CHROMIUM ?? '/usr/bin/chromium'
const SCREENSHOTS = join(dirname(fileURLToPath(import.meta.url)), 'screenshots')
// The coming-soon heading in the default language (en): locales/en.json comingSoon.title.
const COMING_SOON_HEADING = 'Coming Soon'

/** @type {import('playwright-core').Browser | undefined} */
let browser

before(async () => {
  assert.ok(BASE_URL, 'Set EMU_E2E_BASE_URL to the server under test, e.g. http://127.0.0.1:8080')
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-gpu',
    ],
  })
  await mkdir(SCREENSHOTS, { recursive: true })
})

after(async () => {
  await browser?.close()
})

test('an unknown path redirects to /comingsoon and shows the coming-soon heading', async () => {
  assert.ok(browser)
  const context = await browser.newContext({ locale: 'en-US' })
  const page = await context.newPage()
  const pageErrors = []
  const cspViolations = []
  page.on('pageerror', (error) => pageErrors.push(error.message))
  page.on('console', (msg) => {
    if (msg.type() === 'error' && /Content Security Policy/i.test(msg.text())) cspViolations.push(msg.text())
  })
  try {
    await page.goto(`${BASE_URL}/some/unknown/path`, { waitUntil: 'domcontentloaded' })
    await page.waitForURL((url) => url.pathname === '/comingsoon', { timeout: 15_000 })
    const heading = page.getByRole('heading', { level: 1, name: COMING_SOON_HEADING })
    await heading.waitFor({ state: 'visible', timeout: 15_000 })

    assert.equal(new URL(page.url()).pathname, '/comingsoon')
    assert.equal(await heading.textContent(), COMING_SOON_HEADING)
    assert.match(await page.title(), /Beauty discovery and review platform/)
    assert.deepEqual(pageErrors, [], 'uncaught errors in the page')
    assert.deepEqual(cspViolations, [], 'Content-Security-Policy violations')

    await page.screenshot({ path: join(SCREENSHOTS, 'coming-soon.png'), fullPage: true })
  } catch (error) {
    await page.screenshot({ path: join(SCREENSHOTS, 'coming-soon-failure.png'), fullPage: true }).catch(() => {})
    throw error
  } finally {
    await context.close()
  }
})
