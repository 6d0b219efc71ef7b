// Shared setup of the back-office specs (admin*.test.mjs): the admin account scripts/e2e.sh
// creates, the demo data of `emu-server seed-demo`, SQL against the server's SQLite file.
import assert from 'node:assert/strict'
import { join } from 'node:path'
import { BASE_URL, DATABASE, DESKTOP, SCREENSHOTS, sqliteRows } from './helpers.mjs'

export const ADMIN_EMAIL = process.env.EMU_E2E_ADMIN_EMAIL ?? ''
export const ADMIN_PASSWORD = process.env.EMU_E2E_ADMIN_PASSWORD ?? ''
export { DATABASE }
export const DEMO_PASSWORD = process.env.EMU_E2E_DEMO_PASSWORD ?? 'Emu-Demo-2025!'

/** Rows of a SELECT on the server's SQLite database. */
export async function sql(query) {
  return sqliteRows(DATABASE, query)
}

export const esc = (value) => String(value).replace(/'/g, "''")

/** Why the back-office specs cannot run here, or null. */
export async function missingSetup() {
  if (!ADMIN_EMAIL || !ADMIN_PASSWORD) return 'EMU_E2E_ADMIN_EMAIL / EMU_E2E_ADMIN_PASSWORD not set (scripts/e2e.sh creates the admin)'
  if (!DATABASE) return 'EMU_E2E_DATABASE not set'
  try {
    const rows = await sql("SELECT COUNT(*) AS n FROM users WHERE email = 'admin@demo.emu.hk'")
    if (rows[0].n === 0) return 'no demo data: run `emu-server seed-demo` before the specs (see scripts/e2e.sh)'
  } catch (error) {
    return `cannot read ${DATABASE}: ${error.message}`
  }
  return null
}

/** Signs in on /admin/login through the UI and waits for the back office. */
export async function signIn(page, email = ADMIN_EMAIL, password = ADMIN_PASSWORD) {
  await page.goto(`${BASE_URL}/admin/login`)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign In' }).click()
}

/** A browser context signed in as the admin (one sign-in per spec file). */
export async function adminContext(browser) {
  const context = await browser.newContext({ viewport: DESKTOP, locale: 'en-US' })
  const page = await context.newPage()
  await signIn(page)
  await page.waitForURL('**/admin/verification')
  await page.close()
  return context
}

/** Runs body(page) in `context`; screenshot on failure; asserts no uncaught page errors. */
export async function inPage(context, name, body) {
  const page = await context.newPage()
  const errors = []
  page.on('pageerror', (error) => errors.push(error.message))
  try {
    await body(page)
    assert.deepEqual(errors, [], 'uncaught errors in the page')
  } catch (error) {
    await page.screenshot({ path: join(SCREENSHOTS, `${name}-failure.png`), fullPage: true }).catch(() => {})
    throw error
  } finally {
    await page.close()
  }
}

/** Waits until `check()` is truthy (server-side effects after a UI action). */
export async function eventually(check, { timeoutMs = 5000, message = 'condition' } = {}) {
  const end = Date.now() + timeoutMs
  for (;;) {
    const value = await check()
    if (value) return value
    if (Date.now() > end) assert.fail(`timed out waiting for ${message}`)
    await new Promise((r) => setTimeout(r, 100))
  }
}
