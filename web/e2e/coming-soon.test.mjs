// Coming-soon page and the beta list, against a running emu-server:
//   EMU_E2E_BASE_URL=http://127.0.0.1:8080 npm run e2e
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { join } from 'node:path'
import { BASE_URL, SCREENSHOTS, launchBrowser, uniqueEmail, withPage } from './helpers.mjs'

// locales/en.json comingSoon.* (the default language is en).
const TEXT = {
  heading: 'Coming Soon',
  join: 'Join Beta List',
  success: "Thank you! You'll be notified.",
  duplicate: 'This email is already on the list!',
  invalid: 'Please enter a valid email address',
  required: 'Email is required',
}

let browser
before(async () => {
  browser = await launchBrowser()
})
after(async () => {
  await browser?.close()
})

test('an unknown path redirects to /comingsoon and shows the coming-soon heading', async () => {
  await withPage(browser, 'coming-soon', {}, async (page) => {
    await page.goto(`${BASE_URL}/some/unknown/path`, { waitUntil: 'domcontentloaded' })
    await page.waitForURL((url) => url.pathname === '/comingsoon', { timeout: 15_000 })
    const heading = page.getByRole('heading', { level: 1, name: TEXT.heading })
    await heading.waitFor({ state: 'visible', timeout: 15_000 })
    assert.match(await page.title(), /Beauty discovery and review platform/)
    await page.screenshot({ path: join(SCREENSHOTS, 'coming-soon.png'), fullPage: true })
  })
})

test('invalid e-mails show the spec messages and send nothing', async () => {
  await withPage(browser, 'beta-list-invalid', {}, async (page) => {
    const posts = []
    page.on('request', (r) => r.method() === 'POST' && r.url().includes('/rest/v1/waitlist_emails') && posts.push(r.url()))
    await page.goto(`${BASE_URL}/comingsoon`)
    const email = page.getByLabel('Email address')
    assert.equal(await email.getAttribute('required'), '')
    await page.getByRole('button', { name: TEXT.join }).click()
    await page.getByText(TEXT.required).waitFor()
    await email.fill('not-an-email')
    await page.getByRole('button', { name: TEXT.join }).click()
    await page.getByText(TEXT.invalid).waitFor()
    assert.equal(await email.getAttribute('aria-invalid'), 'true')
    assert.deepEqual(posts, [])
  })
})

describe('beta list sign-up (needs POST /rest/v1/waitlist_emails)', async () => {

  test('a new e-mail joins, the same one again is a duplicate', async () => {
    await withPage(browser, 'beta-list', {}, async (page) => {
      const address = uniqueEmail('beta')
      await page.goto(`${BASE_URL}/comingsoon`)
      const email = page.getByLabel('Email address')
      const status = page.getByRole('status').filter({ hasText: /./ })

      await email.fill(`  ${address.toUpperCase()} `)
      await page.getByRole('button', { name: TEXT.join }).click()
      await page.getByText(TEXT.success).waitFor({ timeout: 15_000 })
      assert.equal(await email.inputValue(), '')

      await email.fill(address)
      await page.getByRole('button', { name: TEXT.join }).click()
      await page.getByText(TEXT.duplicate).waitFor({ timeout: 15_000 })
      assert.equal(await status.count() > 0, true)
    })
  })
})
