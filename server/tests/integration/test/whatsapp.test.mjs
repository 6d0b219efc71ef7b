// WhatsApp messages (issue 30, salon-day.md C.4, invariant C.5.5), against a stand-in of the
// Cloud API (lib/whatsapp-standin.mjs) that accepts only the templates Emu declares, with their
// parameter counts, and sends status webhooks signed with the app secret.
//  - A customer opts in on their profile with a Hong Kong number (the server keeps the time of
//    consent) and opts out there or by replying STOP.
//  - An opted-in customer's booking messages go out on WhatsApp instead of e-mail, once, in their
//    language; without consent the e-mail goes as before. A shop with alerts on gets new
//    requests on its phone as well as by e-mail.
//  - GET /webhooks/whatsapp answers Meta's challenge for the right verify token only; POST needs
//    X-Hub-Signature-256 (401, nothing recorded, otherwise); statuses only move forward;
//    `failed` queues the e-mail once, however often it arrives; a provider that is down keeps the
//    message, which goes later; one refused for good falls back to e-mail.
//  - Two servers on one database send every message once.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { runCli, startServer } from '../lib/server.mjs';
import { apiKeys, client, rows } from '../lib/rest-fixtures.mjs';
import { startWhatsAppStandin } from '../lib/whatsapp-standin.mjs';
import { waitFor } from '../lib/smtp.mjs';
import { at, booking, call, hkDate, person, shop } from './booking_support.mjs';
import { sleep } from './auth_support.mjs';

const PHONE_INVALID = 'Please enter a valid Hong Kong phone number';
const flag = (v) => v === true || v === 1 || v === '1' || v === 't';

let wa;
let srv;
before(async () => {
  const printed = await runCli(['whatsapp-templates', '--format', 'json']);
  assert.equal(printed.code, 0, printed.stderr);
  wa = await startWhatsAppStandin({ templates: JSON.parse(printed.stdout) });
  srv = await startServer({
    env: { ...wa.env(), EMU_OUTBOX_POLL_MS: '50', EMU_OUTBOX_BACKOFF_MS: '300', EMU_OUTBOX_MAX_ATTEMPTS: '3' },
  });
});
after(async () => {
  await srv?.stop();
  await wa?.stop();
});

let numbers = 0;
/** A fresh Hong Kong mobile number: [as typed, as WhatsApp addresses it]. */
function mobile() {
  const n = String(60000000 + ++numbers);
  return [`${n.slice(0, 4)} ${n.slice(4)}`, `852${n}`];
}

/** A customer who opted in with a fresh number. */
async function optedIn(server, lang) {
  const p = await person(server, { lang });
  const [typed, address] = mobile();
  const res = await call(client(server, p.token), 'whatsapp-opt-in', { optIn: true, number: typed });
  assert.equal(res.status, 200, JSON.stringify(res.body));
  return { ...p, address };
}

const sentTo = (address) => wa.sent.filter((m) => m.to === address);
const outboxOf = async (server, address) =>
  rows(server, `SELECT template, lang, status, provider_message_id, last_error, sent_at, delivered_at, read_at, failed_at, fallback_queued_at FROM whatsapp_outbox WHERE to_phone = '${address}' ORDER BY created_at`);
const emails = async (server, to, type) => rows(server, `SELECT id FROM email_outbox WHERE to_email = '${to}' AND email_type = '${type}'`);

/** The booking's time as the zh-HK messages write it. */
function zhWhen(date, from, to) {
  const [y, m, d] = date.split('-').map(Number);
  return `${y}年${m}月${d}日 ${from}–${to}（香港時間）`;
}

test('a customer opts in with a Hong Kong number and out again on their profile; the time of consent is the server’s', async () => {
  const p = await person(srv);
  const sb = client(srv, p.token);
  const bad = await call(sb, 'whatsapp-opt-in', { optIn: true, number: '1234 567' });
  assert.equal(bad.status, 400);
  assert.equal(bad.body.code, 'validation_failed');
  assert.equal(bad.body.details.number, PHONE_INVALID);
  const none = await call(sb, 'whatsapp-opt-in', { optIn: true });
  assert.equal(none.status, 400);
  assert.equal(none.body.details.number, 'WhatsApp number is required');
  let [row] = await rows(srv, `SELECT whatsapp_opt_in, whatsapp_number, whatsapp_opt_in_at FROM user_profiles WHERE user_id = '${p.id}'`);
  assert.equal(flag(row.whatsapp_opt_in), false);
  assert.equal(row.whatsapp_number, null);

  const before = Date.now() - 1000;
  const yes = await call(sb, 'whatsapp-opt-in', { optIn: true, number: '+852 6123-4567' });
  assert.equal(yes.status, 200, JSON.stringify(yes.body));
  assert.equal(yes.body.whatsapp.number, '85261234567');
  assert.equal(yes.body.whatsapp.optIn, true);
  assert.ok(Date.parse(yes.body.whatsapp.optedInAt) >= before, 'consent time stamped now');
  [row] = await rows(srv, `SELECT whatsapp_opt_in, whatsapp_number, whatsapp_opt_in_at FROM user_profiles WHERE user_id = '${p.id}'`);
  assert.equal(flag(row.whatsapp_opt_in), true);
  assert.equal(row.whatsapp_number, '85261234567');
  assert.ok(row.whatsapp_opt_in_at);

  // The consent columns are the function's: the profile's REST update cannot forge them.
  const forged = await sb.from('user_profiles').update({ whatsapp_opt_in_at: '2020-01-01T00:00:00Z' }).eq('user_id', p.id).select('user_id');
  assert.notEqual(forged.error, null);

  const no = await call(sb, 'whatsapp-opt-in', { optIn: false });
  assert.equal(no.status, 200);
  assert.equal(no.body.whatsapp.optIn, false);
  assert.equal(no.body.whatsapp.optOutSource, 'profile');
  assert.equal(no.body.whatsapp.number, '85261234567', 'the number is kept');
  const log = await rows(srv, `SELECT action, source, phone FROM whatsapp_consents WHERE user_id = '${p.id}' ORDER BY created_at, action DESC`);
  assert.deepEqual(log.map((r) => `${r.action}/${r.source}/${r.phone}`), ['opt_in/profile/85261234567', 'opt_out/profile/85261234567']);
});

test('a zh-HK customer’s confirmation reaches WhatsApp once, as booking_confirmed in zh_HK with its parameters, instead of the e-mail', async () => {
  const s = await shop(srv, { staff: ['Amy'] });
  const ann = await optedIn(srv, 'zh');
  const date = hkDate(3);
  const made = await call(ann.sb, 'create-booking', booking(s, at(date, '11:00')));
  assert.equal(made.status, 201, JSON.stringify(made.body));
  await waitFor(() => sentTo(ann.address).length === 1, { what: 'the message at the stand-in' });
  const [m] = sentTo(ann.address);
  assert.equal(m.template, 'booking_confirmed');
  assert.equal(m.lang, 'zh_HK');
  assert.deepEqual(m.params, ['光光美甲', '凝膠甲', zhWhen(date, '11:00', '12:00'), 'Amy', `${srv.url}/user/bookings`]);
  await waitFor(async () => (await outboxOf(srv, ann.address))[0]?.status === 'sent', { what: 'the row sent' });
  const [row] = await outboxOf(srv, ann.address);
  assert.equal(row.provider_message_id, m.id);
  // WhatsApp took the e-mail's place; the shop's e-mail still goes.
  assert.equal((await emails(srv, ann.email, 'booking-confirmed')).length, 0);
  assert.equal((await emails(srv, s.owner.email, 'booking-merchant-new')).length, 1);
  await sleep(500);
  assert.equal(sentTo(ann.address).length, 1, 'sent once');
});

test('a booking awaiting its deposit tells an opted-in customer on WhatsApp what to pay, by when and where, once; the confirmation waits for the payment', async () => {
  const s = await shop(srv, { staff: ['Amy'] });
  const set = await s.owner.sb
    .from('businesses')
    .update({ deposit_rule: 'fixed', deposit_value: 150, payment_window_min: 60, fps_proxy_type: 'fps_id', fps_proxy_value: '1234567' })
    .eq('id', s.shopId);
  assert.equal(set.error, null, JSON.stringify(set.error));
  const ben = await optedIn(srv, 'en');
  const date = hkDate(4);
  const made = await call(ben.sb, 'create-booking', booking(s, at(date, '14:00')));
  assert.equal(made.status, 201, JSON.stringify(made.body));
  assert.equal(made.body.booking.status, 'awaiting_payment');
  await waitFor(() => sentTo(ben.address).length === 1, { what: 'the deposit message at the stand-in' });
  const [m] = sentTo(ben.address);
  assert.equal(m.template, 'deposit_due');
  assert.equal(m.lang, 'en');
  const id = made.body.booking.id;
  assert.equal(m.params.length, 6);
  assert.equal(m.params[0], 'Glow Nails');
  assert.equal(m.params[3], '150');
  assert.equal(m.params[5], `${srv.url}/bookings/${id}/pay`);
  // The deadline as Hong Kong time: the hour of payment_due_at in HKT appears in the text.
  const due = new Date(made.body.booking.payment_due_at);
  const hhmm = new Date(due.getTime() + 8 * 3600_000).toISOString().slice(11, 16);
  assert.ok(m.params[4].includes(hhmm), `${m.params[4]} names ${hhmm}`);
  await sleep(500);
  assert.equal(sentTo(ben.address).length, 1, 'once: no confirmation before the deposit is paid');
});

test('without consent no message goes and the e-mail does; an English customer gets English', async () => {
  const s = await shop(srv, { staff: ['Amy'] });
  const bob = await person(srv, { lang: 'en' });
  const made = await call(bob.sb, 'create-booking', booking(s, at(hkDate(4), '11:00')));
  assert.equal(made.status, 201);
  assert.equal((await emails(srv, bob.email, 'booking-confirmed')).length, 1);
  assert.equal((await rows(srv, `SELECT id FROM whatsapp_outbox WHERE booking_id = '${made.body.booking.id}'`)).length, 0);

  const cat = await optedIn(srv, 'en');
  const second = await call(cat.sb, 'create-booking', booking(s, at(hkDate(4), '14:00')));
  assert.equal(second.status, 201);
  await waitFor(() => sentTo(cat.address).length === 1, { what: 'the English message' });
  assert.equal(sentTo(cat.address)[0].lang, 'en');
  assert.equal(sentTo(cat.address)[0].params[0], 'Glow Nails');
});

test('GET /webhooks/whatsapp answers the challenge for the right verify token only', async () => {
  const ok = await fetch(`${srv.url}/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=${wa.verifyToken}&hub.challenge=1158201444`);
  assert.equal(ok.status, 200);
  assert.equal(await ok.text(), '1158201444');
  const wrong = await fetch(`${srv.url}/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=guess&hub.challenge=1158201444`);
  assert.equal(wrong.status, 403);
  assert.doesNotMatch(await wrong.text(), /1158201444/);
  const mode = await fetch(`${srv.url}/webhooks/whatsapp?hub.mode=unsubscribe&hub.verify_token=${wa.verifyToken}&hub.challenge=1`);
  assert.equal(mode.status, 403);
});

/** A booking confirmed to an opted-in customer, its message sent: [customer, stand-in message]. */
async function sentConfirmation(lang = 'en', day = 5, hhmm = '11:00') {
  const s = await shop(srv, { staff: ['Amy'] });
  const c = await optedIn(srv, lang);
  const made = await call(c.sb, 'create-booking', booking(s, at(hkDate(day), hhmm)));
  assert.equal(made.status, 201, JSON.stringify(made.body));
  await waitFor(async () => (await outboxOf(srv, c.address))[0]?.status === 'sent', { what: 'the message sent' });
  return [c, sentTo(c.address)[0], made.body.booking.id];
}

test('POST with a bad or missing signature is 401 and records nothing', async () => {
  const [c, m] = await sentConfirmation();
  const wrongSecret = await wa.status(srv.url, m.id, 'read', { recipient: c.address, secret: 'not-the-secret' });
  assert.equal(wrongSecret.status, 401);
  const none = await wa.status(srv.url, m.id, 'read', { recipient: c.address, signature: null });
  assert.equal(none.status, 401);
  const garbled = await wa.status(srv.url, m.id, 'read', { recipient: c.address, signature: 'sha256=00' });
  assert.equal(garbled.status, 401);
  const [row] = await outboxOf(srv, c.address);
  assert.equal(row.status, 'sent');
  assert.equal(row.read_at, null);
  // And a STOP without a valid signature opts nobody out.
  assert.equal((await wa.reply(srv.url, c.address, 'STOP', { secret: 'nope' })).status, 401);
  const [p] = await rows(srv, `SELECT whatsapp_opt_in FROM user_profiles WHERE user_id = '${c.id}'`);
  assert.equal(flag(p.whatsapp_opt_in), true);
});

test('statuses are recorded in order, and out of order they never go back (read stays read)', async () => {
  const [c, m] = await sentConfirmation('en', 5, '14:00');
  assert.equal((await wa.status(srv.url, m.id, 'delivered', { recipient: c.address })).status, 200);
  let [row] = await outboxOf(srv, c.address);
  assert.equal(row.status, 'delivered');
  assert.ok(row.delivered_at);
  assert.equal((await wa.status(srv.url, m.id, 'read', { recipient: c.address })).status, 200);
  [row] = await outboxOf(srv, c.address);
  assert.equal(row.status, 'read');
  assert.ok(row.read_at);

  const [d, n] = await sentConfirmation('en', 5, '16:00');
  const t = Math.floor(Date.now() / 1000);
  assert.equal((await wa.status(srv.url, n.id, 'read', { recipient: d.address, timestamp: t })).status, 200);
  assert.equal((await wa.status(srv.url, n.id, 'delivered', { recipient: d.address, timestamp: t - 5 })).status, 200);
  assert.equal((await wa.status(srv.url, n.id, 'sent', { recipient: d.address, timestamp: t - 9 })).status, 200);
  assert.equal((await wa.status(srv.url, n.id, 'failed', { recipient: d.address })).status, 200);
  [row] = await outboxOf(srv, d.address);
  assert.equal(row.status, 'read');
  assert.ok(row.delivered_at, 'the late delivered stamp is kept');
  assert.equal(row.failed_at, null);
  assert.equal((await emails(srv, d.email, 'booking-confirmed')).length, 0, 'a read message has no fallback');
  // An unknown message id changes nothing and is answered 200 (Meta retries anything else).
  assert.equal((await wa.status(srv.url, 'wamid.unknown', 'delivered')).status, 200);
});

test('failed falls back to exactly one e-mail, even when the failed status arrives twice', async () => {
  const [c, m] = await sentConfirmation('zh', 6, '11:00');
  assert.equal((await emails(srv, c.email, 'booking-confirmed')).length, 0);
  const [first, second] = await Promise.all([
    wa.status(srv.url, m.id, 'failed', { recipient: c.address }),
    wa.status(srv.url, m.id, 'failed', { recipient: c.address }),
  ]);
  assert.equal(first.status, 200);
  assert.equal(second.status, 200);
  assert.equal((await wa.status(srv.url, m.id, 'failed', { recipient: c.address })).status, 200);
  const [row] = await outboxOf(srv, c.address);
  assert.equal(row.status, 'failed');
  assert.equal(row.last_error, '131026 Message undeliverable');
  assert.ok(row.fallback_queued_at);
  const mail = await rows(srv, `SELECT lang, subject FROM email_outbox WHERE to_email = '${c.email}' AND email_type = 'booking-confirmed'`);
  assert.equal(mail.length, 1);
  assert.equal(mail[0].lang, 'zh');
  assert.equal(mail[0].subject, '預約已確認：光光美甲');
});

test('a provider that is down keeps the message, which goes later; one refused for good falls back to e-mail', async () => {
  wa.failNext(2, 500);
  const s = await shop(srv, { staff: ['Amy'] });
  const c = await optedIn(srv, 'en');
  const made = await call(c.sb, 'create-booking', booking(s, at(hkDate(7), '11:00')));
  assert.equal(made.status, 201);
  await waitFor(() => sentTo(c.address).length === 1, { what: 'the retried message', timeoutMs: 20_000 });
  const [row] = await outboxOf(srv, c.address);
  assert.equal(row.status, 'sent');
  const [{ attempts }] = await rows(srv, `SELECT attempts FROM whatsapp_outbox WHERE to_phone = '${c.address}'`);
  assert.equal(Number(attempts), 3);

  wa.failNext(1, 400);
  const d = await optedIn(srv, 'en');
  const other = await call(d.sb, 'create-booking', booking(s, at(hkDate(7), '14:00')));
  assert.equal(other.status, 201);
  await waitFor(async () => (await outboxOf(srv, d.address))[0]?.status === 'failed', { what: 'refused for good' });
  assert.match((await outboxOf(srv, d.address))[0].last_error, /131030/);
  assert.equal(sentTo(d.address).length, 0);
  assert.equal((await emails(srv, d.email, 'booking-confirmed')).length, 1);
});

test('a STOP reply opts the customer out; their next booking is e-mailed', async () => {
  const s = await shop(srv, { staff: ['Amy'] });
  const c = await optedIn(srv, 'zh');
  const stop = await wa.reply(srv.url, c.address, 'stop');
  assert.equal(stop.status, 200);
  const [p] = await rows(srv, `SELECT whatsapp_opt_in, whatsapp_opt_out_at, whatsapp_opt_out_source FROM user_profiles WHERE user_id = '${c.id}'`);
  assert.equal(flag(p.whatsapp_opt_in), false);
  assert.ok(p.whatsapp_opt_out_at);
  assert.equal(p.whatsapp_opt_out_source, 'stop');
  const log = await rows(srv, `SELECT action, source FROM whatsapp_consents WHERE user_id = '${c.id}' AND action = 'opt_out'`);
  assert.deepEqual(log.map((r) => `${r.action}/${r.source}`), ['opt_out/stop']);
  const made = await call(c.sb, 'create-booking', booking(s, at(hkDate(8), '11:00')));
  assert.equal(made.status, 201);
  assert.equal((await emails(srv, c.email, 'booking-confirmed')).length, 1);
  assert.equal((await outboxOf(srv, c.address)).length, 0);
  // Any other reply changes nothing.
  const d = await optedIn(srv, 'en');
  assert.equal((await wa.reply(srv.url, d.address, 'Thanks, see you!')).status, 200);
  const [q] = await rows(srv, `SELECT whatsapp_opt_in FROM user_profiles WHERE user_id = '${d.id}'`);
  assert.equal(flag(q.whatsapp_opt_in), true);
});

test('a shop with WhatsApp alerts on gets its new requests on its phone; strangers cannot change them', async () => {
  const s = await shop(srv, { staff: ['Amy'], autoConfirm: false });
  const owner = client(srv, s.owner.token);
  const read = await call(owner, 'shop-whatsapp-alerts', { shopId: s.shopId });
  assert.equal(read.status, 200);
  assert.equal(read.body.alerts, null);
  const bad = await call(owner, 'shop-whatsapp-alerts', { shopId: s.shopId, enabled: true, phone: '123' });
  assert.equal(bad.status, 400);
  assert.equal(bad.body.details.phone, PHONE_INVALID);
  const [typed, address] = mobile();
  const on = await call(owner, 'shop-whatsapp-alerts', { shopId: s.shopId, enabled: true, phone: typed });
  assert.equal(on.status, 200, JSON.stringify(on.body));
  assert.equal(on.body.alerts.enabled, true);
  assert.equal(on.body.alerts.phone, address);
  const stranger = await person(srv);
  const refused = await call(stranger.sb, 'shop-whatsapp-alerts', { shopId: s.shopId, enabled: false, phone: typed });
  assert.equal(refused.status, 403);
  const policy = await stranger.sb.from('shop_whatsapp_alerts').select('phone').eq('shop_id', s.shopId);
  assert.equal(policy.error?.code, '42501');
  const mine = await client(srv, s.owner.token).from('shop_whatsapp_alerts').select('phone, enabled').eq('shop_id', s.shopId);
  assert.deepEqual(mine.data, [{ phone: address, enabled: true }]);

  const ann = await person(srv, { lang: 'en' });
  const made = await call(ann.sb, 'create-booking', booking(s, at(hkDate(9), '11:00')));
  assert.equal(made.status, 201);
  await waitFor(() => sentTo(address).length === 1, { what: 'the shop alert' });
  const [m] = sentTo(address);
  assert.equal(m.template, 'shop_new_request');
  assert.equal(m.lang, 'en');
  assert.equal(m.params[5], `${srv.url}/merchant/dashboard`);
  assert.equal((await emails(srv, s.owner.email, 'booking-merchant-new')).length, 1, 'the e-mail goes as well');
  const off = await call(owner, 'shop-whatsapp-alerts', { shopId: s.shopId, enabled: false, phone: typed });
  assert.equal(off.body.alerts.enabled, false);
});

test('the admin sees the messages with their delivery statuses; a customer cannot', async () => {
  const admin = async (name) => {
    const res = await fetch(`${srv.url}/functions/v1/${name}`, { headers: { apikey: apiKeys(srv).service, Authorization: `Bearer ${apiKeys(srv).service}` } });
    return { status: res.status, body: await res.json() };
  };
  const status = await admin('system-status');
  assert.equal(status.status, 200);
  assert.equal(status.body.whatsapp.configured, true);
  const counts = await rows(srv, `SELECT status, count(*) AS n FROM whatsapp_outbox GROUP BY status`);
  for (const { status: s, n } of counts) assert.equal(status.body.whatsapp.counts[s], Number(n), s);
  assert.ok(status.body.whatsapp.counts.read >= 1 && status.body.whatsapp.counts.failed >= 1);
  const outbox = await admin('outbox-status');
  assert.equal(outbox.status, 200);
  const failed = outbox.body.whatsapp.recent.find((m) => m.status === 'failed' && m.last_error === '131026 Message undeliverable');
  assert.ok(failed?.fallback_queued_at, 'the failed message shows its fallback e-mail went');
  const customer = await person(srv);
  assert.equal((await call(customer.sb, 'outbox-status', {})).status, 403);
});

test('two servers on one database send every message once (C.5.5)', async () => {
  const other = await startServer({
    db: srv.db,
    env: { ...wa.env(), EMU_OUTBOX_POLL_MS: '50', EMU_JWT_KEY_FILE: srv.env.EMU_JWT_KEY_FILE, EMU_STORAGE_DIR: srv.env.EMU_STORAGE_DIR },
  });
  try {
    const s = await shop(srv, { staff: ['Amy', 'Bea'] });
    const people = [];
    for (let i = 0; i < 8; i++) people.push(await optedIn(i % 2 ? other : srv, 'en'));
    const slots = ['10:00', '11:30', '14:00', '15:30'];
    await Promise.all(
      people.map(async (p, i) => {
        const server = i % 2 ? other : srv;
        const made = await call(client(server, p.token), 'create-booking', booking(s, at(hkDate(10), slots[i % 4]), i < 4 ? s.amy : s.bea));
        assert.equal(made.status, 201, JSON.stringify(made.body));
      }),
    );
    const addresses = new Set(people.map((p) => p.address));
    await waitFor(
      async () => (await rows(srv, `SELECT id FROM whatsapp_outbox WHERE shop_id = '${s.shopId}' AND status <> 'sent'`)).length === 0,
      { what: 'every message sent', timeoutMs: 20_000 },
    );
    await sleep(500);
    const got = wa.sent.filter((m) => addresses.has(m.to));
    assert.equal(got.length, 8);
    assert.equal(new Set(got.map((m) => m.to)).size, 8, 'no number got its message twice');
  } finally {
    await other.stop({ keepFiles: true });
  }
});
