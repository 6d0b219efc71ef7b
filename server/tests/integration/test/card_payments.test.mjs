// Card deposits through Stripe (salon-day.md C.3, invariants C.5.2-C.5.4, issue 29), against the
// Stripe stand-in (lib/stripe-standin.mjs: the documented Checkout Session and Refund requests,
// the hosted page, webhooks signed with real HMAC-SHA256):
// - start-payment by card answers the session's checkout_url, the same session on a retry, and
//   503 payment_provider_unavailable when Stripe answers 500 or times out, after which a retry
//   finds the one session Stripe made (Idempotency-Key = the payment id);
// - POST /webhooks/stripe settles a paid session once: before the browser comes back, twice,
//   20 deliveries at once, out of order, for an unknown payment; a wrong secret, a stale
//   timestamp and a replayed old delivery are refused 400 invalid_signature;
// - a server killed after Stripe made the session but before Emu recorded it: the webhook still
//   settles the payment once;
// - a free cancellation is refunded at Stripe once (Idempotency-Key refund-<payment id>) by the
//   refunds job, with the ledger's entries;
// - payouts take money kept 7 days ago (a no-show) and not money kept 6 days ago (C.5.3), due 30
//   days after;
//   an administrator marks one sent with the bank's reference; the shop's statement and CSV;
// - a staff member reads none of the shop's money (C.5.4).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startServer, runCli } from '../lib/server.mjs';
import { createDatabase } from '../lib/db.mjs';
import { startStripeStandin } from '../lib/stripe-standin.mjs';
import { client, exec, rows } from '../lib/rest-fixtures.mjs';
import { at, booking, call, hkDate, person, shop } from './booking_support.mjs';

let srv;
before(async () => {
  // The refunds job and the payouts run with the booking jobs: every 200 ms here.
  srv = await startServer({ stripe: true, env: { EMU_BOOKING_SWEEP_MS: '200' } });
});
after(async () => {
  await srv?.stop();
});

const PROVIDER_DOWN = 'The card payment service did not answer. Please try again.';
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function until(what, fn, ms = 10_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > deadline) assert.fail(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

const one = async (s, sql) => (await rows(s, sql))[0];
const n = async (s, sql) => Number((await one(s, sql)).n);

/** A shop asking a HK$100 deposit, by FPS or by card. */
async function cardShop(s, opts = {}) {
  const w = await shop(s, opts);
  await exec(s, `UPDATE businesses SET deposit_rule = 'fixed', deposit_value = 100, fps_proxy_type = 'fps_id',
                  fps_proxy_value = '1234567', accept_card = ${s.db.kind === 'sqlite' ? 1 : 'true'} WHERE id = '${w.shopId}'`);
  return w;
}

let slot = 0;
/** A booking of Amy's awaiting its deposit, each on a time of its own (days 3-9). */
async function awaiting(s, w, customer, day) {
  const d = day ?? 3 + (slot % 7);
  const hhmm = ['10:00', '11:30', '14:00', '15:15', '16:30', '17:45'][Math.floor(slot / 7) % 6];
  slot++;
  const res = await call(customer.sb, 'create-booking', booking(w, at(hkDate(d), hhmm)));
  assert.equal(res.status, 201, JSON.stringify(res.body));
  assert.equal(res.body.booking.status, 'awaiting_payment');
  return res.body.booking;
}

async function startCard(customer, bookingId) {
  return call(customer.sb, 'start-payment', { bookingId, method: 'card' });
}

/** A customer with a card payment started: {w, customer, booking, payment, session}. */
async function started(s = srv, opts = {}) {
  const w = opts.w ?? (await cardShop(s, opts.shop));
  const customer = await person(s);
  const b = await awaiting(s, w, customer, opts.day);
  const res = await startCard(customer, b.id);
  assert.equal(res.status, 200, JSON.stringify(res.body));
  const payment = res.body.payment;
  const [session] = s.stripe.sessionFor(payment.id);
  return { w, customer, booking: b, payment, session };
}

async function paymentRow(s, id) {
  return one(s, `SELECT status, amount_cents, refunded_cents, provider_intent, provider_session_id, kept_at, payout_id
                   FROM payments WHERE id = '${id}'`);
}

async function bookingStatus(s, id) {
  return (await one(s, `SELECT status FROM bookings WHERE id = '${id}'`)).status;
}

/** The payment's ledger entries as "account amount" strings, sorted. */
async function ledger(s, paymentId) {
  const r = await rows(s, `SELECT account, amount_cents FROM ledger_entries WHERE payment_id = '${paymentId}'`);
  return r.map((e) => `${e.account} ${Number(e.amount_cents)}`).sort();
}

async function unbalanced(s) {
  return n(s, `SELECT count(*) AS n FROM (SELECT txn_id FROM ledger_entries GROUP BY txn_id HAVING SUM(amount_cents) <> 0) t`);
}

const PAID_ENTRIES = ['deposits_held -10000', 'platform_cash 10000'];

test('start-payment by card: the Checkout Session Stripe was asked for, its url, and the same session on a retry', async () => {
  const { customer, booking: b, payment, session } = await started();
  assert.equal(payment.method, 'card');
  assert.equal(payment.status, 'pending');
  assert.equal(payment.amount_hkd, 100);
  assert.ok(session, 'one session at Stripe');
  assert.equal(payment.checkout_url, session.url);
  assert.match(payment.checkout_url, /\/pay\/cs_test_/);

  const [req] = srv.stripe.requests.filter((r) => r.path === '/v1/checkout/sessions' && r.params.client_reference_id === payment.id);
  assert.equal(req.idempotencyKey, payment.id);
  assert.equal(req.params.mode, 'payment');
  assert.deepEqual(req.params.line_items['0'].price_data.currency, 'hkd');
  assert.equal(req.params.line_items['0'].price_data.unit_amount, '10000');
  assert.equal(req.params.line_items['0'].quantity, '1');
  assert.ok(req.params.line_items['0'].price_data.product_data.name.length > 0);
  assert.deepEqual(req.params.metadata, { payment_id: payment.id, booking_id: b.id });
  assert.ok(req.params.success_url.startsWith(srv.url), req.params.success_url);
  assert.ok(req.params.cancel_url.startsWith(srv.url), req.params.cancel_url);
  assert.ok(Number(req.params.expires_at) >= Date.now() / 1000 + 30 * 60, 'expires_at at least 30 minutes ahead');

  const again = await startCard(customer, b.id);
  assert.equal(again.status, 200, JSON.stringify(again.body));
  assert.equal(again.body.payment.id, payment.id);
  assert.equal(again.body.payment.checkout_url, session.url);
  assert.equal(srv.stripe.sessionFor(payment.id).length, 1);
  assert.equal((await paymentRow(srv, payment.id)).provider_session_id, session.id);
});

test('Stripe answers 500: 503 payment_provider_unavailable, then a retry makes the one session', async () => {
  const w = await cardShop(srv);
  const customer = await person(srv);
  const b = await awaiting(srv, w, customer);
  srv.stripe.failNext(1, 'error');
  const down = await startCard(customer, b.id);
  assert.equal(down.status, 503, JSON.stringify(down.body));
  assert.equal(down.body.code, 'payment_provider_unavailable');
  assert.equal(down.body.message, PROVIDER_DOWN);
  const retry = await startCard(customer, b.id);
  assert.equal(retry.status, 200, JSON.stringify(retry.body));
  assert.equal(srv.stripe.sessionFor(retry.body.payment.id).length, 1);
  assert.equal(retry.body.payment.checkout_url, srv.stripe.sessionFor(retry.body.payment.id)[0].url);
  assert.equal(await n(srv, `SELECT count(*) AS n FROM payments WHERE booking_id = '${b.id}'`), 1);
});

test('Stripe makes the session but its answer times out: 503, and the retry gets that same session', async () => {
  const w = await cardShop(srv);
  const customer = await person(srv);
  const b = await awaiting(srv, w, customer);
  srv.stripe.failNext(1, 'timeout');
  const t0 = Date.now();
  const lost = await startCard(customer, b.id);
  assert.equal(lost.status, 503, JSON.stringify(lost.body));
  assert.equal(lost.body.code, 'payment_provider_unavailable');
  assert.ok(Date.now() - t0 >= 14_000, 'Emu waited for its 15 s timeout');
  const retry = await startCard(customer, b.id);
  assert.equal(retry.status, 200, JSON.stringify(retry.body));
  const sessions = srv.stripe.sessionFor(retry.body.payment.id);
  assert.equal(sessions.length, 1, 'one session at Stripe: the Idempotency-Key replayed it');
  assert.equal(retry.body.payment.checkout_url, sessions[0].url);
});

test('paying on the hosted page: the webhook confirms the booking before the browser comes back', async () => {
  const { booking: b, payment, session } = await started();
  // The Pay button: Stripe sends the webhook, then redirects to success_url.
  const res = await fetch(`${srv.stripe.url}/pay/${session.id}`, { method: 'POST', redirect: 'manual' });
  assert.equal(res.status, 303);
  assert.equal(res.headers.get('location'), session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id));
  assert.equal(srv.stripe.deliveries.at(-1).status, 200);
  // Nothing followed the redirect: the webhook alone settled it.
  const row = await paymentRow(srv, payment.id);
  assert.equal(row.status, 'paid');
  assert.equal(row.provider_intent, srv.stripe.sessions.get(session.id).payment_intent);
  assert.equal(await bookingStatus(srv, b.id), 'confirmed');
  assert.deepEqual(await ledger(srv, payment.id), PAID_ENTRIES);
  assert.equal(await unbalanced(srv), 0);
});

test('a webhook delivered twice, then an expiry after completion, changes nothing the second time', async () => {
  const { booking: b, payment, session } = await started();
  const { event, delivered } = await srv.stripe.pay(session.id);
  assert.equal(delivered.status, 200);
  assert.deepEqual(delivered.body, { received: true });
  const again = await srv.stripe.deliver(event);
  assert.equal(again.status, 200);
  assert.deepEqual(again.body, { received: true });
  // Out of order: an expiry of the same session arrives after its completion.
  const expired = srv.stripe.event('checkout.session.expired', { ...srv.stripe.sessions.get(session.id), status: 'expired' });
  assert.equal((await srv.stripe.deliver(expired)).status, 200);
  assert.equal((await paymentRow(srv, payment.id)).status, 'paid');
  assert.equal(await bookingStatus(srv, b.id), 'confirmed');
  assert.deepEqual(await ledger(srv, payment.id), PAID_ENTRIES);
  assert.equal(await n(srv, `SELECT count(*) AS n FROM payment_events WHERE event_id = '${event.id}'`), 1);
});

test('an expired session ends its payment; the booking waits for its own deadline', async () => {
  const { booking: b, payment, session } = await started();
  const { delivered } = await srv.stripe.expire(session.id);
  assert.equal(delivered.status, 200);
  assert.equal((await paymentRow(srv, payment.id)).status, 'expired');
  assert.equal(await bookingStatus(srv, b.id), 'awaiting_payment');
  assert.deepEqual(await ledger(srv, payment.id), []);
});

test('20 deliveries of one event at once: one settlement, the ledger balanced (C.5.2)', async () => {
  const { booking: b, payment, session } = await started();
  const { event } = await srv.stripe.pay(session.id, { deliver: false });
  const answers = await Promise.all(Array.from({ length: 20 }, () => srv.stripe.deliver(event)));
  assert.deepEqual(
    answers.map((a) => a.status),
    Array(20).fill(200),
  );
  assert.equal((await paymentRow(srv, payment.id)).status, 'paid');
  assert.equal(await bookingStatus(srv, b.id), 'confirmed');
  assert.deepEqual(await ledger(srv, payment.id), PAID_ENTRIES);
  assert.equal(await n(srv, `SELECT count(*) AS n FROM payment_events WHERE event_id = '${event.id}'`), 1);
  assert.equal(await unbalanced(srv), 0);
});

test('an event for a payment Emu does not know: 200, and nothing recorded', async () => {
  const before = await n(srv, `SELECT count(*) AS n FROM payment_events`);
  const ledgerBefore = await n(srv, `SELECT count(*) AS n FROM ledger_entries`);
  const stray = randomUUID();
  const event = srv.stripe.event('checkout.session.completed', {
    id: 'cs_test_stray',
    object: 'checkout.session',
    client_reference_id: stray,
    metadata: { payment_id: stray },
    payment_status: 'paid',
    payment_intent: 'pi_test_stray',
    amount_total: 10000,
  });
  const res = await srv.stripe.deliver(event);
  assert.equal(res.status, 200);
  assert.deepEqual(res.body, { received: true });
  assert.equal(await n(srv, `SELECT count(*) AS n FROM payment_events`), before);
  assert.equal(await n(srv, `SELECT count(*) AS n FROM ledger_entries`), ledgerBefore);
  assert.match(srv.logs(), new RegExp(`${event.id}.*names no card payment`));
});

test('a wrong secret, a stale timestamp, a replayed old delivery and a changed body: 400 invalid_signature', async () => {
  const { payment, session } = await started();
  const { event } = await srv.stripe.pay(session.id, { deliver: false });
  const refused = async (opts) => {
    const res = await srv.stripe.deliver(event, opts);
    assert.equal(res.status, 400, JSON.stringify(res.body));
    assert.equal(res.body.code, 'invalid_signature');
  };
  await refused({ secret: 'whsec_not_ours' });
  await refused({ timestamp: Math.floor(Date.now() / 1000) - 301 });
  await refused({ timestamp: Math.floor(Date.now() / 1000) + 301 });
  // A delivery captured 10 minutes ago, sent again byte for byte.
  const old = Math.floor(Date.now() / 1000) - 600;
  const payload = JSON.stringify(event);
  const { signature } = await import('../lib/stripe-standin.mjs');
  const replay = await fetch(srv.stripe.webhookUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature(payload, srv.stripe.webhookSecret, old) },
    body: payload,
  });
  assert.equal(replay.status, 400);
  assert.equal((await replay.json()).code, 'invalid_signature');
  // The signature of one body over another body (the amount changed).
  const header = signature(payload, srv.stripe.webhookSecret);
  const tampered = await fetch(srv.stripe.webhookUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Stripe-Signature': header },
    body: payload.replace('"amount_total":10000', '"amount_total":1'),
  });
  assert.equal(tampered.status, 400);
  const missing = await fetch(srv.stripe.webhookUrl, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: payload });
  assert.equal(missing.status, 400);
  assert.equal((await paymentRow(srv, payment.id)).status, 'pending');
  assert.deepEqual(await ledger(srv, payment.id), []);
  // The genuine delivery still works afterwards.
  assert.equal((await srv.stripe.deliver(event)).status, 200);
  assert.equal((await paymentRow(srv, payment.id)).status, 'paid');
});

test('a free cancellation is refunded at Stripe once, by the refunds job, with its ledger', async () => {
  const { customer, booking: b, payment, session } = await started(srv, { day: 8 });
  await srv.stripe.pay(session.id);
  const intent = srv.stripe.sessions.get(session.id).payment_intent;
  // Stripe is down for the first refund attempt: the next run tries again.
  srv.stripe.failNext(1, 'error');
  const res = await call(customer.sb, 'cancel-booking', { bookingId: b.id });
  assert.equal(res.status, 200, JSON.stringify(res.body));
  const row = await until('the refund', async () => {
    const r = await paymentRow(srv, payment.id);
    return r.status === 'refunded' && r;
  });
  assert.equal(Number(row.refunded_cents), 10000);
  const refunds = [...srv.stripe.refunds.values()].filter((r) => r.payment_intent === intent);
  assert.equal(refunds.length, 1);
  assert.equal(refunds[0].amount, 10000);
  const asked = srv.stripe.requests.filter((r) => r.path === '/v1/refunds' && r.params.payment_intent === intent);
  assert.ok(asked.length >= 2, 'the failed attempt and the one that worked');
  assert.ok(asked.every((r) => r.idempotencyKey === `refund-${payment.id}`));
  assert.deepEqual(await ledger(srv, payment.id), [
    'deposits_held -10000',
    'deposits_held 10000',
    'platform_cash -10000',
    'platform_cash 10000',
    'refunds_pending -10000',
    'refunds_pending 10000',
  ]);
  // Later runs leave it alone.
  await sleep(600);
  assert.equal([...srv.stripe.refunds.values()].filter((r) => r.payment_intent === intent).length, 1);
  assert.equal(await unbalanced(srv), 0);
});

/** A card deposit kept: the customer paid, then the shop marked the visit a no-show. */
async function kept(w) {
  const { booking: b, payment, session } = await started(srv, { w });
  await srv.stripe.pay(session.id);
  const res = await call(w.owner.sb, 'respond-booking', { bookingId: b.id, action: 'no_show' });
  assert.equal(res.status, 200, JSON.stringify(res.body));
  await until('the deposit kept', async () => (await paymentRow(srv, payment.id)).status === 'kept');
  return { payment, booking: b };
}

const ago = (days, extraMs = 0) => new Date(Date.now() - days * 86400_000 - extraMs).toISOString();

test('payouts: money kept 7 days ago is paid out, money kept 6 days ago is not (C.5.3); admin marks it sent', async () => {
  const w = await cardShop(srv);
  const a = await kept(w);
  const b = await kept(w);
  const commission = 500; // 5% of HK$100 (EMU_COMMISSION_BPS 500)
  assert.deepEqual(await ledger(srv, a.payment.id), [
    'commission -500',
    'deposits_held -10000',
    'deposits_held 10000',
    `platform_cash 10000`,
    `shop_payable -${10000 - commission}`,
  ]);
  const sevenDays = ago(7, 60_000);
  await exec(srv, `UPDATE payments SET kept_at = '${ago(6)}' WHERE id = '${b.payment.id}'`);
  await exec(srv, `UPDATE payments SET kept_at = '${sevenDays}' WHERE id = '${a.payment.id}'`);
  const payout = await until('the payout', async () => one(srv, `SELECT id, amount_cents, status, lines, earliest_kept_at, due_by FROM payouts WHERE shop_id = '${w.shopId}'`));
  await sleep(600); // a few more runs of the job
  assert.equal(await n(srv, `SELECT count(*) AS n FROM payouts WHERE shop_id = '${w.shopId}'`), 1);
  assert.equal(Number(payout.amount_cents), 9500);
  assert.equal(payout.status, 'due');
  const lines = typeof payout.lines === 'string' ? JSON.parse(payout.lines) : payout.lines;
  assert.deepEqual(
    lines.map((l) => [l.payment_id, l.booking_id, l.amount_cents]),
    [[a.payment.id, a.booking.id, 9500]],
  );
  assert.equal((await paymentRow(srv, a.payment.id)).payout_id, payout.id);
  assert.equal((await paymentRow(srv, b.payment.id)).payout_id, null);
  // Due 30 days after the earliest money in it (to the minute).
  const due = Date.parse(payout.due_by);
  const keptAt = Date.parse(sevenDays);
  assert.ok(Math.abs(due - (keptAt + 30 * 86400_000)) < 60_000, `${payout.due_by} vs ${sevenDays}`);
  assert.ok(due <= keptAt + 30 * 86400_000);
  assert.deepEqual(
    (await rows(srv, `SELECT account, amount_cents FROM ledger_entries WHERE payout_id = '${payout.id}'`))
      .map((e) => `${e.account} ${Number(e.amount_cents)}`)
      .sort(),
    ['payouts_due -9500', 'shop_payable 9500'],
  );

  // The administrator sees it and marks it sent with the bank's reference.
  const admin = await person(srv, { roles: ['user', 'admin'], prefix: 'admin' });
  const money = await call(admin.sb, 'admin-money', {});
  assert.equal(money.status, 200, JSON.stringify(money.body));
  const listed = money.body.payouts.find((p) => p.id === payout.id);
  assert.equal(listed.shop_id, w.shopId);
  assert.equal(listed.shop_name, 'Glow Nails');
  assert.equal(listed.amount_hkd, 95);
  assert.equal(listed.status, 'due');
  assert.ok(money.body.payouts_due_hkd >= 95);
  assert.equal(money.body.unbalanced_txns, 0);
  const noRef = await call(admin.sb, 'mark-payout-sent', { payoutId: payout.id, bankReference: ' ' });
  assert.equal(noRef.status, 400);
  assert.equal(noRef.body.code, 'validation_failed');
  const customer = await person(srv);
  assert.equal((await call(customer.sb, 'mark-payout-sent', { payoutId: payout.id, bankReference: 'HSBC-1' })).status, 403);
  const sent = await call(admin.sb, 'mark-payout-sent', { payoutId: payout.id, bankReference: 'HSBC-20261127-01' });
  assert.equal(sent.status, 200, JSON.stringify(sent.body));
  assert.equal(sent.body.payout.status, 'sent');
  assert.equal(sent.body.payout.bank_reference, 'HSBC-20261127-01');
  assert.ok(sent.body.payout.sent_at);
  const twice = await call(admin.sb, 'mark-payout-sent', { payoutId: payout.id, bankReference: 'HSBC-20261127-01' });
  assert.equal(twice.status, 409);
  assert.deepEqual(
    (await rows(srv, `SELECT account, amount_cents FROM ledger_entries WHERE payout_id = '${payout.id}'`))
      .map((e) => `${e.account} ${Number(e.amount_cents)}`)
      .sort(),
    ['payouts_due -9500', 'payouts_due 9500', 'platform_cash -9500', 'shop_payable 9500'],
  );
  assert.equal(await unbalanced(srv), 0);

  // `emu-server payouts` runs the same job once: nothing more is due.
  const cli = await runCli(['payouts'], { env: { EMU_DATABASE_URL: srv.env.EMU_DATABASE_URL, EMU_JWT_KEY_FILE: srv.env.EMU_JWT_KEY_FILE } });
  assert.equal(cli.code, 0, cli.stderr);
  assert.match(cli.stdout, /^0 payout\(s\) created/);

  // The shop's money and its statement of this month (Hong Kong).
  const shopMoney = await call(w.owner.sb, 'shop-money', { shopId: w.shopId });
  assert.equal(shopMoney.status, 200, JSON.stringify(shopMoney.body));
  assert.deepEqual(
    shopMoney.body.payouts.map((p) => [p.id, p.status, p.amount_hkd]),
    [[payout.id, 'sent', 95]],
  );
  assert.equal(shopMoney.body.payable_hkd, 95); // b's money, not paid out yet
  const month = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 7);
  const statement = await call(w.owner.sb, 'shop-statement', { shopId: w.shopId, month });
  assert.equal(statement.status, 200, JSON.stringify(statement.body));
  assert.equal(statement.body.month, month);
  const kinds = statement.body.lines.map((l) => `${l.kind} ${l.amount_hkd}`).sort();
  assert.deepEqual(kinds, ['commission -5', 'commission -5', 'deposit_kept 100', 'deposit_kept 100', 'payout 95']);
  assert.equal(statement.body.totals.deposit_kept_hkd, 200);
  assert.equal(statement.body.totals.commission_hkd, -10);
  const line = statement.body.lines.find((l) => l.kind === 'deposit_kept' && l.booking_id === a.booking.id);
  assert.equal(line.reference, a.payment.reference);
  assert.match(line.at, /\+08:00$/);
  const csv = statement.body.csv;
  assert.ok(csv.startsWith('\uFEFFdate_hkt,kind,reference,booking_id,amount_hkd\r\n'), JSON.stringify(csv.slice(0, 60)));
  assert.equal(csv.trim().split('\r\n').length, 1 + 5);
  assert.match(csv, new RegExp(`\\r\\n\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2},deposit_kept,${a.payment.reference},${a.booking.id},100\\.00\\r\\n`));
  const badMonth = await call(w.owner.sb, 'shop-statement', { shopId: w.shopId, month: '2026-13' });
  assert.equal(badMonth.status, 400);
});

test("a staff member reads none of the shop's money (C.5.4)", async () => {
  const w = await cardShop(srv);
  const k = await kept(w);
  const stylist = await person(srv, { prefix: 'stylist' });
  await exec(
    srv,
    `INSERT INTO shop_members (id, shop_id, user_id, email, role, staff_id, status)
     VALUES ('${randomUUID()}', '${w.shopId}', '${stylist.id}', '${stylist.email}', 'staff', '${w.amy}', 'active')`,
  );
  await exec(srv, `UPDATE payments SET kept_at = '${ago(8)}' WHERE id = '${k.payment.id}'`);
  await until('the payout', async () => one(srv, `SELECT id FROM payouts WHERE shop_id = '${w.shopId}'`));
  const month = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 7);
  for (const [name, body] of [
    ['shop-money', { shopId: w.shopId }],
    ['shop-statement', { shopId: w.shopId, month }],
  ]) {
    const res = await call(stylist.sb, name, body);
    assert.equal(res.status, 403, `${name}: ${JSON.stringify(res.body)}`);
    assert.equal(res.body.code, 'forbidden');
    // The owner reads the same.
    assert.equal((await call(w.owner.sb, name, body)).status, 200);
  }
  const payouts = await stylist.sb.from('payouts').select('id').eq('shop_id', w.shopId);
  assert.deepEqual(payouts.data ?? [], []);
  const ledgerRows = await stylist.sb.from('ledger_entries').select('id').eq('shop_id', w.shopId);
  assert.deepEqual(ledgerRows.data ?? [], []);
  const paymentRows = await stylist.sb.from('payments').select('id').eq('shop_id', w.shopId);
  assert.deepEqual(paymentRows.data ?? [], []);
  // The owner reads them through the data API.
  const own = await w.owner.sb.from('payouts').select('id').eq('shop_id', w.shopId);
  assert.equal(own.data.length, 1);
  // Another shop's owner reads nothing of this shop's either.
  const other = await shop(srv);
  assert.equal((await call(other.owner.sb, 'shop-money', { shopId: w.shopId })).status, 403);
});

test('the server is killed after Stripe made the session, before Emu recorded it: the webhook still settles it once', async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'emu-card-kill-'));
  const db = await createDatabase({ dir });
  const standin = await startStripeStandin();
  const env = { EMU_JWT_KEY_FILE: path.join(dir, 'jwt.pem') };
  let a;
  let b;
  try {
    a = await startServer({ db, stripe: standin, env });
    const w = await cardShop(a);
    const customer = await person(a);
    const bk = await awaiting(a, w, customer, 6);
    standin.onCreate = async () => {
      standin.onCreate = null;
      process.kill(a.pid, 'SIGKILL');
      await until('the server to die', async () => a.exitStatus());
    };
    await assert.rejects(startCard(customer, bk.id));
    await until('the server to die', async () => a.exitStatus());
    assert.equal(a.exitStatus().signal, 'SIGKILL');
    const [pay] = await rows(a, `SELECT id, status, provider_session_id FROM payments WHERE booking_id = '${bk.id}'`);
    assert.equal(pay.status, 'pending');
    assert.equal(pay.provider_session_id, null, 'Emu never heard the answer');
    const sessions = standin.sessionFor(pay.id);
    assert.equal(sessions.length, 1);

    // The same site (the links Stripe was given), on a new process and port.
    b = await startServer({ db, stripe: standin, env: { ...env, EMU_SITE_URL: a.url } });
    // The customer tries again: Stripe answers the session it made (same Idempotency-Key).
    const retry = await call(client(b, customer.token), 'start-payment', { bookingId: bk.id, method: 'card' });
    assert.equal(retry.status, 200, JSON.stringify(retry.body));
    assert.equal(retry.body.payment.id, pay.id);
    assert.equal(retry.body.payment.checkout_url, sessions[0].url);
    assert.equal(standin.sessionFor(pay.id).length, 1);
    const { event, delivered } = await standin.pay(sessions[0].id);
    assert.equal(delivered.status, 200);
    assert.equal((await standin.deliver(event)).status, 200);
    assert.equal((await paymentRow(b, pay.id)).status, 'paid');
    assert.equal(await bookingStatus(b, bk.id), 'confirmed');
    assert.deepEqual(await ledger(b, pay.id), PAID_ENTRIES);
    assert.equal(await unbalanced(b), 0);
  } finally {
    await a?.stop().catch(() => {});
    await b?.stop().catch(() => {});
    await standin.close();
    await db.drop().catch(() => {});
    await rm(dir, { recursive: true, force: true });
  }
});

test('card payment is off without EMU_STRIPE_SECRET_KEY: card_unavailable, and webhooks are refused', async () => {
  const plain = await startServer();
  try {
    const w = await cardShop(plain);
    const customer = await person(plain);
    const b = await awaiting(plain, w, customer);
    const res = await startCard(customer, b.id);
    assert.equal(res.status, 422, JSON.stringify(res.body));
    assert.equal(res.body.code, 'card_unavailable');
    const hook = await fetch(`${plain.url}/webhooks/stripe`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Stripe-Signature': `t=${Math.floor(Date.now() / 1000)},v1=00` },
      body: '{}',
    });
    assert.equal(hook.status, 400);
    assert.equal((await hook.json()).code, 'invalid_signature');
  } finally {
    await plain.stop();
  }
});

test('a webhook body over 256 KiB is refused before it is read as an event', async () => {
  const big = JSON.stringify({ id: 'evt_big', type: 'checkout.session.completed', pad: 'x'.repeat(300 * 1024) });
  const { signature } = await import('../lib/stripe-standin.mjs');
  const res = await fetch(srv.stripe.webhookUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature(big, srv.stripe.webhookSecret) },
    body: big,
  });
  assert.equal(res.status, 413);
});
