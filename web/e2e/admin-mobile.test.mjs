// The back office on a phone (390 px, issue 18): the sidebar folds into a menu button, every
// screen gets the whole width, and each has its own tab title. Screenshots of every screen at
// 390 px and 1440 px in both languages go to web/e2e/screenshots/ for review.
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { join } from 'node:path'
import { DESKTOP, MOBILE, SCREENSHOTS, launchBrowser } from './helpers.mjs'
import { inPage, missingSetup, signIn } from './admin-helpers.mjs'

// [path, menu label, heading in English, heading in Chinese]
const SCREENS = [
  ['dashboard', 'Dashboard', 'Admin Dashboard', '管理主控台'],
  ['verification', 'Verification Review', 'Merchant Applications', '商戶申請'],
  ['quick-applications', 'Quick Apply Leads', 'Quick Apply Leads', '快速申請名單'],
  ['business-claims', 'Business Claims', 'Business Claims Review', '商戶認領審核'],
  ['shops', 'Shop Management', 'Shop Management', '店舖管理'],
  ['merchants', 'Merchant Management', 'Merchant Management', '商戶管理'],
  ['users', 'User Management', 'User Management', '用戶管理'],
  ['settings', 'Settings', 'System Settings', '系統設定'],
]

let browser
before(async () => {
  browser = await launchBrowser()
})
after(async () => {
  await browser?.close()
})

describe('back office at 390 px', async () => {
  const skip = (await missingSetup()) ?? false

  test('a menu button instead of the sidebar; every screen uses the whole width', { skip }, async () => {
    const context = await browser.newContext({ viewport: MOBILE, locale: 'en-US' })
    try {
      await inPage(context, 'admin-mobile', async (page) => {
        await signIn(page)
        await page.waitForURL('**/admin/verification')
        for (const [path, label] of SCREENS) {
          const menu = page.getByRole('button', { name: 'Open menu' })
          await menu.click()
          await page.locator('#admin-menu').getByRole('link', { name: label, exact: true }).click()
          await page.waitForURL(`**/admin/${path}`)
          await page.locator('#admin-menu').waitFor({ state: 'detached' })
          const heading = page.getByRole('heading', { level: 1 }).first()
          await heading.waitFor()
          const main = await page.locator('main').boundingBox()
          assert.ok(main && main.x < 1 && main.width >= MOBILE.width - 1, `${path}: main spans the phone (${JSON.stringify(main)})`)
          const box = await heading.boundingBox()
          assert.ok(box && box.x >= 0 && box.x + box.width <= MOBILE.width, `${path}: the heading is on screen`)
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
          assert.ok(overflow <= 0, `${path}: the page scrolls sideways by ${overflow} px`)
          assert.match(await page.title(), new RegExp(`^${label} – Emu Admin$`))
        }
      })
    } finally {
      await context.close()
    }
  })

  for (const viewport of [MOBILE, DESKTOP]) {
    for (const lang of ['en', 'zh']) {
      test(`screenshots of every admin screen at ${viewport.width} px in ${lang}`, { skip }, async () => {
        const context = await browser.newContext({ viewport, locale: 'en-US' })
        try {
          await inPage(context, `admin-gallery-${viewport.width}-${lang}`, async (page) => {
            await signIn(page)
            await page.waitForURL('**/admin/verification')
            if (lang === 'zh') await page.evaluate(() => localStorage.setItem('emu.lang', 'zh-HK'))
            for (const [path, , en, zh] of SCREENS) {
              await page.goto(`${page.url().split('/admin/')[0]}/admin/${path}`)
              await page.getByRole('heading', { level: 1, name: lang === 'zh' ? zh : en }).first().waitFor()
              await page.waitForLoadState('networkidle')
              await page.screenshot({ path: join(SCREENSHOTS, `admin-${path}-${lang}-${viewport.width}.png`) })
            }
          })
        } finally {
          await context.close()
        }
      })
    }
  }
})

describe('key columns on a phone (issue 31)', async () => {
  const skip = (await missingSetup()) ?? false
  test('the shops table keeps its claim and status columns in view at 390 px', { skip }, async () => {
    const context = await browser.newContext({ viewport: MOBILE, locale: 'en-US' })
    try {
      await inPage(context, 'admin-shops-columns-390', async (page) => {
        await signIn(page)
        await page.waitForURL('**/admin/verification')
        await page.goto(`${page.url().split('/admin/')[0]}/admin/shops`)
        const table = page.getByTestId('shops-table')
        await table.locator('tbody tr').first().waitFor()
        for (const name of ['Name', 'Claim', 'Status']) {
          const box = await table.getByRole('columnheader', { name, exact: true }).boundingBox()
          assert.ok(box && box.x >= 0 && box.x + box.width <= MOBILE.width, `${name} is in view at 390 px (${JSON.stringify(box)})`)
        }
        // The first row's claim badge is readable without scrolling sideways.
        const badge = await table.locator('tbody tr').first().locator('td').nth(2).boundingBox()
        assert.ok(badge && badge.x + badge.width <= MOBILE.width, `the claim cell is in view (${JSON.stringify(badge)})`)
        assert.equal(await table.getByRole('columnheader', { name: 'District', exact: true }).isVisible(), false)
      })
    } finally {
      await context.close()
    }
  })
})
