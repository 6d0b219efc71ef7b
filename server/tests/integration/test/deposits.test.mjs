// Deposits (salon-day.md C.3, issue 29) over HTTP on both databases: the owner's deposit rule
// (fixed and percent) holding the booking as awaiting_payment with its cells; start-payment by
// FPS with its EMVCo payload parsed here field by field and its CRC recomputed; "I have paid",
// the shop's confirmation (received / not_received) with the ledger rows; every outcome of the
// rule table (free cancel -> refund owed -> marked refunded; late cancel, no-show and completed
// -> kept; decline, shop cancel and weather -> refund owed); the unpaid release by the booking
// jobs with its e-mail; who may see money (C.5.4: never staff). After every test the ledger
// balances (C.5.2) and no payment refunds more than was paid.
import { test, before, after, afterEach } from 'node:test';
import assert from 'node:assert/strict';
import { startServer } from '../lib/server.mjs';
import { exec, insertRow, rows } from '../lib/rest-fixtures.mjs';
import { sleep } from './auth_support.mjs';
import { SLOT_TAKEN, at, booking, call, cells, hkDate, mails, person, shop } from './booking_support.mjs';
import { png } from './workspace_support.mjs';

let srv;
before(async () => {
  srv = await startServer({ env: { EMU_BOOKING_SWEEP_MS: '200' } });
});
after(async () => {
  await srv?.stop();
});

afterEach(async () => {
  const unbalanced = await rows(srv, 'SELECT txn_id FROM ledger_entries GROUP BY txn_id HAVING SUM(amount_cents) <> 0');
  assert.deepEqual(unbalanced, []);
  assert.deepEqual(await rows(srv, 'SELECT id FROM payments WHERE refunded_cents > amount_cents'), []);
});

const FAR = hkDate(5); // outside a 24 h cancel window
const SOON = hkDate(1); // inside a 48 h cancel window
const WINDOW_CLOSED = 'The time to pay this deposit has passed, so the booking was released.';
const NOT_NEEDED = 'This booking has no deposit to pay.';
const CARD_UNAVAILABLE = 'Card payment is not available for this shop. Please pay by FPS.';

/** A shop whose owner set a deposit rule through the data API, as the settings screen does. */
async function depositShop({ rule = 'fixed', value = 100, window = 30, ...opts } = {}) {
  const s = await shop(srv, opts);
  const { error } = await s.owner.sb
    .from('businesses')
    .update({ deposit_rule: rule, deposit_value: value, payment_window_min: window, fps_proxy_type: 'fps_id', fps_proxy_value: '1234567' })
    .eq('id', s.shopId);
  assert.equal(error, null);
  return s;
}

async function book(s, date, hhmm, who) {
  const customer = who ?? (await person(srv));
  const res = await call(customer.sb, 'create-booking', booking(s, at(date, hhmm)));
  assert.equal(res.status, 201, JSON.stringify(res.body));
  return { customer, booking: res.body.booking };
}

async function startFps(customer, bookingId) {
  const res = await call(customer.sb, 'start-payment', { bookingId, method: 'fps' });
  assert.equal(res.status, 200, JSON.stringify(res.body));
  return res.body.payment;
}

/** A booking whose FPS deposit the shop confirmed: {customer, booking, payment}. */
async function paidBooking(s, date, hhmm) {
  const made = await book(s, date, hhmm);
  const payment = await startFps(made.customer, made.booking.id);
  assert.equal((await call(made.customer.sb, 'report-payment', { paymentId: payment.id })).status, 200);
  const res = await call(s.owner.sb, 'confirm-payment', { paymentId: payment.id, action: 'received' });
  assert.equal(res.status, 200, JSON.stringify(res.body));
  return { ...made, payment: res.body.payment };
}

async function one(sql) {
  return (await rows(srv, sql))[0];
}

async function paymentRow(id) {
  return one(`SELECT status, amount_cents, refunded_cents, refund_reference, kept_at FROM payments WHERE id = '${id}'`);
}

async function bookingRow(id) {
  return one(`SELECT status, deposit_status, cancel_reason FROM bookings WHERE id = '${id}'`);
}

/** The payment's ledger entries as 'account amount' strings, in order of writing. */
async function ledger(paymentId) {
  const r = await rows(
    srv,
    `SELECT account, amount_cents FROM ledger_entries WHERE payment_id = '${paymentId}' ORDER BY created_at, amount_cents DESC`,
  );
  return r.map((e) => `${e.account} ${Number(e.amount_cents)}`);
}

function expectCode(res, status, code, message) {
  assert.equal(res.status, status, JSON.stringify(res.body));
  assert.equal(res.body.code, code);
  if (message) assert.equal(res.body.message, message);
}

async function until(check, ms = 8000) {
  const end = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value || Date.now() > end) return value;
    await sleep(100);
  }
}

// ---------------------------------------------------------------- the EMVCo payload

/** CRC-16/CCITT-FALSE, bit by bit. */
function crc16(text) {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let i = 0; i < 8; i++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** TLV fields "<id><2-digit length><value>" as [id, value] pairs, in order. */
function tlv(text) {
  const out = [];
  let i = 0;
  while (i < text.length) {
    const id = text.slice(i, i + 2);
    const len = Number(text.slice(i + 2, i + 4));
    assert.ok(Number.isInteger(len) && i + 4 + len <= text.length, `bad TLV at ${i} in ${text}`);
    out.push([id, text.slice(i + 4, i + 4 + len)]);
    i += 4 + len;
  }
  return out;
}

function checkPayload(payload, { amount, reference, name = 'Glow Nails', proxy = ['02', '1234567'] }) {
  const fields = tlv(payload);
  assert.deepEqual(
    fields.map(([id]) => id),
    ['00', '01', '26', '52', '53', '54', '58', '59', '60', '62', '63'],
  );
  const f = Object.fromEntries(fields);
  assert.equal(f['00'], '01');
  assert.equal(f['01'], '12');
  assert.deepEqual(tlv(f['26']), [['00', 'hk.com.hkicl'], proxy]);
  assert.equal(f['52'], '7230');
  assert.equal(f['53'], '344');
  assert.equal(f['54'], amount);
  assert.equal(f['58'], 'HK');
  assert.equal(f['59'], name);
  assert.equal(f['60'], 'HK');
  assert.deepEqual(tlv(f['62']), [['05', reference]]);
  assert.equal(f['63'], crc16(payload.slice(0, -4)));
}

// ---------------------------------------------------------------- settings and create-booking

test('the owner sets the deposit rule; the CHECKs refuse a percent over 100 and a window under 15 min', async () => {
  const s = await shop(srv);
  const bad = await s.owner.sb.from('businesses').update({ deposit_rule: 'percent', deposit_value: 150 }).eq('id', s.shopId);
  assert.notEqual(bad.error, null);
  const shortWindow = await s.owner.sb.from('businesses').update({ payment_window_min: 5 }).eq('id', s.shopId);
  assert.notEqual(shortWindow.error, null);
  const good = await s.owner.sb
    .from('businesses')
    .update({ deposit_rule: 'percent', deposit_value: 25, fps_proxy_type: 'mobile', fps_proxy_value: '+852 6123 4567' })
    .eq('id', s.shopId)
    .select('deposit_rule, deposit_value, payment_window_min, fps_proxy_type');
  assert.equal(good.error, null);
  assert.equal(good.data.length, 1);
  const [row] = good.data;
  assert.deepEqual([row.deposit_rule, Number(row.deposit_value), row.payment_window_min, row.fps_proxy_type], ['percent', 25, 30, 'mobile']);
});

test('create-booking with a fixed deposit: 201 awaiting_payment, deposit_hkd, payment_due_at, cells held', async () => {
  const s = await depositShop({ rule: 'fixed', value: 100 });
  const before = Date.now();
  const { customer, booking: b } = await book(s, FAR, '10:00');
  assert.equal(b.status, 'awaiting_payment');
  assert.equal(b.deposit_hkd, 100);
  assert.match(b.payment_due_at, /^\d{4}-\d\d-\d\dT\d\d:\d\d:00\+08:00$/);
  const due = Date.parse(b.payment_due_at);
  assert.ok(due >= before + 30 * 60_000 && due <= Date.now() + 32 * 60_000, b.payment_due_at);
  assert.equal((await cells(srv, b.id)).length, 15); // 60 min + 15 min buffer
  assert.equal((await bookingRow(b.id)).deposit_status, 'requested');
  // Nothing is announced until the deposit is paid.
  assert.equal((await mails(srv, customer.email, 'booking-confirmed')).length, 0);
  // The time is held: another customer cannot take it.
  const other = await person(srv);
  expectCode(await call(other.sb, 'create-booking', booking(s, at(FAR, '10:00'))), 409, 'slot_taken', SLOT_TAKEN);
});

test('create-booking with a percent deposit: 25% of HK$380 is HK$95.00', async () => {
  const s = await depositShop({ rule: 'percent', value: 25 });
  const { booking: b } = await book(s, FAR, '11:00');
  assert.equal(b.status, 'awaiting_payment');
  assert.equal(b.deposit_hkd, 95);
});

// ---------------------------------------------------------------- start-payment

test('start-payment (fps): the EMVCo payload with the amount and reference, its QR, the same payment again', async () => {
  const s = await depositShop({ rule: 'fixed', value: 100 });
  const { customer, booking: b } = await book(s, FAR, '10:00');
  const p = await startFps(customer, b.id);
  assert.equal(p.booking_id, b.id);
  assert.equal(p.method, 'fps');
  assert.equal(p.amount_hkd, 100);
  assert.equal(p.status, 'pending');
  assert.equal(p.due_at, b.payment_due_at);
  assert.match(p.reference, /^EMU[A-HJ-NP-Z2-9]{6}$/);
  assert.deepEqual(p.fps, { proxy_type: 'fps_id', proxy_value: '1234567', bank_code: null, payee_name: 'Glow Nails' });
  checkPayload(p.fps_payload, { amount: '100.00', reference: p.reference });
  assert.match(p.fps_qr_svg, /^<svg[^>]*>/);
  const again = await startFps(customer, b.id);
  assert.equal(again.id, p.id);
  assert.equal(again.reference, p.reference);
  assert.equal(again.fps_payload, p.fps_payload);
  assert.equal(Number((await one(`SELECT count(*) AS n FROM payments WHERE booking_id = '${b.id}'`)).n), 1);
});

test('start-payment (fps) with a mobile proxy and HK$0.01 and HK$99,999.99 deposits', async () => {
  const s = await depositShop({ rule: 'fixed', value: 0.01 });
  await exec(srv, `UPDATE businesses SET fps_proxy_type = 'mobile', fps_proxy_value = '6123 4567' WHERE id = '${s.shopId}'`);
  const small = await book(s, FAR, '10:00');
  const p1 = await startFps(small.customer, small.booking.id);
  checkPayload(p1.fps_payload, { amount: '0.01', reference: p1.reference, proxy: ['03', '+852-61234567'] });
  await exec(srv, `UPDATE businesses SET deposit_value = 99999.99 WHERE id = '${s.shopId}'; UPDATE services SET price = 100000 WHERE id = '${s.serviceId}'`);
  const big = await book(s, FAR, '14:00');
  assert.equal(big.booking.deposit_hkd, 99999.99);
  const p2 = await startFps(big.customer, big.booking.id);
  checkPayload(p2.fps_payload, { amount: '99999.99', reference: p2.reference, proxy: ['03', '+852-61234567'] });
});

test('start-payment refusals: not needed, card unavailable, someone else, window closed', async () => {
  const plain = await shop(srv);
  const free = await book(plain, FAR, '10:00');
  assert.equal(free.booking.status, 'confirmed');
  expectCode(await call(free.customer.sb, 'start-payment', { bookingId: free.booking.id, method: 'fps' }), 409, 'payment_not_needed', NOT_NEEDED);

  const s = await depositShop();
  const { customer, booking: b } = await book(s, FAR, '10:00');
  expectCode(await call(customer.sb, 'start-payment', { bookingId: b.id, method: 'card' }), 422, 'card_unavailable', CARD_UNAVAILABLE);
  const stranger = await person(srv);
  expectCode(await call(stranger.sb, 'start-payment', { bookingId: b.id, method: 'fps' }), 403, 'forbidden');
  expectCode(await call(customer.sb, 'start-payment', { bookingId: b.id, method: 'cash' }), 400, 'validation_failed');
  assert.equal(Number((await one(`SELECT count(*) AS n FROM payments WHERE booking_id = '${b.id}'`)).n), 0);

  await exec(srv, `UPDATE bookings SET payment_due_at = '2020-01-01T00:00:00Z' WHERE id = '${b.id}'`);
  expectCode(await call(customer.sb, 'start-payment', { bookingId: b.id, method: 'fps' }), 409, 'payment_window_closed', WINDOW_CLOSED);
});

test('start-payment twice at once: one payment, one reference', async () => {
  const s = await depositShop();
  const { customer, booking: b } = await book(s, FAR, '10:00');
  const answers = await Promise.all(Array.from({ length: 8 }, () => call(customer.sb, 'start-payment', { bookingId: b.id, method: 'fps' })));
  for (const a of answers) assert.equal(a.status, 200, JSON.stringify(a.body));
  assert.equal(new Set(answers.map((a) => a.body.payment.id)).size, 1);
  assert.equal(new Set(answers.map((a) => a.body.payment.reference)).size, 1);
  assert.equal(Number((await one(`SELECT count(*) AS n FROM payments WHERE booking_id = '${b.id}'`)).n), 1);
});

// ---------------------------------------------------------------- report and confirm

test('payment-proofs: the customer uploads to their own folder; the shop reads the proof its payment names, staff and others do not', async () => {
  const s = await depositShop();
  const { customer, booking: b } = await book(s, FAR, '10:00');
  const p = await startFps(customer, b.id);
  const blob = new Blob([png(40, 30)], { type: 'image/png' });
  const path = `${customer.id}/transfer.png`;
  const up = await customer.sb.storage.from('payment-proofs').upload(path, blob);
  assert.equal(up.error, null);
  const stranger = await person(srv);
  const intruder = await stranger.sb.storage.from('payment-proofs').upload(`${customer.id}/fake.png`, blob);
  assert.notEqual(intruder.error, null);
  // Before the payment names it, the shop cannot read it.
  assert.notEqual((await s.owner.sb.storage.from('payment-proofs').download(path)).error, null);
  assert.equal((await call(customer.sb, 'report-payment', { paymentId: p.id, proofPath: path })).status, 200);
  const owner = await s.owner.sb.storage.from('payment-proofs').download(path);
  assert.equal(owner.error, null);
  assert.equal(owner.data.size, blob.size);
  assert.equal((await customer.sb.storage.from('payment-proofs').download(path)).error, null);
  assert.notEqual((await stranger.sb.storage.from('payment-proofs').download(path)).error, null);
  const stylist = await person(srv, { prefix: 'stylist' });
  await insertRow(srv, 'shop_members', { shop_id: s.shopId, user_id: stylist.id, email: stylist.email, role: 'staff', staff_id: s.amy, status: 'active' });
  assert.notEqual((await stylist.sb.storage.from('payment-proofs').download(path)).error, null);
});

test('report -> confirm received: paid, booking confirmed, ledger shop_cash/deposits_held, e-mails', async () => {
  const s = await depositShop({ rule: 'fixed', value: 150 });
  const { customer, booking: b } = await book(s, FAR, '10:00');
  const p = await startFps(customer, b.id);
  const proofPath = `${customer.id}/transfer.png`;
  const reported = await call(customer.sb, 'report-payment', { paymentId: p.id, proofPath });
  assert.equal(reported.status, 200, JSON.stringify(reported.body));
  assert.equal(reported.body.payment.status, 'reported');
  assert.equal(reported.body.payment.proof_path, proofPath);
  // A proof outside the customer's own folder is refused.
  expectCode(await call(customer.sb, 'report-payment', { paymentId: p.id, proofPath: 'someone/else.png' }), 400, 'validation_failed');
  const res = await call(s.owner.sb, 'confirm-payment', { paymentId: p.id, action: 'received' });
  assert.equal(res.status, 200, JSON.stringify(res.body));
  assert.equal(res.body.payment.status, 'paid');
  assert.deepEqual(await bookingRow(b.id), { status: 'confirmed', deposit_status: 'received', cancel_reason: null });
  assert.deepEqual(await ledger(p.id), ['shop_cash 15000', 'deposits_held -15000']);
  assert.equal((await mails(srv, customer.email, 'booking-deposit-received')).length, 1);
  assert.match((await mails(srv, customer.email, 'booking-deposit-received'))[0].text_body, /HK\$150\.00/);
  assert.equal((await mails(srv, customer.email, 'booking-confirmed')).length, 1);
  // A second answer changes nothing.
  expectCode(await call(s.owner.sb, 'confirm-payment', { paymentId: p.id, action: 'received' }), 409, 'invalid_transition');
  assert.equal((await ledger(p.id)).length, 2);
  // Paid: start-payment answers the same payment, now paid.
  const again = await startFps(customer, b.id);
  assert.equal(again.id, p.id);
  assert.equal(again.status, 'paid');
});

test('a request-mode shop: the paid booking waits for the shop as pending', async () => {
  const s = await depositShop({ autoConfirm: false });
  const { booking: b } = await paidBooking(s, FAR, '10:00');
  assert.equal((await bookingRow(b.id)).status, 'pending');
});

test('not_received: back to pending, the customer reports again', async () => {
  const s = await depositShop();
  const { customer, booking: b } = await book(s, FAR, '10:00');
  const p = await startFps(customer, b.id);
  await call(customer.sb, 'report-payment', { paymentId: p.id });
  const res = await call(s.owner.sb, 'confirm-payment', { paymentId: p.id, action: 'not_received' });
  assert.equal(res.status, 200, JSON.stringify(res.body));
  assert.equal(res.body.payment.status, 'pending');
  assert.equal((await bookingRow(b.id)).status, 'awaiting_payment');
  assert.deepEqual(await ledger(p.id), []);
  const again = await call(customer.sb, 'report-payment', { paymentId: p.id });
  assert.equal(again.body.payment.status, 'reported');
});

// ---------------------------------------------------------------- outcomes

test('free cancel -> refund owed (ledger) -> mark-refunded with the bank reference', async () => {
  const s = await depositShop();
  const { customer, booking: b, payment: p } = await paidBooking(s, FAR, '10:00');
  const res = await call(customer.sb, 'cancel-booking', { bookingId: b.id });
  assert.equal(res.status, 200, JSON.stringify(res.body));
  assert.equal((await paymentRow(p.id)).status, 'refund_owed');
  assert.equal((await bookingRow(b.id)).deposit_status, 'refund_owed');
  assert.deepEqual((await ledger(p.id)).slice(2), ['deposits_held 10000', 'refunds_owed -10000']);
  const done = await call(s.owner.sb, 'mark-refunded', { paymentId: p.id, reference: 'HSBC-778812' });
  assert.equal(done.status, 200, JSON.stringify(done.body));
  assert.equal(done.body.payment.status, 'refunded');
  assert.equal(done.body.payment.refunded_hkd, 100);
  const row = await paymentRow(p.id);
  assert.equal(Number(row.refunded_cents), 10000);
  assert.equal(row.refund_reference, 'HSBC-778812');
  assert.equal((await bookingRow(b.id)).deposit_status, 'refunded');
  assert.deepEqual((await ledger(p.id)).slice(4), ['refunds_owed 10000', 'shop_cash -10000']);
  expectCode(await call(s.owner.sb, 'mark-refunded', { paymentId: p.id }), 409, 'invalid_transition');
});

test('late cancel (inside the window) keeps the deposit', async () => {
  const s = await depositShop({ cancelHours: 48 });
  const { customer, booking: b, payment: p } = await paidBooking(s, SOON, '14:00');
  const res = await call(customer.sb, 'cancel-booking', { bookingId: b.id });
  assert.equal(res.status, 200, JSON.stringify(res.body));
  assert.equal((await paymentRow(p.id)).status, 'kept');
  assert.deepEqual(await bookingRow(b.id), { status: 'cancelled', deposit_status: 'kept', cancel_reason: 'customer' });
  assert.deepEqual((await ledger(p.id)).slice(2), ['deposits_held 10000', 'shop_revenue -10000']);
});

test('no-show and completed keep the deposit', async () => {
  const s = await depositShop();
  const a = await paidBooking(s, FAR, '10:00');
  assert.equal((await call(s.owner.sb, 'respond-booking', { bookingId: a.booking.id, action: 'no_show' })).status, 200);
  assert.equal((await paymentRow(a.payment.id)).status, 'kept');
  assert.deepEqual((await ledger(a.payment.id)).slice(2), ['deposits_held 10000', 'shop_revenue -10000']);
  const c = await paidBooking(s, FAR, '14:00');
  assert.equal((await call(s.owner.sb, 'respond-booking', { bookingId: c.booking.id, action: 'complete' })).status, 200);
  assert.equal((await paymentRow(c.payment.id)).status, 'kept');
  assert.equal((await bookingRow(c.booking.id)).deposit_status, 'kept');
});

test('decline and shop cancel refund the deposit', async () => {
  const s = await depositShop({ autoConfirm: false });
  const d = await paidBooking(s, FAR, '10:00');
  assert.equal((await call(s.owner.sb, 'respond-booking', { bookingId: d.booking.id, action: 'decline' })).status, 200);
  assert.equal((await paymentRow(d.payment.id)).status, 'refund_owed');
  assert.equal((await bookingRow(d.booking.id)).cancel_reason, 'declined');
  const c = await paidBooking(s, FAR, '14:00');
  assert.equal((await call(s.owner.sb, 'respond-booking', { bookingId: c.booking.id, action: 'confirm' })).status, 200);
  assert.equal((await call(s.owner.sb, 'respond-booking', { bookingId: c.booking.id, action: 'cancel' })).status, 200);
  assert.equal((await paymentRow(c.payment.id)).status, 'refund_owed');
  assert.deepEqual((await ledger(c.payment.id)).slice(2), ['deposits_held 10000', 'refunds_owed -10000']);
});

test('weather: a weather-affected booking cancelled inside the window is refunded', async () => {
  const s = await depositShop({ cancelHours: 48 });
  const { customer, booking: b, payment: p } = await paidBooking(s, SOON, '10:00');
  await exec(srv, `UPDATE bookings SET weather_affected = ${srv.db.kind === 'sqlite' ? 1 : 'true'} WHERE id = '${b.id}'`);
  assert.equal((await call(customer.sb, 'cancel-booking', { bookingId: b.id })).status, 200);
  assert.equal((await bookingRow(b.id)).cancel_reason, 'weather');
  assert.equal((await paymentRow(p.id)).status, 'refund_owed');
});

test('a customer cancelling while the deposit is unpaid: no money moves, the payment is cancelled', async () => {
  const s = await depositShop({ cancelHours: 48 });
  const { customer, booking: b } = await book(s, SOON, '11:00');
  const p = await startFps(customer, b.id);
  assert.equal((await call(customer.sb, 'cancel-booking', { bookingId: b.id })).status, 200);
  assert.equal((await paymentRow(p.id)).status, 'cancelled');
  assert.deepEqual(await ledger(p.id), []);
  assert.deepEqual(await cells(srv, b.id), []);
});

// ---------------------------------------------------------------- the unpaid release

test('unpaid at the deadline: cancelled (unpaid), cells freed, payment expired, the customer e-mailed', async () => {
  const s = await depositShop();
  const customer = await person(srv, { lang: 'zh' });
  const { booking: b } = await book(s, FAR, '10:00', customer);
  const p = await startFps(customer, b.id);
  await exec(srv, `UPDATE bookings SET payment_due_at = '2020-01-01T00:00:00Z' WHERE id = '${b.id}'`);
  const row = await until(async () => {
    const r = await bookingRow(b.id);
    return r.status === 'cancelled' ? r : null;
  });
  assert.deepEqual(row, { status: 'cancelled', deposit_status: 'requested', cancel_reason: 'unpaid' });
  assert.deepEqual(await cells(srv, b.id), []);
  assert.equal((await paymentRow(p.id)).status, 'expired');
  const [mail] = await until(() => mails(srv, customer.email, 'booking-unpaid-released').then((m) => (m.length ? m : null)));
  assert.equal(mail.lang, 'zh');
  assert.match(mail.subject, /預約已取消/);
  assert.match(mail.text_body, /訂金付款時限已過/);
  assert.match(mail.text_body, /The time to pay the deposit has passed/);
  // The time is free again, and paying now is refused.
  const other = await person(srv);
  assert.equal((await call(other.sb, 'create-booking', booking(s, at(FAR, '10:00')))).status, 201);
  expectCode(await call(customer.sb, 'start-payment', { bookingId: b.id, method: 'fps' }), 409, 'payment_window_closed', WINDOW_CLOSED);
  expectCode(await call(customer.sb, 'report-payment', { paymentId: p.id }), 409, 'payment_window_closed', WINDOW_CLOSED);
});

test('a reported payment is not released at the deadline: the shop answers first', async () => {
  const s = await depositShop();
  const { customer, booking: b } = await book(s, FAR, '14:00');
  const p = await startFps(customer, b.id);
  await call(customer.sb, 'report-payment', { paymentId: p.id });
  await exec(srv, `UPDATE bookings SET payment_due_at = '2020-01-01T00:00:00Z' WHERE id = '${b.id}'`);
  await sleep(800);
  assert.equal((await bookingRow(b.id)).status, 'awaiting_payment');
  const res = await call(s.owner.sb, 'confirm-payment', { paymentId: p.id, action: 'received' });
  assert.equal(res.status, 200, JSON.stringify(res.body));
  assert.equal((await bookingRow(b.id)).status, 'confirmed');
});

// ---------------------------------------------------------------- who sees money (C.5.4)

test('staff read no payments, ledger or payouts and cannot confirm or refund; a manager can', async () => {
  const s = await depositShop();
  const { payment: p } = await paidBooking(s, FAR, '10:00');
  const stylist = await person(srv, { prefix: 'stylist' });
  const manager = await person(srv, { prefix: 'manager' });
  await insertRow(srv, 'shop_members', { shop_id: s.shopId, user_id: stylist.id, email: stylist.email, role: 'staff', staff_id: s.amy, status: 'active' });
  await insertRow(srv, 'shop_members', { shop_id: s.shopId, user_id: manager.id, email: manager.email, role: 'manager', status: 'active' });
  for (const table of ['payments', 'ledger_entries', 'payouts']) {
    const r = await stylist.sb.from(table).select('*').eq('shop_id', s.shopId);
    assert.equal(r.error, null);
    assert.deepEqual(r.data, [], table);
  }
  expectCode(await call(stylist.sb, 'confirm-payment', { paymentId: p.id, action: 'not_received' }), 403, 'forbidden');
  expectCode(await call(stylist.sb, 'mark-refunded', { paymentId: p.id }), 403, 'forbidden');
  // The manager and the owner read them; the customer reads their own payment.
  assert.equal((await manager.sb.from('payments').select('id').eq('shop_id', s.shopId)).data.length, 1);
  assert.equal((await manager.sb.from('ledger_entries').select('id').eq('shop_id', s.shopId)).data.length, 2);
  assert.equal((await s.owner.sb.from('payments').select('id').eq('shop_id', s.shopId)).data.length, 1);
  // A manager cannot write the deposit settings (the owner's), nobody writes payments.
  const w = await manager.sb.from('businesses').update({ deposit_rule: 'none' }).eq('id', s.shopId).select('id');
  assert.ok(w.error || w.data.length === 0);
  assert.equal((await one(`SELECT deposit_rule FROM businesses WHERE id = '${s.shopId}'`)).deposit_rule, 'fixed');
  const forged = await s.owner.sb.from('payments').update({ status: 'refunded' }).eq('id', p.id).select('id');
  assert.ok(forged.error || forged.data.length === 0);
  assert.equal((await paymentRow(p.id)).status, 'paid');
});
