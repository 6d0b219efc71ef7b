// Deciding things: approve one application and reject another with Other + text (rows, audit
// and e-mails asserted in the database), approve a claim and see the second claim on the same
// shop become a duplicate; the dashboard's real counts.
import { after, before, test } from 'node:test'
import assert from 'node:assert/strict'
import { BASE_URL, launchBrowser } from './helpers.mjs'
import { adminContext, esc, eventually, inPage, missingSetup, sql } from './admin-helpers.mjs'

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

test('dashboard: real counts and recent activity', async (t) => {
  if (skip) return t.skip(skip)
  await inPage(context, 'admin-dashboard', async (page) => {
    await page.goto(`${BASE_URL}/admin/dashboard`)
    const stats = page.getByTestId('dashboard-stats')
    const pending = await n("SELECT COUNT(*) AS n FROM merchant_applications WHERE status = 'pending_review'")
    const users = await n('SELECT COUNT(*) AS n FROM user_profiles')
    await stats.getByText(String(pending), { exact: true }).first().waitFor()
    await stats.getByText(String(users), { exact: true }).first().waitFor()
    await page.getByTestId('recent-activity').getByRole('listitem').first().waitFor()
  })
})

async function openApplication(page, number) {
  await page.goto(`${BASE_URL}/admin/verification`)
  await page.getByRole('heading', { name: 'Merchant Applications' }).waitFor()
  await page.getByRole('searchbox', { name: 'Search' }).fill(number)
  await page.getByTestId('pagination-summary').filter({ hasText: / of 1$/ }).waitFor()
  const row = page.getByTestId('application-row').filter({ hasText: number })
  await row.waitFor()
  assert.equal(await page.getByTestId('application-row').count(), 1)
  await row.getByRole('button').first().click()
  await row.getByText('Business Information').waitFor()
  await row.getByText('BR Information').waitFor()
  await row.getByText('Contact Information').waitFor()
  return row
}

test('approve one application and reject another with Other + text', async (t) => {
  if (skip) return t.skip(skip)
  const [first, second] = await sql(
    "SELECT id, application_number, contact_email FROM merchant_applications WHERE status = 'pending_review' ORDER BY application_number LIMIT 2",
  )
  const before = await n("SELECT COUNT(*) AS n FROM merchant_applications WHERE status = 'pending_review'")
  await inPage(context, 'admin-approve', async (page) => {
    const row = await openApplication(page, first.application_number)
    const approve = row.getByRole('button', { name: 'Approve' })
    const reject = row.getByRole('button', { name: 'Reject' })
    assert.equal(await approve.isDisabled(), true, 'Approve waits for the checkbox')
    assert.equal(await reject.isDisabled(), true, 'Reject waits for the checkbox')
    await row.getByLabel('Contacted merchant?').check()
    await row.getByLabel('Remarks (optional)').fill('Called the owner, BR checked')
    await approve.click()
    await page.getByText('Application approved').waitFor()
    await page.getByTestId('tab-pending').filter({ hasText: String(before - 1) }).waitFor()
  })
  const approved = (await sql(`SELECT status, reviewer_remark, reviewed_by, approved_at FROM merchant_applications WHERE id = '${first.id}'`))[0]
  assert.equal(approved.status, 'approved')
  assert.equal(approved.reviewer_remark, 'Called the owner, BR checked')
  assert.ok(approved.approved_at)
  assert.equal(await n(`SELECT COUNT(*) AS n FROM audit_log WHERE action = 'merchant_application.approve' AND entity_id = '${first.id}'`), 1)
  await eventually(
    async () => (await n(`SELECT COUNT(*) AS n FROM email_outbox WHERE template_id = 4 AND to_email = '${esc(first.contact_email)}'`)) === 1,
    { message: 'the approval e-mail' },
  )

  await inPage(context, 'admin-reject', async (page) => {
    const row = await openApplication(page, second.application_number)
    await row.getByLabel('Contacted merchant?').check()
    await row.getByRole('button', { name: 'Reject' }).click()
    const confirm = row.getByRole('button', { name: 'Confirm Reject' })
    assert.equal(await confirm.isDisabled(), true, 'Confirm Reject waits for a reason')
    await row.getByLabel('Select a rejection reason:').selectOption('Other')
    assert.equal(await confirm.isDisabled(), true, 'Other waits for its text')
    await row.getByLabel('Custom reason').fill('The shop is a residential flat')
    await confirm.click()
    await page.getByText('Application rejected').waitFor()
    await page.getByText('The merchant has been notified of the rejection.').waitFor()
  })
  const rejected = (await sql(`SELECT status, rejection_reason, rejected_at FROM merchant_applications WHERE id = '${second.id}'`))[0]
  assert.equal(rejected.status, 'rejected')
  assert.equal(rejected.rejection_reason, 'The shop is a residential flat')
  assert.equal(await n(`SELECT COUNT(*) AS n FROM audit_log WHERE action = 'merchant_application.reject' AND entity_id = '${second.id}'`), 1)
  await eventually(
    async () => (await n(`SELECT COUNT(*) AS n FROM email_outbox WHERE template_id = 6 AND to_email = '${esc(second.contact_email)}'`)) === 1,
    { message: 'the rejection e-mail' },
  )
})

test('approve a claim; the second claim on the same shop becomes a duplicate', async (t) => {
  if (skip) return t.skip(skip)
  const pair = await sql(`
    SELECT c.id, c.contact_email, b.name FROM business_claims c JOIN businesses b ON b.id = c.business_id
    WHERE c.claim_status = 'pending' AND c.business_id IN (
      SELECT business_id FROM business_claims WHERE claim_status = 'pending' GROUP BY business_id HAVING COUNT(*) = 2)
    ORDER BY c.business_id, c.created_at LIMIT 2`)
  assert.equal(pair.length, 2, 'seed-demo makes one shop with two pending claims')
  const decide = async (page, claim, expected) => {
    await page.goto(`${BASE_URL}/admin/business-claims`)
    await page.getByRole('heading', { name: 'Business Claims Review' }).waitFor()
    const card = page.getByTestId('claim-card').filter({ hasText: claim.contact_email })
    await card.waitFor()
    await card.getByRole('button', { name: 'Review Claim' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByLabel('Review notes').fill('Checked by WhatsApp')
    await dialog.getByRole('button', { name: 'Approve' }).click()
    await page.getByText(expected).waitFor()
  }
  await inPage(context, 'admin-claims', async (page) => {
    await decide(page, pair[0], 'Claim approved successfully')
    await decide(page, pair[1], 'This business has already been claimed. The claim has been marked as duplicate.')
    await page.getByTestId('tab-duplicate').click()
    await page.getByTestId('claim-card').filter({ hasText: pair[1].contact_email }).waitFor()
    await page.getByTestId('sort-toggle').click()
    await page.getByTestId('sort-toggle').filter({ hasText: 'Oldest first' }).waitFor()
  })
  const statuses = await sql(`SELECT id, claim_status, review_notes FROM business_claims WHERE id IN ('${pair[0].id}', '${pair[1].id}')`)
  const byId = Object.fromEntries(statuses.map((r) => [r.id, r]))
  assert.equal(byId[pair[0].id].claim_status, 'approved')
  assert.equal(byId[pair[1].id].claim_status, 'duplicate')
  assert.equal(byId[pair[1].id].review_notes, 'This business has already been claimed by another merchant.')
})

test('first render of the applications list (timed; seed with --applications 10000 for the note)', async (t) => {
  if (skip) return t.skip(skip)
  const total = await n('SELECT COUNT(*) AS n FROM merchant_applications')
  await inPage(context, 'admin-perf', async (page) => {
    await page.goto(`${BASE_URL}/admin/dashboard`)
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor()
    const start = Date.now()
    await page.getByRole('link', { name: 'Verification Review' }).click()
    await page.getByTestId('application-row').first().waitFor()
    await page.getByTestId('tab-pending').filter({ hasText: /\d/ }).waitFor()
    const ms = Date.now() - start
    console.log(`# applications list: first render ${ms} ms with ${total} applications in the database`)
    assert.ok(ms < 3000, `first render took ${ms} ms`)
  })
})

test('activity lines read as sentences in the admin language, with HKT times and the shop named', async (t) => {
  if (skip) return t.skip(skip)
  // The claim approved above (issue 31: not "business_claim.approve 1a2b3c4d").
  const [latest] = await sql(`
    SELECT a.actor_email, b.name FROM audit_log a JOIN business_claims c ON c.id = a.entity_id
    JOIN businesses b ON b.id = c.business_id WHERE a.action = 'business_claim.approve'
    AND json_extract(a.details, '$.status') = 'approved' ORDER BY a.created_at DESC LIMIT 1`)
  assert.ok(latest, 'an approved claim is in the audit log')
  await inPage(context, 'admin-activity', async (page) => {
    await page.goto(`${BASE_URL}/admin/dashboard`)
    const list = page.getByTestId('recent-activity')
    await list.getByText(`${latest.actor_email} approved a claim of ${latest.name}`, { exact: true }).waitFor()
    // The second claim on that shop, approved after it, reads as what it became.
    await list.getByText(`${latest.actor_email} marked a claim of ${latest.name} as a duplicate`, { exact: true }).waitFor()
    const lines = await list.getByTestId('activity-line').allInnerTexts()
    for (const line of lines) assert.doesNotMatch(line, /\b[a-z_]+\.[a-z_]+\b [0-9a-f]{8}/, `a raw code: ${line}`)
    for (const time of await list.getByTestId('activity-time').allInnerTexts()) assert.match(time, / HKT$/)
    await page.evaluate(() => localStorage.setItem('emu.lang', 'zh-HK'))
    await page.reload()
    await list.getByText(`${latest.actor_email} 批准了 ${latest.name} 的認領申請`, { exact: true }).waitFor()
    await page.evaluate(() => localStorage.setItem('emu.lang', 'en'))
  })
})

test('a claim links to its shop: Shop Management opens with that shop', async (t) => {
  if (skip) return t.skip(skip)
  await inPage(context, 'admin-claim-link', async (page) => {
    await page.goto(`${BASE_URL}/admin/business-claims`)
    await page.getByRole('heading', { name: 'Business Claims Review' }).waitFor()
    const card = page.getByTestId('claim-card').first()
    await card.waitFor()
    const title = (await card.getByRole('heading', { level: 2 }).innerText()).trim()
    const link = card.getByRole('link', { name: `Open ${title} in Shop Management` })
    const href = await link.getAttribute('href')
    const shopId = new URL(href, BASE_URL).searchParams.get('shop')
    const [shop] = await sql(`SELECT name FROM businesses WHERE id = '${esc(shopId)}'`)
    assert.equal(shop.name, title)
    await link.click()
    await page.waitForURL((url) => url.pathname === '/admin/shops' && url.searchParams.get('shop') === shopId)
    await page.getByRole('dialog').getByText(shop.name).first().waitFor()
  })
})
