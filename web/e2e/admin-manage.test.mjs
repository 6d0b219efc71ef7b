// Managing things: search and filter in every list (paged on the server), a shop edited and
// deleted (its services and claims go with it), merchant and user details, System Settings.
import { after, before, test } from 'node:test'
import assert from 'node:assert/strict'
import { BASE_URL, launchBrowser } from './helpers.mjs'
import { adminContext, inPage, missingSetup, sql } from './admin-helpers.mjs'

let browser
let context
let skip = null
before(async () => {
  skip = await missingSetup()
  browser = await launchBrowser()
  if (!skip) context = await adminContext(browser)
})
after(async () => {
  await context?.close()
  await browser?.close()
})

const n = async (query) => Number((await sql(query))[0].n)
const rowsOf = (page, table) => page.getByTestId(table).locator('tbody tr')

test('shops: search by name, address or district; claim status filter', async (t) => {
  if (skip) return t.skip(skip)
  await inPage(context, 'admin-shops-search', async (page) => {
    await page.goto(`${BASE_URL}/admin/shops`)
    await rowsOf(page, 'shops-table').first().waitFor()
    const expected = await n(
      "SELECT COUNT(*) AS n FROM businesses WHERE lower(name) LIKE '%nail%' OR lower(name_zh) LIKE '%nail%' OR lower(address) LIKE '%nail%' OR lower(district) LIKE '%nail%'",
    )
    await page.getByRole('searchbox', { name: 'Search' }).fill('nail')
    await page.getByTestId('pagination-summary').filter({ hasText: new RegExp(` of ${expected}$`) }).waitFor()
    for (const name of await rowsOf(page, 'shops-table').locator('td:first-child button').allTextContents()) {
      assert.match(name, /nail/i)
    }
    const shaTin = await n("SELECT COUNT(*) AS n FROM businesses WHERE lower(name) LIKE '%sha tin%' OR lower(address) LIKE '%sha tin%' OR lower(district) LIKE '%sha tin%'")
    await page.getByRole('searchbox', { name: 'Search' }).fill('Sha Tin')
    await page.getByTestId('pagination-summary').filter({ hasText: new RegExp(` of ${shaTin}$`) }).waitFor()
    for (const row of await rowsOf(page, 'shops-table').allTextContents()) assert.match(row, /Sha Tin/)
    await page.getByRole('searchbox', { name: 'Search' }).fill('')
    await page.getByTestId('claim-filter').selectOption('unclaimed')
    const unclaimed = await n("SELECT COUNT(*) AS n FROM businesses WHERE claim_status = 'unclaimed'")
    await page.getByTestId('pagination-summary').filter({ hasText: new RegExp(` of ${unclaimed}$`) }).waitFor()
    for (const badge of await rowsOf(page, 'shops-table').locator('td:nth-child(3)').allTextContents()) {
      assert.equal(badge, 'Unclaimed')
    }
  })
})

test('shops: edit, then delete (services and claims gone)', async (t) => {
  if (skip) return t.skip(skip)
  const shop = (
    await sql(`SELECT b.id, b.name FROM businesses b WHERE EXISTS (SELECT 1 FROM services s WHERE s.shop_id = b.id)
               AND EXISTS (SELECT 1 FROM business_claims c WHERE c.business_id = b.id AND c.claim_status = 'rejected') LIMIT 1`)
  )[0]
  assert.ok(shop, 'seed-demo has a shop with services and a claim')
  const renamed = `${shop.name} (edited)`
  await inPage(context, 'admin-shops-edit', async (page) => {
    await page.goto(`${BASE_URL}/admin/shops`)
    await page.getByRole('searchbox', { name: 'Search' }).fill(shop.name)
    await rowsOf(page, 'shops-table').getByRole('button', { name: shop.name, exact: true }).click()
    const panel = page.getByRole('dialog')
    await panel.getByRole('tab', { name: 'Services' }).click()
    await panel.getByTestId('services-list').waitFor()
    await panel.getByRole('tab', { name: 'Bookings' }).click()
    await panel.getByRole('tab', { name: 'Details' }).click()
    await panel.getByRole('button', { name: 'Edit' }).click()
    const form = panel.getByTestId('shop-edit-form')
    await form.getByLabel('Name').fill(renamed)
    await form.getByLabel('Business types (comma separated)').fill('Nail Salon, Beauty')
    await form.getByLabel('Verified').check()
    await form.getByRole('button', { name: 'Save Changes' }).click()
    await page.getByText('Business updated successfully').waitFor()
    await panel.getByRole('button', { name: 'Delete' }).click()
    const confirm = page.getByRole('alertdialog')
    await confirm.getByText('Are you sure you want to delete this business?').waitFor()
    await confirm.getByRole('button', { name: 'Delete' }).click()
    await page.getByText('Business deleted successfully').waitFor()
  })
  assert.equal(await n(`SELECT COUNT(*) AS n FROM businesses WHERE id = '${shop.id}'`), 0)
  assert.equal(await n(`SELECT COUNT(*) AS n FROM services WHERE shop_id = '${shop.id}'`), 0)
  assert.equal(await n(`SELECT COUNT(*) AS n FROM business_claims WHERE business_id = '${shop.id}'`), 0)
})

test('shops: the edit is saved', async (t) => {
  if (skip) return t.skip(skip)
  const shop = (await sql("SELECT id, name FROM businesses WHERE claim_status = 'approved' ORDER BY name LIMIT 1"))[0]
  await inPage(context, 'admin-shops-save', async (page) => {
    await page.goto(`${BASE_URL}/admin/shops`)
    await page.getByRole('searchbox', { name: 'Search' }).fill(shop.name)
    await rowsOf(page, 'shops-table').getByRole('button', { name: shop.name, exact: true }).click()
    const panel = page.getByRole('dialog')
    await panel.getByRole('button', { name: 'Edit' }).click()
    await panel.getByLabel('Business types (comma separated)').fill('Hair Salon,  Beauty ,')
    await panel.getByLabel('Active').uncheck()
    await panel.getByRole('button', { name: 'Save Changes' }).click()
    await page.getByText('Business updated successfully').waitFor()
  })
  const row = (await sql(`SELECT business_types, is_active FROM businesses WHERE id = '${shop.id}'`))[0]
  assert.deepEqual(JSON.parse(row.business_types), ['Hair Salon', 'Beauty'])
  assert.equal(Number(row.is_active), 0)
})

test('merchants: search and the detail counts', async (t) => {
  if (skip) return t.skip(skip)
  const m = (await sql("SELECT user_id, email FROM user_profiles WHERE email = 'merchant01@demo.emu.hk'"))[0]
  const shops = await n(`SELECT COUNT(*) AS n FROM businesses WHERE merchant_id = '${m.user_id}'`)
  const bookings = await n(`SELECT COUNT(*) AS n FROM bookings k JOIN businesses b ON b.id = k.shop_id WHERE b.merchant_id = '${m.user_id}'`)
  await inPage(context, 'admin-merchants', async (page) => {
    await page.goto(`${BASE_URL}/admin/merchants`)
    await rowsOf(page, 'merchants-table').first().waitFor()
    await page.getByRole('searchbox', { name: 'Search' }).fill('merchant01')
    await page.getByTestId('pagination-summary').filter({ hasText: / of 1$/ }).waitFor()
    await rowsOf(page, 'merchants-table').first().click()
    const counts = page.getByRole('dialog').getByTestId('merchant-counts')
    await counts.waitFor()
    const text = await counts.textContent()
    assert.match(text, new RegExp(`Businesses${shops}`))
    assert.match(text, new RegExp(`Bookings${bookings}`))
    await page.getByRole('dialog').getByText('Last active').waitFor()
  })
})

test('users: role filters, badges, search and the Visited tab', async (t) => {
  if (skip) return t.skip(skip)
  const admins = await n("SELECT COUNT(*) AS n FROM user_roles WHERE role = 'admin'")
  await inPage(context, 'admin-users', async (page) => {
    await page.goto(`${BASE_URL}/admin/users`)
    await rowsOf(page, 'users-table').first().waitFor()
    await page.getByTestId('role-admin').click()
    await page.getByTestId('pagination-summary').filter({ hasText: new RegExp(` of ${admins}$`) }).waitFor()
    for (const badge of await rowsOf(page, 'users-table').locator('td:nth-child(3)').allTextContents()) assert.equal(badge, 'Admin')
    await page.getByTestId('role-merchant').click()
    await page.getByTestId('pagination-summary').filter({ hasText: / of 1\d/ }).waitFor()
    for (const badge of await rowsOf(page, 'users-table').locator('td:nth-child(3)').allTextContents()) assert.equal(badge, 'Merchant')
    await page.getByTestId('role-all').click()
    await page.getByRole('searchbox', { name: 'Search' }).fill('user001@')
    await page.getByTestId('pagination-summary').filter({ hasText: / of 1$/ }).waitFor()
    await rowsOf(page, 'users-table').first().click()
    const panel = page.getByRole('dialog')
    await panel.getByRole('tab', { name: 'Visited' }).click()
    await panel.getByTestId('visited-list').waitFor()
    await panel.getByRole('tab', { name: 'Profile' }).click()
    await panel.getByText('user001@demo.emu.hk').first().waitFor()
  })
})

test('applications: search narrows the list on the server', async (t) => {
  if (skip) return t.skip(skip)
  await inPage(context, 'admin-apps-search', async (page) => {
    await page.goto(`${BASE_URL}/admin/verification`)
    await page.getByTestId('application-row').first().waitFor()
    await page.getByRole('searchbox', { name: 'Search' }).fill('no-such-business-xyz')
    await page.getByText('No pending applications found').waitFor()
    await page.getByTestId('tab-approved').click()
    await page.getByText('No approved applications found').waitFor()
  })
})

test('settings: the real configuration and outbox counts', async (t) => {
  if (skip) return t.skip(skip)
  const failed = await n("SELECT COUNT(*) AS n FROM email_outbox WHERE status = 'failed'")
  await inPage(context, 'admin-settings', async (page) => {
    await page.goto(`${BASE_URL}/admin/settings`)
    await page.getByRole('heading', { name: 'System Settings' }).waitFor()
    assert.equal(await page.getByTestId('database-kind').textContent(), 'SQLite')
    assert.equal(await page.getByTestId('outbox-failed').textContent(), String(failed))
  })
})
