// Issue 18, as a Hong Kong merchant meets Emu: the e-mailed links lead somewhere useful, a
// confirmation opened on another device says so, one remembered language reaches every screen
// and e-mail, WhatsApp numbers outside Hong Kong are checked by their own country's plan, the
// dashboard shows Hong Kong dates, and the wizard and Quick Apply behave (progress, toasts, focus).
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { join } from 'node:path'
import { BASE_URL, DESKTOP, MOBILE, SCREENSHOTS, anonKey, launchBrowser, submitQuickApply, uniqueEmail, withPage } from './helpers.mjs'
import { DATABASE, latestEmail, query, verifyLinkOf } from './onboarding-helpers.mjs'

let browser
before(async () => {
  browser = await launchBrowser()
})
after(async () => {
  await browser?.close()
})

const skip = DATABASE ? false : 'EMU_E2E_DATABASE is not set (scripts/e2e.sh exports it)'

async function api(path, { method = 'POST', body, headers = {} } = {}) {
  const key = await anonKey()
  const res = await fetch(`${BASE_URL}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', apikey: key, Authorization: `Bearer ${key}`, ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: res.status, body: await res.json().catch(() => null) }
}

async function quickApply(email, lang) {
  const res = await api('/functions/v1/quick-apply', {
    body: {
      business_name: 'E2E Journey Studio',
      email,
      whatsapp: '+852 9123 4567',
      district: 'Sha Tin',
      business_type: 'Beauty',
      business_mode: 'independent',
      instagram: null,
      lang,
    },
  })
  assert.equal(res.status, 200, JSON.stringify(res.body))
  return res.body.applicationId
}

const HK_DATE = (iso, locale) => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'Asia/Hong_Kong' }).format(new Date(iso))

describe('links in e-mails', { skip }, () => {
  test('the "View my application" link of a submitted application shows its status, in the applicant\'s language', async () => {
    const email = uniqueEmail('status-link')
    const id = await quickApply(email, 'zh')
    const link = (await latestEmail(email, 'quick-apply-confirmation')).params
    const href = JSON.parse(link).link
    // The applicant submits the full profile (what Complete & Submit sends).
    const submitted = await api(`/rest/v1/merchant_applications?id=eq.${id}`, {
      method: 'PATCH',
      headers: { Prefer: 'return=minimal' },
      body: { status: 'pending_review', contact_person: 'Mary Chan', submitted_at: new Date().toISOString() },
    })
    assert.ok(submitted.status === 204 || submitted.status === 200, JSON.stringify(submitted))
    const [row] = query('SELECT application_number, submitted_at FROM merchant_applications WHERE id = ?', id)

    // Opened later on another device (nothing remembered): Chinese, read-only, not "not found".
    await withPage(browser, 'status-link', { viewport: MOBILE }, async (page) => {
      await page.goto(href)
      await page.getByRole('heading', { level: 1, name: '你的申請已經提交' }).waitFor()
      const card = page.getByTestId('application-status')
      await card.getByText(row.application_number).waitFor()
      await card.getByText('待審核').waitFor()
      await card.getByText(HK_DATE(row.submitted_at, 'zh-HK'), { exact: false }).waitFor()
      await card.getByText('我們的團隊正在審核，並會於 5 個工作天內以電郵通知你結果。', { exact: false }).waitFor()
      assert.equal(await page.getByText('找不到申請').count(), 0)
      assert.equal(await page.locator('input').count(), 0, 'read-only')
      assert.equal(await page.title(), '你的申請 – Emu')
    })
  })

  test('a draft\'s link opens complete-profile in the applicant\'s language on a fresh device', async () => {
    const email = uniqueEmail('draft-link')
    await quickApply(email, 'zh')
    const href = JSON.parse((await latestEmail(email, 'quick-apply-confirmation')).params).link
    await withPage(browser, 'draft-link-zh', {}, async (page) => {
      await page.goto(href)
      await page.getByRole('heading', { level: 1, name: '完善商戶資料' }).waitFor()
      assert.equal(await page.evaluate(() => document.documentElement.lang), 'zh-HK')
      // The BR document upload the wizard mentions is offered here too.
      await page.getByText('商業登記（BR）文件').first().waitFor()
      await page.locator('input[type="file"][name="brDocument"]').waitFor({ state: 'attached' })
    })
  })

  test('a sign-up confirmation opened on another device says the e-mail is confirmed and offers to sign in', async () => {
    const email = uniqueEmail('other-device')
    await withPage(browser, 'register-device-a', {}, async (page) => {
      await page.goto(`${BASE_URL}/merchant/register`)
      await page.getByRole('button', { name: 'English' }).click()
      await page.getByLabel('Business name').fill('E2E Two Devices')
      await page.getByLabel('Email').fill(email)
      await page.getByLabel('Password', { exact: true }).fill('E2e-Merchant-1')
      await page.getByLabel('Confirm password').fill('E2e-Merchant-1')
      await page.getByRole('button', { name: 'Create Merchant Account' }).click()
      await page.getByRole('heading', { name: 'Check your e-mail' }).waitFor({ timeout: 15_000 })
    })
    const mail = await latestEmail(email, 'confirm-signup')
    assert.equal(mail.lang, 'en', 'an English sign-up gets an English e-mail')
    assert.equal(mail.subject, 'Confirm your Emu account')
    // Device B: a phone's mail app, with none of device A's storage.
    await withPage(browser, 'confirm-device-b', { viewport: MOBILE }, async (page) => {
      await page.goto(verifyLinkOf(mail))
      await page.getByRole('heading', { name: 'Your e-mail is confirmed' }).waitFor({ timeout: 15_000 })
      assert.equal(await page.getByText('We could not sign you in').count(), 0)
      await page.getByRole('link', { name: 'Sign in' }).click()
      await page.getByRole('heading', { level: 1, name: 'Log In' }).waitFor()
    })
    const [user] = query('SELECT email_confirmed_at FROM users WHERE email = ?', email)
    assert.ok(user.email_confirmed_at, 'the account is confirmed')
  })
})

describe('one remembered language', { skip }, () => {
  test('choosing EN on /for-business survives a reload and reaches Quick Apply, its e-mail and the next screens', async () => {
    const email = uniqueEmail('remembered-en')
    await withPage(browser, 'remembered-language', {}, async (page) => {
      await page.goto(`${BASE_URL}/for-business`)
      await page.getByRole('heading', { level: 1, name: '與 Emu 一同發展你的美容生意' }).waitFor()
      await page.getByRole('button', { name: 'English' }).click()
      await page.reload()
      await page.getByRole('heading', { level: 1, name: 'Grow your beauty business with Emu' }).waitFor()
      assert.equal(await page.evaluate(() => document.documentElement.lang), 'en')

      await page.getByTestId('hero').getByRole('button', { name: 'Join as an Early Partner' }).click()
      const dialog = page.getByRole('dialog', { name: 'Quick Apply' })
      await submitQuickApply(dialog, 'E2E Remembered', email)
      await page.getByRole('dialog', { name: 'Thanks for your interest!' }).waitFor({ timeout: 15_000 })

      // Other screens follow the same choice without a ?lang= in their link.
      await page.goto(`${BASE_URL}/merchant/register`)
      await page.getByRole('heading', { level: 1, name: 'Merchant Registration' }).waitFor()
      await page.goto(`${BASE_URL}/comingsoon`)
      await page.getByRole('button', { name: 'Join Beta List' }).waitFor()
    })
    const mail = await latestEmail(email, 'quick-apply-confirmation')
    assert.equal(mail.lang, 'en')
    assert.equal(mail.subject, 'Thanks for applying to Emu, E2E Remembered')
  })

  test('switching to 中 on the wizard carries to the next screen and the sign-up e-mail', async () => {
    const email = uniqueEmail('remembered-zh')
    await withPage(browser, 'remembered-zh', {}, async (page) => {
      await page.goto(`${BASE_URL}/merchant/onboarding?lang=en`)
      await page.getByRole('heading', { level: 1, name: 'Merchant Onboarding' }).waitFor()
      await page.getByRole('button', { name: '中文' }).click()
      await page.goto(`${BASE_URL}/merchant/register`)
      await page.getByRole('heading', { level: 1, name: '商戶註冊' }).waitFor()
      await page.getByLabel('商戶名稱').fill('E2E 中文商戶')
      await page.getByLabel('電郵').fill(email)
      await page.getByLabel('密碼', { exact: true }).fill('E2e-Merchant-1')
      await page.getByLabel('確認密碼').fill('E2e-Merchant-1')
      await page.getByRole('button', { name: '建立商戶帳戶' }).click()
      await page.getByRole('heading', { name: '請查看你的電郵' }).waitFor({ timeout: 15_000 })
    })
    const mail = await latestEmail(email, 'confirm-signup')
    assert.equal(mail.lang, 'zh')
    assert.equal(mail.subject, '確認你的 Emu 帳戶')
  })
})

describe('WhatsApp numbers outside Hong Kong', { skip }, () => {
  test('+86 is checked by the Mainland plan with a message naming it; a Mainland mobile is accepted', async () => {
    const email = uniqueEmail('whatsapp-86')
    await withPage(browser, 'whatsapp-86', {}, async (page) => {
      await page.goto(`${BASE_URL}/for-business`)
      await page.getByRole('button', { name: '中文' }).click()
      await page.getByTestId('hero').getByRole('button').click()
      const dialog = page.getByRole('dialog', { name: '快速申請' })
      await dialog.getByLabel('商戶名稱').fill('E2E 深圳美容')
      await dialog.getByLabel('電郵').fill(email)
      await dialog.getByLabel('國家／地區編號').selectOption('+86')
      await dialog.getByLabel('WhatsApp 號碼').fill('9123 4567')
      await dialog.getByLabel('地區', { exact: true }).selectOption('Wan Chai')
      await dialog.getByLabel('業務類型').selectOption('Nail Salon')
      await dialog.getByLabel('經營模式').selectOption('independent')
      await dialog.getByRole('button', { name: '快速申請' }).click()
      await dialog.getByText('請輸入有效的中國內地電話號碼').waitFor()
      assert.equal(await dialog.getByText('請輸入有效的香港電話號碼').count(), 0)
      await dialog.getByLabel('WhatsApp 號碼').fill('139 1234 5678')
      await dialog.getByRole('button', { name: '快速申請' }).click()
      await page.getByRole('dialog', { name: '多謝你有興趣加入！' }).waitFor({ timeout: 15_000 })
    })
    const [row] = query('SELECT whatsapp FROM quick_applications WHERE email = ?', email)
    assert.equal(row.whatsapp, '+86 139 1234 5678')
  })
})

describe('dates are Hong Kong time', { skip }, () => {
  test('the merchant dashboard shows the submission date in Hong Kong whatever the device clock', async () => {
    // A merchant account (confirmed through its e-mail link) with a submitted application.
    const email = uniqueEmail('hk-dates')
    const password = 'E2e-Merchant-1'
    const signup = await api('/auth/v1/signup', { body: { email, password, data: { name: 'Dates', intendedRole: 'merchant', lang: 'en' } } })
    assert.equal(signup.status, 200, JSON.stringify(signup.body))
    const verify = await fetch(verifyLinkOf(await latestEmail(email, 'confirm-signup')), { redirect: 'manual' })
    assert.ok(verify.status >= 300 && verify.status < 400, `verify answered ${verify.status}`)
    const session = await api('/auth/v1/token?grant_type=password', { body: { email, password } })
    assert.equal(session.status, 200, JSON.stringify(session.body))
    const applied = await api('/functions/v1/merchant-apply', {
      headers: { Authorization: `Bearer ${session.body.access_token}` },
      body: {
        businessName: 'E2E Dates Studio', district: 'Wan Chai', address: '25 Harbour Road', whatsapp: '9123 4567',
        email: uniqueEmail('hk-dates-shop'), businessTypes: ['Beauty'], howDidYouHear: 'Instagram', agree: true,
        interestedInContent: 'yes', openToFreeTrials: 'no', contactPerson: 'Mary Chan', contactPersonRole: 'Owner',
        contactWhatsapp: '9876 5432', contactEmail: email, description: 'Facials in Wan Chai.', lang: 'en',
      },
    })
    assert.equal(applied.status, 200, JSON.stringify(applied.body))
    const [row] = query('SELECT submitted_at FROM merchant_applications WHERE id = ?', applied.body.applicationId)
    const expected = HK_DATE(row.submitted_at, 'en-HK')
    // UTC-12 and UTC+14 together disagree with Hong Kong's date at every hour of the day.
    for (const timezoneId of ['Etc/GMT+12', 'Pacific/Kiritimati']) {
      const context = await browser.newContext({ viewport: DESKTOP, locale: 'en-US', timezoneId })
      const page = await context.newPage()
      try {
        await page.goto(`${BASE_URL}/merchant/register`)
        await page.getByRole('button', { name: 'English' }).click()
        await page.getByRole('link', { name: 'Log in' }).click()
        await page.getByRole('heading', { level: 1, name: 'Log In' }).waitFor()
        await page.getByLabel('Email').fill(email)
        await page.getByLabel('Password', { exact: true }).fill(password)
        await page.getByRole('button', { name: 'Log In', exact: true }).click()
        await page.waitForURL((url) => url.pathname === '/merchant/dashboard', { timeout: 15_000 })
        await page.getByText(`Submitted ${expected}`, { exact: false }).waitFor({ timeout: 10_000 })
      } catch (error) {
        await page.screenshot({ path: join(SCREENSHOTS, `hk-dates-${timezoneId.replace('/', '-')}-failure.png`), fullPage: true })
        throw error
      } finally {
        await context.close()
      }
    }
  })
})

describe('wizard and Quick Apply', () => {
  test('Quick Apply opens on its first field and Escape returns focus to the button that opened it', async () => {
    await withPage(browser, 'quick-apply-focus', {}, async (page) => {
      await page.goto(`${BASE_URL}/for-business`)
      const opener = page.getByTestId('hero').getByRole('button')
      await opener.focus()
      await page.keyboard.press('Enter')
      const dialog = page.getByRole('dialog')
      await dialog.waitFor()
      await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'businessName')
      await page.keyboard.press('Escape')
      await dialog.waitFor({ state: 'hidden' })
      await page.waitForFunction(() => document.activeElement?.closest('[data-testid="hero"]') !== null && document.activeElement?.tagName === 'BUTTON')
    })
  })
})
