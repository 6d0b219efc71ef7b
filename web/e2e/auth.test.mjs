// Auth screens against a running emu-server: merchant registration confirmed through the outbox
// link, sign-in, every login message, expired links, password reset through the outbox link.
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { BASE_URL, launchBrowser, uniqueEmail, withPage } from './helpers.mjs'
import { DATABASE, latestEmail, query, verifyLinkOf } from './onboarding-helpers.mjs'

let browser
before(async () => {
  browser = await launchBrowser()
})
after(async () => {
  await browser?.close()
})

const PASSWORD = 'E2e-Merchant-1'
const NEW_PASSWORD = 'E2e-Merchant-2'

// Until the server serves the SPA for /auth/* pages (see the test at the end), the login page
// is opened from another page's link (client-side navigation).
async function openLogin(page) {
  await page.goto(`${BASE_URL}/merchant/register`)
  await page.getByRole('link', { name: 'Log in' }).click()
  await page.getByRole('heading', { level: 1, name: 'Log In' }).waitFor()
}

async function logIn(page, email, password) {
  if (new URL(page.url()).pathname !== '/auth/login') await openLogin(page)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Log In', exact: true }).click()
}

const alertText = async (page) => {
  const alert = page.getByRole('alert')
  await alert.waitFor()
  return (await alert.textContent())?.trim()
}

let confirmedMerchant = null

describe('merchant account (needs EMU_E2E_DATABASE for the outbox)', async () => {
  const skip = !DATABASE ? 'EMU_E2E_DATABASE is not set: the confirmation and reset links are read from the outbox' : false

  test('register, see the login messages, confirm through the outbox link, sign in, reset the password', { skip }, async () => {
    const email = uniqueEmail('merchant')
    await withPage(browser, 'auth-merchant', {}, async (page) => {
      // Register as a merchant.
      await page.goto(`${BASE_URL}/merchant/register`)
      await page.getByRole('heading', { level: 1, name: 'Merchant Registration' }).waitFor()
      await page.getByRole('button', { name: 'Create Merchant Account' }).click()
      await page.getByText('Business name is required').waitFor()
      await page.getByLabel('Business name').fill('E2E Register Salon')
      await page.getByLabel('Email').fill(email)
      await page.getByLabel('Password', { exact: true }).fill('short')
      await page.getByLabel('Confirm password').fill('short')
      await page.getByRole('button', { name: 'Create Merchant Account' }).click()
      await page.getByText('Password must be at least 8 characters and include a letter and a number').waitFor()
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
      await page.getByLabel('Confirm password').fill(PASSWORD)
      await page.getByRole('button', { name: 'Create Merchant Account' }).click()
      await page.getByRole('heading', { name: 'Check your e-mail' }).waitFor({ timeout: 15_000 })

      const [user] = query("SELECT id, json_extract(raw_user_meta_data, '$.intendedRole') AS role FROM users WHERE email = ?", email)
      assert.ok(user, 'the account exists')
      assert.equal(user.role, 'merchant')

      // Not confirmed yet; a wrong password; an unknown account.
      await logIn(page, email, PASSWORD)
      assert.equal(await alertText(page), 'Please check your email and confirm your account before logging in.')
      await page.getByLabel('Password', { exact: true }).fill('Wrong-password-1')
      await page.getByRole('button', { name: 'Log In', exact: true }).click()
      await page.getByText('Incorrect email or password.').waitFor()

      // Confirm through the outbox link: /merchant/callback exchanges the code, then the dashboard.
      const confirmation = await latestEmail(email)
      await page.goto(verifyLinkOf(confirmation))
      await page.waitForURL((url) => url.pathname === '/merchant/dashboard', { timeout: 15_000 })
      await page.getByRole('heading', { level: 1, name: 'Merchant Dashboard' }).waitFor()
      await page.getByText('You have not submitted an application yet.').waitFor()
      confirmedMerchant = user.id

      // The same link again: used, so the expired-link screen with its resend form.
      await page.goto(verifyLinkOf(confirmation))
      await page.getByRole('heading', { name: 'This link has expired' }).waitFor({ timeout: 15_000 })
      await page.getByRole('button', { name: 'Send a new link' }).waitFor()

      // Sign in (the earlier session was replaced).
      await logIn(page, email, PASSWORD)
      await page.waitForURL((url) => url.pathname === '/merchant/dashboard', { timeout: 15_000 })

      // Forgot password -> outbox link -> new password twice -> sign in with it.
      await openLogin(page)
      await page.getByRole('link', { name: 'Forgot password?' }).click()
      // The login form (with its own Email field) stays up while the next page's code loads.
      await page.getByRole('heading', { level: 1, name: 'Forgot your password?' }).waitFor()
      await page.getByLabel('Email').fill(email)
      await page.getByRole('button', { name: 'Send reset link' }).click()
      await page.getByText(`If an account exists for ${email}, you will receive a password reset link shortly.`).waitFor()
      const recovery = await latestEmail(email)
      const link = verifyLinkOf(recovery)
      assert.match(link, /type=recovery/)
      await page.goto(link)
      await page.waitForURL((url) => url.pathname === '/merchant/reset-password', { timeout: 15_000 })
      await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD)
      await page.getByLabel('Confirm new password').fill('Different-1')
      await page.getByRole('button', { name: 'Update password' }).click()
      await page.getByText('Passwords do not match').waitFor()
      await page.getByLabel('Confirm new password').fill(NEW_PASSWORD)
      await page.getByRole('button', { name: 'Update password' }).click()
      await page.getByText('Your password has been updated.').waitFor({ timeout: 15_000 })

      await logIn(page, email, PASSWORD)
      assert.equal(await alertText(page), 'Incorrect email or password.')
      await logIn(page, email, NEW_PASSWORD)
      await page.waitForURL((url) => url.pathname === '/merchant/dashboard', { timeout: 15_000 })
    })
  })
})

test('the merchants row exists after the confirmation (needs /rest/v1)', async (t) => {
  if (!confirmedMerchant) return t.skip('no confirmed merchant: the flow above was skipped or /rest/v1 is not built')
  const rows = query('SELECT business_name, onboarding_complete FROM merchants WHERE user_id = ?', confirmedMerchant)
  if (rows.length === 0) {
    t.todo(
      'server gap: the REST policy (server/src/rest/policy.cpp) gives signed-in users select/update on merchants but not insert, so the upsert from /merchant/callback is refused',
    )
  }
  assert.equal(rows.length, 1, 'the merchants row was created after confirmation')
  assert.equal(rows[0].business_name, 'E2E Register Salon')
  assert.equal(rows[0].onboarding_complete, 0)
})

test('login messages the local server cannot produce on demand (answers replaced in the browser)', async () => {
  await withPage(browser, 'auth-login-messages', {}, async (page) => {
    const cases = [
      [429, { code: 'over_request_rate_limit', error_code: 'over_request_rate_limit', msg: 'Rate limit' }, 'Too many login attempts. Please try again later.'],
      [400, { code: 'user_not_found', error_code: 'user_not_found', msg: 'User not found' }, 'Account not found.'],
      [400, { code: 'user_banned', error_code: 'user_banned', msg: 'User is banned' }, 'Login failed: User is banned'],
    ]
    for (const [status, body, message] of cases) {
      await page.route('**/auth/v1/token?grant_type=password', (route) =>
        route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) }),
      )
      await logIn(page, 'someone@example.hk', 'Whatever-1')
      assert.equal(await alertText(page), message)
      await page.unroute('**/auth/v1/token?grant_type=password')
    }
    // No answer within 10 seconds.
    await page.route('**/auth/v1/token?grant_type=password', () => {})
    await logIn(page, 'someone@example.hk', 'Whatever-1')
    await page.getByText('Login attempt timed out. Please try again.').waitFor({ timeout: 15_000 })
  })
})

test('an expired link at / goes to /auth/callback and offers a new link', async (t) => {
  await withPage(browser, 'auth-expired-link', {}, async (page) => {
    await page.goto(`${BASE_URL}/#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired`)
    await page.waitForURL((url) => url.pathname === '/auth/callback')
    await page.getByRole('heading', { name: 'This link has expired' }).waitFor()
    await page.getByText('The link is invalid or has expired. Enter your e-mail and we will send you a new one.').waitFor()
    await page.getByLabel('Email').fill(uniqueEmail('resend'))
    await page.getByRole('button', { name: 'Send a new link' }).click()
    await page.getByText(/a new link is on its way to/).waitFor({ timeout: 15_000 })
  })
})

test('the auth screens switch to Chinese', async () => {
  await withPage(browser, 'auth-zh', {}, async (page) => {
    await openLogin(page)
    await page.getByRole('button', { name: '中文' }).click()
    await page.getByRole('heading', { level: 1, name: '登入' }).waitFor()
    await page.getByRole('button', { name: '登入', exact: true }).click()
    await page.getByText('請輸入電郵').waitFor()
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'zh-HK')
  })
})

describe('direct loads of the /auth/* pages', async () => {
  test('/auth/login, /auth/signup, /auth/forgot-password and /auth/callback open directly', async () => {
    await withPage(browser, 'auth-direct', {}, async (page) => {
      for (const [path, heading] of [
        ['/auth/login', 'Log In'],
        ['/auth/signup', 'Create an account'],
        ['/auth/forgot-password', 'Forgot your password?'],
      ]) {
        await page.goto(`${BASE_URL}${path}`)
        await page.getByRole('heading', { level: 1, name: heading }).waitFor()
      }
      await page.goto(`${BASE_URL}/auth/callback`)
      await page.getByRole('heading', { name: 'We could not sign you in' }).waitFor({ timeout: 15_000 })
    })
  })
})
