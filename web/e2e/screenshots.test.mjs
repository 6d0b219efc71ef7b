// The screenshot gallery for review (issue 18): every screen a visitor or merchant meets, at
// phone (390 px) and desktop (1440 px) size, in English and in Chinese, written to
// web/e2e/screenshots/<screen>-<lang>-<width>.png. (The back office's are in admin-mobile.test.mjs.)
import { after, before, test } from 'node:test'
import { join } from 'node:path'
import { BASE_URL, DESKTOP, MOBILE, SCREENSHOTS, anonKey, launchBrowser, uniqueEmail, withPage } from './helpers.mjs'

const SCREENS = [
  ['comingsoon', '/comingsoon'],
  ['for-business', '/for-business'],
  ['merchant-terms', '/merchant/terms'],
  ['terms', '/terms'],
  ['privacy-policy', '/privacy-policy'],
  ['privacy', '/privacy'],
  ['onboarding', '/merchant/onboarding'],
  ['application-submitted', '/merchant/application-submitted'],
  ['login', '/auth/login'],
  ['merchant-register', '/merchant/register'],
  ['merchant-dashboard', '/merchant/dashboard'],
]

let browser
let draftId = null
let submittedId = null
before(async () => {
  browser = await launchBrowser()
  // A draft and a submitted application for the complete-profile screens.
  const key = await anonKey()
  const headers = { 'Content-Type': 'application/json', apikey: key, Authorization: `Bearer ${key}` }
  const apply = async () => {
    const res = await fetch(`${BASE_URL}/functions/v1/quick-apply`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        business_name: 'Glow Beauty 光采美容', email: uniqueEmail('gallery'), whatsapp: '+852 9123 4567', district: 'Yau Tsim Mong',
        business_type: 'Beauty', business_mode: 'independent', instagram: '@glow.hk', lang: 'zh',
      }),
    })
    if (!res.ok) throw new Error(`quick-apply answered ${res.status}: ${await res.text()}`)
    return (await res.json()).applicationId
  }
  draftId = await apply()
  submittedId = await apply()
  if (submittedId) {
    await fetch(`${BASE_URL}/rest/v1/merchant_applications?id=eq.${submittedId}`, {
      method: 'PATCH',
      headers: { ...headers, Prefer: 'return=minimal' },
      body: JSON.stringify({ status: 'pending_review', submitted_at: new Date().toISOString() }),
    })
  }
})
after(async () => {
  await browser?.close()
})

/** A page whose remembered language is `lang` before anything loads. */
async function inLanguage(page, lang) {
  await page.addInitScript((value) => localStorage.setItem('emu.lang', value), lang === 'zh' ? 'zh-HK' : 'en')
}

for (const viewport of [MOBILE, DESKTOP]) {
  const width = viewport.width
  for (const lang of ['en', 'zh']) {
    test(`screenshots of every screen at ${width} px in ${lang}`, async () => {
      for (const [name, path] of [
        ...SCREENS,
        ...(draftId ? [['complete-profile', `/merchant/complete-profile/${draftId}`]] : []),
        ...(submittedId ? [['application-status', `/merchant/complete-profile/${submittedId}`]] : []),
      ]) {
        await withPage(browser, `${name}-${lang}-${width}`, { viewport }, async (page) => {
          await inLanguage(page, lang)
          await page.goto(`${BASE_URL}${path}`)
          await page.getByRole('heading', { level: 1 }).first().waitFor()
          await page.waitForLoadState('networkidle')
          await page.screenshot({ path: join(SCREENSHOTS, `${name}-${lang}-${width}.png`), fullPage: true })
        })
      }
    })

    test(`screenshot Quick Apply with errors at ${width} px in ${lang}`, async () => {
      await withPage(browser, `quick-apply-${lang}-${width}`, { viewport }, async (page) => {
        await inLanguage(page, lang)
        await page.goto(`${BASE_URL}/for-business`)
        await page.getByTestId('hero').getByRole('button').click()
        const dialog = page.getByRole('dialog')
        await dialog.waitFor()
        await page.screenshot({ path: join(SCREENSHOTS, `quick-apply-${lang}-${width}.png`) })
        await dialog.getByRole('button', { name: lang === 'zh' ? '快速申請' : 'Quick Apply' }).click()
        await dialog.getByText(lang === 'zh' ? '請輸入商戶名稱' : 'Business name is required').waitFor()
        await page.screenshot({ path: join(SCREENSHOTS, `quick-apply-errors-${lang}-${width}.png`) })
      })
    })
  }
}

test('screenshot the public mobile menu at 390 px', async () => {
  await withPage(browser, 'mobile-menu', { viewport: MOBILE }, async (page) => {
    await inLanguage(page, 'en')
    await page.goto(`${BASE_URL}/comingsoon`)
    await page.getByRole('heading', { level: 1 }).waitFor()
    await page.getByRole('button', { name: 'Open menu' }).click()
    await page.locator('#mobile-menu').waitFor()
    await page.screenshot({ path: join(SCREENSHOTS, 'mobile-menu-en-390.png') })
  })
})
