// Merchant landing page and Quick Apply, against a running emu-server.
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { BASE_URL, DESKTOP, MOBILE, launchBrowser, submitQuickApply, withPage } from './helpers.mjs'

const NAVBAR = 72
const FOOTER = 98
const ANCHOR_OFFSET = 80

let browser
before(async () => {
  browser = await launchBrowser()
})
after(async () => {
  await browser?.close()
})

/** Opens /for-business and switches the page to English (it opens in Chinese). */
async function openInEnglish(page) {
  await page.goto(`${BASE_URL}/for-business`)
  await page.getByRole('heading', { level: 1, name: '與 Emu 一同發展你的美容生意' }).waitFor()
  await page.getByRole('button', { name: 'English' }).click()
  await page.getByRole('heading', { level: 1, name: 'Grow your beauty business with Emu' }).waitFor()
}

const box = (locator) => locator.evaluate((el) => {
  const r = el.getBoundingClientRect()
  return { top: r.top, bottom: r.bottom, height: r.height }
})

for (const viewport of [DESKTOP, MOBILE]) {
  test(`layout at ${viewport.width}x${viewport.height}: navbar 72, footer bar 98, hero = viewport - 170`, async () => {
    await withPage(browser, `landing-layout-${viewport.width}`, { viewport }, async (page) => {
      await page.goto(`${BASE_URL}/for-business`)
      await page.getByRole('heading', { level: 1 }).waitFor()
      const header = await box(page.locator('header').first())
      assert.equal(header.top, 0)
      assert.equal(header.height, NAVBAR)
      const bar = await box(page.getByTestId('contact-bar'))
      assert.equal(bar.height, FOOTER)
      assert.equal(bar.bottom, viewport.height)
      const hero = await box(page.getByTestId('hero'))
      assert.equal(hero.top, NAVBAR)
      if (viewport === DESKTOP) assert.equal(hero.height, viewport.height - NAVBAR - FOOTER)
      else assert.ok(hero.height >= viewport.height - NAVBAR - FOOTER, `hero ${hero.height}`)
      const whatsapp = page.getByTestId('contact-bar').getByRole('link')
      assert.match(await whatsapp.getAttribute('href'), /^https:\/\/wa\.me\//)
    })
  })
}

test('section anchors scroll smoothly to 80 px below the top', async () => {
  await withPage(browser, 'landing-anchors', {}, async (page) => {
    await openInEnglish(page)
    assert.equal(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior), 'smooth')
    for (const [name, id] of [['Why Emu', 'why'], ['How to Join', 'how'], ['Early Bird', 'early-bird']]) {
      await page.getByRole('navigation').getByRole('link', { name }).click()
      const section = page.locator(`#${id}`)
      await page.waitForFunction(
        ([selector, offset]) => Math.abs(document.querySelector(selector).getBoundingClientRect().top - offset) < 1.5,
        [`#${id}`, ANCHOR_OFFSET],
        { timeout: 5_000 },
      )
      assert.ok(Math.abs((await box(section)).top - ANCHOR_OFFSET) < 1.5)
    }
    for (const id of ['why', 'how', 'early-bird', 'cta']) assert.equal(await page.locator(`section#${id}`).count(), 1)
  })
})

test('the page opens in Chinese and its toggle switches it (and <html lang>) to English and back', async () => {
  await withPage(browser, 'landing-language', {}, async (page) => {
    await page.goto(`${BASE_URL}/for-business`)
    await page.getByRole('heading', { level: 1, name: '與 Emu 一同發展你的美容生意' }).waitFor()
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'zh-HK')
    for (const label of ['為何選擇 Emu', '如何加入', '早鳥優惠']) await page.getByRole('link', { name: label }).first().waitFor()
    await page.getByRole('button', { name: 'English' }).click()
    await page.getByRole('heading', { level: 1, name: 'Grow your beauty business with Emu' }).waitFor()
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'en')
    await page.getByRole('button', { name: '中文' }).click()
    await page.getByRole('heading', { level: 1, name: '與 Emu 一同發展你的美容生意' }).waitFor()
  })
})

for (const viewport of [DESKTOP, MOBILE]) {
  test(`every apply button opens Quick Apply (${viewport.width} px); Escape and Cancel close it`, async () => {
    await withPage(browser, `quick-apply-buttons-${viewport.width}`, { viewport }, async (page) => {
      await openInEnglish(page)
      const buttons = [
        page.locator('header').getByRole('button', { name: 'Join Emu' }),
        page.getByTestId('hero').getByRole('button', { name: 'Join as an Early Partner' }),
        page.locator('#cta').getByRole('button', { name: 'Apply Now' }),
      ]
      for (const [index, button] of buttons.entries()) {
        await button.click()
        const dialog = page.getByRole('dialog', { name: 'Quick Apply' })
        await dialog.waitFor()
        await dialog.getByText('Get started in 30 seconds. Complete your profile later.').waitFor()
        if (index === 0) await page.keyboard.press('Escape')
        else await dialog.getByRole('button', { name: 'Cancel' }).click()
        await dialog.waitFor({ state: 'hidden' })
      }
    })
  })
}

test('Quick Apply has its own language toggle and shows the spec messages under the fields', async () => {
  await withPage(browser, 'quick-apply-invalid', {}, async (page) => {
    await openInEnglish(page)
    await page.getByTestId('hero').getByRole('button', { name: 'Join as an Early Partner' }).click()
    const dialog = page.getByRole('dialog', { name: 'Quick Apply' })
    await dialog.getByRole('button', { name: 'Quick Apply' }).click()
    for (const text of ['Business name is required', 'Email is required', 'WhatsApp number is required', 'Please select a district', 'Please select a business type', 'Please select a business mode']) {
      await dialog.getByText(text).waitFor()
    }
    await dialog.getByRole('button', { name: '中文' }).click()
    await page.getByRole('dialog', { name: '快速申請' }).getByText('請輸入商戶名稱').waitFor()
    await page.getByRole('dialog').getByLabel('商戶名稱').fill('Glow')
    assert.equal(await page.getByRole('dialog').getByText('請輸入商戶名稱').count(), 0)
  })
})

describe('Quick Apply submission (needs POST /functions/v1/quick-apply)', async () => {

  test('invalid then valid submit, success dialog, Complete Profile Now URL', async () => {
    await withPage(browser, 'quick-apply-submit', {}, async (page) => {
      await openInEnglish(page)
      await page.locator('#cta').getByRole('button', { name: 'Apply Now' }).click()
      const dialog = page.getByRole('dialog', { name: 'Quick Apply' })
      await dialog.getByLabel('WhatsApp number').fill('12345')
      await dialog.getByRole('button', { name: 'Quick Apply' }).click()
      await dialog.getByText('Please enter a valid Hong Kong phone number').waitFor()

      await submitQuickApply(dialog, 'E2E Glow Studio')

      const success = page.getByRole('dialog', { name: 'Thanks for your interest!' })
      await success.waitFor({ timeout: 15_000 })
      await success.getByText('Once your full profile is in, we review it within 5 business days').waitFor()
      await success.getByRole('button', { name: 'Complete Profile Now' }).click()
      await page.waitForURL((url) => url.pathname === '/merchant/onboarding', { timeout: 15_000 })
      const url = new URL(page.url())
      assert.equal(url.searchParams.get('lang'), 'en')
      assert.match(url.searchParams.get('applicationId') ?? '', /^[0-9a-f-]{36}$/)
    })
  })
})
