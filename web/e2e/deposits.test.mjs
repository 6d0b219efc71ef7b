// Issue 29, deposits in the browser (salon-day.md C.3, C.6), against a real server, a real
// SQLite database and the Stripe stand-in (server/tests/integration/lib/stripe-standin.mjs): the
// owner sets a HK$100 deposit with an FPS account and cards in the booking rules; Ann books and
// pays by card on the stand-in's Checkout page and her booking shows confirmed; Ben pays by FPS
// (the QR on the page is decoded with zbarimg: amount, reference, proxy and CRC) with a screenshot
// and the shop confirms receipt in its Payments section; Cy cancels inside the free window and
// the shop marks the FPS refund paid; the month's statement (and its CSV) shows all three; the
// admin's Money page shows the card money held; Dee does not pay in time and her booking is
// released (C.6); a manager reads the deposit settings without changing them and a staff member
// sees no money. Screenshots of the payment page and the Payments section at 390 and 1440 px in
// English and Chinese. Browsers run in New York time and must show Hong Kong times.
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { execFile } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { BASE_URL, DESKTOP, MOBILE, SCREENSHOTS, launchBrowser, png, useServer } from './helpers.mjs'
import { eventually, signIn as adminSignIn, sql } from './admin-helpers.mjs'
import { account, api, call, hkDate, openSignedIn, pickDateTime, seedShop, tokenOf } from './booking-helpers.mjs'
import { startMarketplaceServer } from './second-server.mjs'
import { startStripeStandin } from '../../server/tests/integration/lib/stripe-standin.mjs'

const run = promisify(execFile)
const skip = process.env.EMU_E2E_SERVER_BIN && process.env.EMU_E2E_DATABASE ? false : 'run through scripts/e2e.sh'

// Deposits need the marketplace (its own server, as booking.test.mjs) and card payments (the
// stand-in, its webhook secret shared with the server); the booking jobs sweep every second.
let browser
let server
let stripe
before(async () => {
  browser = await launchBrowser()
  if (skip) return
  // A stand-in of this spec's own, its webhooks sent to this spec's server.
  stripe = await startStripeStandin()
  server = await startMarketplaceServer({
    EMU_STRIPE_SECRET_KEY: stripe.secretKey,
    EMU_STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
    EMU_STRIPE_API_BASE: stripe.url,
    EMU_BOOKING_SWEEP_MS: '1000',
  })
  stripe.webhookUrl = `${server.url}/webhooks/stripe`
  useServer(server)
})
after(async () => {
  await browser?.close()
  await server?.stop()
  await stripe?.close()
})

const D = hkDate(3)
const MONTH = hkDate(0).slice(0, 7)

async function withSession(name, { viewport = DESKTOP } = {}, body) {
  const context = await browser.newContext({ viewport, locale: 'en-US', timezoneId: 'America/New_York' })
  const page = await context.newPage()
  const errors = []
  page.on('pageerror', (e) => errors.push(e.message))
  try {
    await body(page, context)
    assert.deepEqual(errors, [], 'uncaught errors in the page')
  } catch (error) {
    await page.screenshot({ path: join(SCREENSHOTS, `${name}-failure.png`), fullPage: true }).catch(() => {})
    throw error
  } finally {
    await context.close()
  }
}

const shot = (page, name) => page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true })

/** Switches the open page to Chinese (the language is remembered in localStorage). */
async function toChinese(page) {
  await page.evaluate(() => localStorage.setItem('emu.lang', 'zh-HK'))
  await page.reload()
}

/** The booking flow up to "Book and pay deposit": Gel manicure with Amy on D at `time`. */
async function bookWithDeposit(page, time) {
  await page.getByRole('button', { name: /Gel manicure/ }).click()
  await page.getByRole('button', { name: /^Amy/ }).click()
  await pickDateTime(page, D, time)
  // The deposit is shown before confirming, with what happens to it.
  assert.equal((await page.getByTestId('summary-deposit').textContent()).trim(), 'HK$100, paid after you confirm')
  assert.match(await page.getByTestId('deposit-terms').textContent(), /30 minutes.*FPS or card.*24 hours/)
  await page.getByLabel('Mobile number').fill('6123 4567')
  await page.getByRole('button', { name: 'Book and pay deposit' }).click()
  await page.waitForURL((url) => /^\/bookings\/[0-9a-f-]{36}\/pay$/.test(url.pathname))
  return page.url().split('/')[4]
}

/** The EMVCo TLV fields of an FPS payload (two-digit id, two-digit length). */
function tlv(text) {
  const fields = {}
  for (let i = 0; i < text.length; ) {
    const id = text.slice(i, i + 2)
    const length = Number(text.slice(i + 2, i + 4))
    fields[id] = text.slice(i + 4, i + 4 + length)
    i += 4 + length
  }
  return fields
}

/** CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF), as field 63 carries it. */
function crc16(text) {
  let crc = 0xffff
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8
    for (let k = 0; k < 8; k++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff
  }
  return crc.toString(16).toUpperCase().padStart(4, '0')
}

/** Decodes the QR image the page shows (a screenshot of the element, read by zbarimg). */
async function decodeQr(page) {
  const file = join(tmpdir(), `fps-qr-${randomUUID()}.png`)
  await writeFile(file, await page.getByTestId('fps-qr').screenshot())
  try {
    const { stdout } = await run('zbarimg', ['--raw', '-q', file])
    return stdout.trim()
  } finally {
    await rm(file, { force: true })
  }
}

const state = {}

describe('deposits', { skip }, () => {
  test('the owner asks a HK$100 deposit, 30 minutes to pay, FPS ID and cards; the outcomes are explained', async () => {
    state.shop = await seedShop({ staff: ['Amy'] })
    await withSession('deposits-rules', { viewport: MOBILE }, async (page) => {
      await openSignedIn(page, state.shop.owner, '/merchant/dashboard/bookings')
      await page.getByRole('tab', { name: 'Hours and time off' }).click()
      const form = page.getByTestId('deposit-form')
      await form.waitFor()
      const outcomes = await page.getByTestId('deposit-outcomes').textContent()
      assert.match(outcomes, /cancels at least 24 hours before.*refunded in full/)
      assert.match(outcomes, /cancels late or does not come: you keep the deposit/)
      assert.match(outcomes, /typhoon or black rainstorm.*refunded in full/)
      await form.getByLabel('A fixed amount').check()
      // The form refuses what the database would.
      await form.getByLabel('Deposit amount (HK$)').fill('0')
      await form.getByLabel('Time to pay (minutes)').fill('10')
      await form.getByRole('button', { name: 'Save deposit settings' }).click()
      await form.getByText('Enter an amount from HK$1 to HK$100,000').waitFor()
      await form.getByText('Enter a whole number of minutes from 15 to 1440').waitFor()
      await form.getByText('Enter your FPS account (or accept cards), so customers can pay the deposit').waitFor()
      await form.getByLabel('Deposit amount (HK$)').fill('100')
      await form.getByLabel('Time to pay (minutes)').fill('30')
      await form.getByLabel('FPS account type').selectOption('fps_id')
      await form.getByLabel('FPS ID, mobile or e-mail').fill('123 4567')
      await form.getByLabel('Bank code (optional)').fill('004')
      await form.getByLabel(/Also accept cards/).check()
      await form.getByRole('button', { name: 'Save deposit settings' }).click()
      await page.getByText('Deposit settings saved').waitFor()
      await shot(page, 'deposits-rules-en-390')
    })
    const [row] = await sql(
      `SELECT deposit_rule, deposit_value, payment_window_min, fps_proxy_type, fps_proxy_value, fps_bank_code, accept_card FROM businesses WHERE id = '${state.shop.shopId}'`,
    )
    assert.deepEqual({ ...row, deposit_value: Number(row.deposit_value) }, {
      deposit_rule: 'fixed',
      deposit_value: 100,
      payment_window_min: 30,
      fps_proxy_type: 'fps_id',
      fps_proxy_value: '1234567',
      fps_bank_code: '004',
      accept_card: 1,
    })
  })

  test('Ann pays by card on the Checkout page and her booking shows confirmed', async () => {
    state.ann = await account('ann')
    await withSession('deposits-card', {}, async (page) => {
      await openSignedIn(page, state.ann, `/shops/${state.shop.shopId}/book`)
      state.annBooking = await bookWithDeposit(page, '11:00')
      await page.getByRole('heading', { level: 1, name: 'Pay your deposit' }).waitFor()
      assert.equal((await page.getByTestId('pay-amount').textContent()).trim(), 'HK$100')
      assert.match(await page.getByTestId('pay-when').textContent(), /11:00–12:00 HKT/)
      // The deadline is the booking's payment_due_at in Hong Kong time, counting down.
      const [{ payment_due_at: due }] = await sql(`SELECT payment_due_at FROM bookings WHERE id = '${state.annBooking}'`)
      const hkt = new Date(Date.parse(due) + 8 * 3600_000).toISOString().slice(11, 16)
      assert.match(await page.getByTestId('pay-deadline').textContent(), new RegExp(`Pay by .*, ${hkt} HKT`))
      assert.match(await page.getByTestId('pay-countdown').textContent(), /^(29|30|31):\d\d left$/)
      await page.getByRole('tab', { name: 'Card' }).click()
      await page.getByRole('button', { name: 'Pay HK$100 by card' }).click()
      await page.waitForURL((url) => url.origin === stripe.url)
      // The stand-in's hosted page: Pay sends the signed webhook, then back to success_url.
      await page.getByRole('button', { name: /^Pay HK\$100/ }).click()
      await page.waitForURL((url) => url.pathname === `/bookings/${state.annBooking}/pay`)
      const outcome = page.getByTestId('pay-outcome')
      await outcome.waitFor()
      assert.equal(await outcome.getAttribute('data-state'), 'paid')
      await page.getByRole('heading', { name: 'Payment received — your booking is confirmed' }).waitFor()
      // My bookings: confirmed, the deposit paid.
      await page.getByRole('link', { name: 'Go to My bookings' }).click()
      const card = page.locator(`[data-booking-id="${state.annBooking}"]`)
      await card.getByText('Confirmed').waitFor()
      assert.equal(await card.getByTestId('my-booking-deposit').getAttribute('data-state'), 'paid')
      assert.equal((await card.getByTestId('my-booking-deposit').textContent()).trim(), 'Deposit HK$100 paid')
    })
    const [booking] = await sql(`SELECT status FROM bookings WHERE id = '${state.annBooking}'`)
    assert.equal(booking.status, 'confirmed')
    // The page showed the FPS QR first (its payment made to draw it); paid by card, that one ends.
    const payments = await sql(`SELECT method, status, amount_cents FROM payments WHERE booking_id = '${state.annBooking}' ORDER BY method`)
    assert.deepEqual(payments, [
      { method: 'card', status: 'paid', amount_cents: 10000 },
      { method: 'fps', status: 'cancelled', amount_cents: 10000 },
    ])
  })

  test("the admin's Money page shows Ann's card deposit held, read from the ledger", async () => {
    await withSession('deposits-admin', {}, async (page) => {
      await adminSignIn(page)
      await page.waitForURL('**/admin/verification')
      await page.goto(`${BASE_URL}/admin/money`)
      await page.getByRole('heading', { level: 1, name: 'Money' }).waitFor()
      assert.equal((await page.getByTestId('admin-money-held').locator('dd').first().textContent()).trim(), 'HK$100')
      assert.equal((await page.getByTestId('admin-money-refunds').locator('dd').first().textContent()).trim(), 'HK$0')
      await page.getByText('No payouts yet.').waitFor()
    })
  })

  test('Ben pays by FPS: the QR carries the amount and reference; "I have paid" with a screenshot; the shop confirms', async () => {
    state.ben = await account('ben')
    await withSession('deposits-fps', {}, async (page) => {
      await openSignedIn(page, state.ben, `/shops/${state.shop.shopId}/book`)
      state.benBooking = await bookWithDeposit(page, '14:00')
      const reference = (await page.getByTestId('fps-reference').textContent()).trim()
      assert.match(reference, /^[A-Z0-9]{6,16}$/)
      assert.equal((await page.getByTestId('fps-amount').textContent()).trim(), 'HK$100.00')
      assert.equal((await page.getByTestId('fps-proxy').textContent()).trim(), '1234567')
      assert.equal((await page.getByTestId('fps-bank').textContent()).trim(), '004')
      // The QR as drawn on the page: every field the bank app reads, and the CRC.
      const payload = await decodeQr(page)
      const fields = tlv(payload)
      assert.equal(fields['00'], '01')
      assert.equal(fields['01'], '12')
      assert.equal(fields['53'], '344')
      assert.equal(fields['54'], '100.00')
      assert.equal(fields['58'], 'HK')
      const account26 = tlv(fields['26'])
      assert.equal(account26['00'], 'hk.com.hkicl')
      assert.equal(account26['02'], '1234567')
      assert.equal(tlv(fields['62'])['05'], reference)
      assert.equal(fields['63'], crc16(payload.slice(0, -4)))
      state.benReference = reference
      // The four screenshots of the payment page.
      await shot(page, 'deposits-pay-en-1440')
      await page.setViewportSize(MOBILE)
      await shot(page, 'deposits-pay-en-390')
      await toChinese(page)
      await page.getByRole('heading', { level: 1, name: '支付訂金' }).waitFor()
      await page.getByTestId('fps-qr').waitFor()
      await shot(page, 'deposits-pay-zh-390')
      await page.setViewportSize(DESKTOP)
      await shot(page, 'deposits-pay-zh-1440')
      await page.evaluate(() => localStorage.setItem('emu.lang', 'en'))
      await page.reload()
      // A file that is not a picture is refused before anything is sent.
      const file = page.getByLabel('Screenshot of your payment (optional)')
      await file.setInputFiles({ name: 'receipt.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') })
      await page.getByText('Please choose a JPEG, PNG or WebP picture').waitFor()
      await file.setInputFiles({ name: 'paid.png', mimeType: 'image/png', buffer: png(40, 60, [20, 160, 90]) })
      await page.getByRole('button', { name: 'I have paid' }).click()
      await page.getByTestId('pay-waiting').getByRole('heading', { name: 'Waiting for the shop to confirm' }).waitFor()
    })
    const [reported] = await sql(`SELECT status, proof_path FROM payments WHERE booking_id = '${state.benBooking}'`)
    assert.equal(reported.status, 'reported')
    assert.match(reported.proof_path, new RegExp(`^${state.ben.id}/`))

    // The shop sees it in Payments, opens the screenshot, and confirms receipt.
    await withSession('deposits-confirm', {}, async (page, context) => {
      await openSignedIn(page, state.shop.owner, '/merchant/dashboard/payments')
      const item = page.getByTestId('payments-to-confirm').locator(`[data-reference="${state.benReference}"]`)
      await item.waitFor()
      assert.match(await item.textContent(), /HK\$100.*FPS/)
      const [proof] = await Promise.all([context.waitForEvent('page'), item.getByTestId('proof-link').click()])
      await proof.waitForURL(/\/storage\/v1\/object\/sign\/payment-proofs\//)
      const image = await context.request.get(proof.url())
      assert.equal(image.status(), 200)
      assert.equal(image.headers()['content-type'], 'image/png')
      await proof.close()
      await item.getByRole('button', { name: 'Confirm received' }).click()
      await page.getByText('Payment confirmed').waitFor()
      await page.getByTestId('payments-to-confirm').getByText('No FPS payment is waiting for you.').waitFor()
    })
    const [booking] = await sql(`SELECT status FROM bookings WHERE id = '${state.benBooking}'`)
    assert.equal(booking.status, 'confirmed')
    // Ben's page, opened again, says so.
    await withSession('deposits-fps-paid', { viewport: MOBILE }, async (page) => {
      await openSignedIn(page, state.ben, `/bookings/${state.benBooking}/pay`)
      await page.getByRole('heading', { name: 'Payment received — your booking is confirmed' }).waitFor()
    })
  })

  test('Cy cancels inside the free window; the shop owes the FPS refund and marks it paid', async () => {
    state.cy = await account('cy')
    const cyToken = await tokenOf(state.cy)
    const created = await call(
      'create-booking',
      { serviceId: state.shop.serviceId, staffId: state.shop.amy, startAt: `${D}T16:00:00+08:00`, idempotencyKey: randomUUID() },
      cyToken,
    )
    assert.equal(created.status, 201, JSON.stringify(created.body))
    assert.equal(created.body.booking.status, 'awaiting_payment')
    state.cyBooking = created.body.booking.id
    const started = await call('start-payment', { bookingId: state.cyBooking, method: 'fps' }, cyToken)
    assert.equal(started.status, 200, JSON.stringify(started.body))
    state.cyReference = started.body.payment.reference
    assert.equal((await call('report-payment', { paymentId: started.body.payment.id }, cyToken)).status, 200)
    const ownerToken = await tokenOf(state.shop.owner)
    assert.equal((await call('confirm-payment', { paymentId: started.body.payment.id, action: 'received' }, ownerToken)).status, 200)

    await withSession('deposits-cancel', { viewport: MOBILE }, async (page) => {
      await openSignedIn(page, state.cy, '/user/bookings')
      const card = page.locator(`[data-booking-id="${state.cyBooking}"]`)
      assert.equal((await card.getByTestId('my-booking-deposit').textContent()).trim(), 'Deposit HK$100 paid')
      await card.getByRole('button', { name: 'Cancel booking' }).click()
      await page.getByRole('dialog').getByRole('button', { name: 'Cancel booking' }).click()
      await page.getByRole('tab', { name: /Cancelled/ }).click()
      const cancelled = page.locator(`[data-booking-id="${state.cyBooking}"]`)
      await cancelled.getByText('Deposit HK$100 to be refunded by the shop').waitFor()
    })
    await withSession('deposits-refund', {}, async (page) => {
      await openSignedIn(page, state.shop.owner, '/merchant/dashboard/payments')
      const item = page.getByTestId('payments-refunds').locator(`[data-reference="${state.cyReference}"]`)
      await item.getByRole('button', { name: 'Mark refunded' }).click()
      const dialog = page.getByRole('dialog')
      await dialog.getByRole('heading', { name: 'Mark the refund of HK$100 as paid' }).waitFor()
      await dialog.getByLabel('Your FPS transfer reference (optional)').fill('FPS-RF-0001')
      await dialog.getByRole('button', { name: 'Mark refunded' }).click()
      await page.getByText('Refund marked as paid').waitFor()
      await page.getByTestId('payments-refunds').getByText('You owe no refunds.').waitFor()
    })
    const [payment] = await sql(`SELECT status, refunded_cents, refund_reference FROM payments WHERE booking_id = '${state.cyBooking}'`)
    assert.deepEqual(payment, { status: 'refunded', refunded_cents: 10000, refund_reference: 'FPS-RF-0001' })
    await withSession('deposits-refunded', { viewport: MOBILE }, async (page) => {
      await openSignedIn(page, state.cy, '/user/bookings')
      await page.getByRole('tab', { name: /Cancelled/ }).click()
      await page.locator(`[data-booking-id="${state.cyBooking}"]`).getByText('Deposit HK$100 refunded').waitFor()
    })
  })

  test('Dee does not pay in time: the booking is released, with the message of C.6 in both languages', async () => {
    const dee = await account('dee')
    const created = await call(
      'create-booking',
      { serviceId: state.shop.serviceId, staffId: state.shop.amy, startAt: `${D}T18:00:00+08:00`, idempotencyKey: randomUUID() },
      await tokenOf(dee),
    )
    assert.equal(created.status, 201, JSON.stringify(created.body))
    const id = created.body.booking.id
    await withSession('deposits-released', { viewport: MOBILE }, async (page) => {
      await openSignedIn(page, dee, `/bookings/${id}/pay`)
      await page.getByTestId('pay-countdown').waitFor()
      // The deadline passes (moved into the past); the booking jobs release it within a second.
      await sql(`UPDATE bookings SET payment_due_at = '2020' || substr(payment_due_at, 5) WHERE id = '${id}'`)
      const outcome = page.getByTestId('pay-outcome')
      await outcome.getByRole('alert').filter({ hasText: 'Booking released' }).waitFor()
      assert.equal(await outcome.getAttribute('data-state'), 'released')
      await outcome.getByText('The time to pay this deposit has passed, so the booking was released.').waitFor()
      await toChinese(page)
      await page.getByText('訂金付款時限已過，預約已取消。').waitFor()
    })
    // The page says so at the deadline; the row follows within the jobs' sweep.
    const row = await eventually(async () => (await sql(`SELECT status, cancel_reason FROM bookings WHERE id = '${id}' AND status = 'cancelled'`))[0], {
      message: 'the release',
    })
    assert.deepEqual(row, { status: 'cancelled', cancel_reason: 'unpaid' })
    const payments = await sql(`SELECT status FROM payments WHERE booking_id = '${id}'`)
    assert.deepEqual(payments, [{ status: 'expired' }])
  })

  test("the month's statement shows all three, and its CSV downloads; the Payments section in both languages", async () => {
    // Ann's visit is completed: her card deposit is kept, less the commission.
    const ownerToken = await tokenOf(state.shop.owner)
    const done = await call('respond-booking', { bookingId: state.annBooking, action: 'complete' }, ownerToken)
    assert.equal(done.status, 200, JSON.stringify(done.body))
    // The booking jobs keep the deposit of a completed visit (within a sweep).
    const annPayment = await eventually(
      async () => (await sql(`SELECT reference FROM payments WHERE booking_id = '${state.annBooking}' AND method = 'card' AND status = 'kept'`))[0],
      { message: "Ann's deposit kept" },
    )
    await withSession('deposits-statement', {}, async (page) => {
      await openSignedIn(page, state.shop.owner, '/merchant/dashboard/payments')
      const statement = page.getByTestId('payments-statement')
      await statement.getByTestId('statement-lines').waitFor()
      const lines = await statement.getByTestId('statement-lines').locator('li').evaluateAll((items) =>
        items.map((li) => ({ kind: li.dataset.kind, text: li.textContent })),
      )
      const has = (kind, reference, amount) =>
        assert.ok(
          lines.some((l) => l.kind === kind && l.text.includes(reference) && l.text.includes(amount)),
          `${kind} ${reference} ${amount} in ${JSON.stringify(lines)}`,
        )
      has('deposit_kept', annPayment.reference, 'HK$100')
      has('commission', annPayment.reference, '−HK$5')
      has('fps_received', state.benReference, 'HK$100')
      has('fps_received', state.cyReference, 'HK$100')
      has('refund', state.cyReference, '−HK$100')
      assert.equal(await statement.getByLabel('Month').inputValue(), MONTH)
      const [download] = await Promise.all([page.waitForEvent('download'), statement.getByRole('button', { name: 'Download CSV' }).click()])
      assert.equal(download.suggestedFilename(), `emu-statement-${MONTH}.csv`)
      const csv = await readFile(await download.path(), 'utf8')
      assert.ok(csv.startsWith('\uFEFF'), 'the CSV starts with a BOM')
      for (const reference of [annPayment.reference, state.benReference, state.cyReference]) assert.ok(csv.includes(reference), reference)
      // Ann's card HK$100 less 5 % is payable to the shop; Ben's FPS deposit is held until his visit.
      assert.equal((await page.getByTestId('money-payable').locator('dd').first().textContent()).trim(), 'HK$95')
      assert.equal((await page.getByTestId('money-held').locator('dd').first().textContent()).trim(), 'HK$100')
      await shot(page, 'deposits-payments-en-1440')
      await page.setViewportSize(MOBILE)
      await shot(page, 'deposits-payments-en-390')
      await toChinese(page)
      await page.getByRole('heading', { name: '收款', exact: true }).waitFor()
      await page.getByTestId('statement-lines').waitFor()
      await shot(page, 'deposits-payments-zh-390')
      await page.setViewportSize(DESKTOP)
      await shot(page, 'deposits-payments-zh-1440')
    })
  })


  test("a manager reads the deposit settings but cannot change them, and sees Payments; a staff member sees no money", async () => {
    const member = async (prefix, role) => {
      const person = await account(prefix)
      const res = await api('/rest/v1/shop_members', {
        method: 'POST',
        body: { shop_id: state.shop.shopId, user_id: person.id, email: person.email, role, status: 'active', ...(role === 'staff' ? { staff_id: state.shop.amy } : {}) },
        prefer: 'return=representation',
      })
      assert.equal(res.status, 201, JSON.stringify(res.body))
      return person
    }
    const manager = await member('manager', 'manager')
    const stylist = await member('stylist', 'staff')
    await withSession('deposits-manager', { viewport: MOBILE }, async (page) => {
      await openSignedIn(page, manager, '/merchant/dashboard/bookings')
      await page.getByRole('tab', { name: 'Hours and time off' }).click()
      await page.getByTestId('deposit-read-only').getByText("Only the shop's owner can change these settings.").waitFor()
      const form = page.getByTestId('deposit-form')
      assert.equal(await form.getByLabel('Deposit amount (HK$)').inputValue(), '100')
      assert.ok(await form.getByLabel('Deposit amount (HK$)').isDisabled())
      assert.equal(await form.getByRole('button', { name: 'Save deposit settings' }).count(), 0)
      await page.getByTestId('workspace-nav').getByRole('link', { name: 'Payments' }).click()
      await page.getByTestId('money-payable').waitFor()
    })
    await withSession('deposits-staff', { viewport: MOBILE }, async (page) => {
      await openSignedIn(page, stylist, '/merchant/dashboard')
      const nav = page.getByTestId('workspace-nav')
      await nav.waitFor()
      assert.deepEqual(await nav.getByRole('link').allTextContents(), ['My day'])
      // The address of the Payments section shows nothing of it (and its functions refuse staff).
      await page.goto(`${BASE_URL}/merchant/dashboard/payments`)
      await page.getByText('This section does not exist.').waitFor()
      assert.equal(await page.getByTestId('merchant-payments').count(), 0)
    })
  })
})
