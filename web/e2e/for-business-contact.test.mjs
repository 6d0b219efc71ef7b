// Issue 31, the merchant landing page at 390 px in both languages, against servers with their
// own settings: the commission it states is EMU_COMMISSION_PERCENT; the partnership line is a
// wa.me link with EMU_WHATSAPP_NUMBER's number, and without a number there is no such line;
// each duration says what it is (Quick Apply about 30 s, the full profile about 3 min, about
// 10 min in all); the product is shown by screenshots (sized, lazy, with alt text) that load;
// and a Chinese name typed into Quick Apply lands in the wizard's Chinese-name field.
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { join } from 'node:path'
import { MOBILE, SCREENSHOTS, launchBrowser, submitQuickApply } from './helpers.mjs'
import { startServer } from './second-server.mjs'

const skip = process.env.EMU_E2E_SERVER_BIN ? false : 'run through scripts/e2e.sh'

let browser
let withNumber
let withoutNumber
before(async () => {
  browser = await launchBrowser()
  if (skip) return
  withNumber = await startServer({ EMU_COMMISSION_PERCENT: '12', EMU_WHATSAPP_NUMBER: '85261234567' })
  withoutNumber = await startServer({ EMU_COMMISSION_PERCENT: '5', EMU_WHATSAPP_NUMBER: '' })
})
after(async () => {
  await browser?.close()
  await withNumber?.stop()
  await withoutNumber?.stop()
})

const TEXT = {
  zh: {
    heading: '與 Emu 一同發展你的美容生意',
    commission: (n) => `推出期間，每宗經網上完成的預約收取 ${n}% 佣金，另享市場推廣功能。`,
    partnership: '如有合作查詢，歡迎 WhatsApp 聯絡我們：+852 6123 4567。',
    durations: '全程約 10 分鐘，分三步：30 秒快速申請、3 分鐘完整資料，然後建立店舖頁面。',
    note: '快速申請：約 30 秒。完整資料：另約 3 分鐘，可即時或稍後填寫。',
    productAlt: '電腦上的商戶管理頁：示範店舖的預約、瀏覽次數及評價一覽。',
  },
  en: {
    heading: 'Grow your beauty business with Emu',
    commission: (n) => `A booking commission of ${n}% on each completed online booking during the launch phase, plus marketing features.`,
    partnership: 'For partnership enquiries, WhatsApp us at +852 6123 4567.',
    durations: 'About 10 minutes in all, in three steps: the 30-second Quick Apply, the 3-minute full profile, then your store page.',
    note: 'Quick Apply: about 30 seconds. The full profile: about 3 more minutes, now or later.',
    productAlt: "The merchant dashboard on a computer: a demo shop's bookings, page views and reviews at a glance.",
  },
}

async function landing(server, lang) {
  const context = await browser.newContext({ viewport: MOBILE, locale: 'en-US' })
  const page = await context.newPage()
  const errors = []
  page.on('pageerror', (e) => errors.push(e.message))
  await page.goto(`${server.url}/for-business`)
  await page.getByRole('heading', { level: 1, name: TEXT.zh.heading }).waitFor()
  if (lang === 'en') {
    await page.getByRole('button', { name: 'English' }).click()
    await page.getByRole('heading', { level: 1, name: TEXT.en.heading }).waitFor()
  }
  return { context, page, errors }
}

describe('for-business contact, commission and product (issue 31)', { skip }, () => {
  for (const lang of ['zh', 'en']) {
    test(`${lang}, 390 px: the configured commission, a wa.me partnership link, durations named, screenshots`, async () => {
      const { context, page, errors } = await landing(withNumber, lang)
      const T = TEXT[lang]
      try {
        await page.locator('#early-bird').getByText(T.commission(12), { exact: true }).waitFor()
        const line = page.getByTestId('partnership-line')
        assert.equal(await line.innerText(), T.partnership)
        assert.equal(await line.getByRole('link').getAttribute('href'), 'https://wa.me/85261234567')
        assert.equal(await page.locator('#how').getByText(T.durations, { exact: true }).count(), 1)
        assert.equal(await page.getByTestId('hero').getByText(T.note, { exact: true }).count(), 1)

        // The product: sized, lazy images with alt text, which load once scrolled to.
        const shots = page.locator('#product img')
        assert.equal(await shots.count(), 2)
        for (const img of await shots.all()) {
          assert.equal(await img.getAttribute('loading'), 'lazy')
          assert.match(await img.getAttribute('width'), /^\d+$/)
          assert.match(await img.getAttribute('height'), /^\d+$/)
          assert.ok((await img.getAttribute('alt')).length > 20)
        }
        assert.equal(await page.getByAltText(T.productAlt).count(), 1)
        await page.locator('#product').scrollIntoViewIfNeeded()
        for (const img of await shots.all()) {
          await img.scrollIntoViewIfNeeded()
          await page.waitForFunction((el) => el.complete && el.naturalWidth > 0, await img.elementHandle())
        }
        await page.screenshot({ path: join(SCREENSHOTS, `for-business-contact-${lang}-390.png`), fullPage: true })
        assert.deepEqual(errors, [])
      } finally {
        await context.close()
      }
    })

    test(`${lang}, 390 px: without a WhatsApp number there is no partnership sentence; the commission follows the setting`, async () => {
      const { context, page } = await landing(withoutNumber, lang)
      try {
        await page.locator('#early-bird').getByText(TEXT[lang].commission(5), { exact: true }).waitFor()
        assert.equal(await page.getByTestId('partnership-line').count(), 0)
        assert.equal(await page.getByText(/WhatsApp/).count(), 0)
        assert.equal(await page.locator('a[href^="https://wa.me/"]').count(), 0)
      } finally {
        await context.close()
      }
    })
  }

  test('a Chinese name typed into Quick Apply prefills the Chinese-name field; a Latin one the English field', async () => {
    for (const [name, english, chinese] of [
      ['阿May美甲工作室', '', '阿May美甲工作室'],
      ['Glow Nail Studio', 'Glow Nail Studio', ''],
    ]) {
      const { context, page } = await landing(withNumber, 'en')
      try {
        await page.locator('#cta').getByRole('button', { name: 'Apply Now' }).click()
        const dialog = page.getByRole('dialog', { name: 'Quick Apply' })
        await submitQuickApply(dialog, name)
        const success = page.getByRole('dialog', { name: 'Thanks for your interest!' })
        await success.getByRole('button', { name: 'Complete Profile Now' }).click()
        await page.waitForURL((url) => url.pathname === '/merchant/onboarding', { timeout: 15_000 })
        const zhField = page.getByLabel('Business name (Chinese)')
        const enField = page.getByLabel('Business name (English)')
        // The wizard fills the fields once the draft application has loaded.
        await page.waitForFunction(
          ([en, zh]) => {
            const value = (label) => [...document.querySelectorAll('input')].find((i) => i.labels?.[0]?.textContent?.includes(label))?.value
            return value('Business name (English)') === en && value('Business name (Chinese)') === zh
          },
          [english, chinese],
        )
        assert.equal(await zhField.inputValue(), chinese)
        assert.equal(await enField.inputValue(), english)
      } finally {
        await context.close()
      }
    }
  })
})
