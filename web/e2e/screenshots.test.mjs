// Screenshots of every screen of the public site at phone and desktop size, for review.
import { after, before, test } from 'node:test'
import { join } from 'node:path'
import { BASE_URL, DESKTOP, MOBILE, SCREENSHOTS, launchBrowser, withPage } from './helpers.mjs'

const SCREENS = [
  ['comingsoon', '/comingsoon'],
  ['for-business', '/for-business'],
  ['merchant-terms', '/merchant/terms'],
  ['terms', '/terms'],
  ['privacy-policy', '/privacy-policy'],
  ['privacy', '/privacy'],
]

let browser
before(async () => {
  browser = await launchBrowser()
})
after(async () => {
  await browser?.close()
})

for (const viewport of [MOBILE, DESKTOP]) {
  const size = `${viewport.width}x${viewport.height}`
  for (const [name, path] of SCREENS) {
    test(`screenshot ${name} at ${size}`, async () => {
      await withPage(browser, `${name}-${size}`, { viewport }, async (page) => {
        await page.goto(`${BASE_URL}${path}`)
        await page.getByRole('heading', { level: 1 }).waitFor()
        await page.screenshot({ path: join(SCREENSHOTS, `${name}-${size}.png`), fullPage: true })
      })
    })
  }

  test(`screenshot Quick Apply with errors at ${size}`, async () => {
    await withPage(browser, `quick-apply-${size}`, { viewport }, async (page) => {
      await page.goto(`${BASE_URL}/for-business`)
      await page.getByTestId('hero').getByRole('button').click()
      const dialog = page.getByRole('dialog')
      await dialog.waitFor()
      await page.screenshot({ path: join(SCREENSHOTS, `quick-apply-${size}.png`) })
      await dialog.getByRole('button', { name: '快速申請' }).click()
      await dialog.getByText('請輸入商戶名稱').waitFor()
      await page.screenshot({ path: join(SCREENSHOTS, `quick-apply-errors-${size}.png`) })
    })
  })
}

test('screenshot the public mobile menu at 390x844', async () => {
  await withPage(browser, 'mobile-menu', { viewport: MOBILE }, async (page) => {
    await page.goto(`${BASE_URL}/comingsoon`)
    await page.getByRole('heading', { level: 1 }).waitFor()
    await page.getByRole('button', { name: 'Open menu' }).click()
    await page.locator('#mobile-menu').waitFor()
    await page.screenshot({ path: join(SCREENSHOTS, 'mobile-menu-390x844.png') })
  })
})
