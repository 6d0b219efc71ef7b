// Issue 27, the findings of an independent probe, each as the regression it was: a merchant
// could stall the server with a huge service buffer, anyone could queue mail to a list of
// chosen addresses through the waitlist, a revoked admin kept receiving realtime rows, links
// could join one shop's staff to another shop's service or time off, a policy-heavy 4-level
// embed and a deleted account's token answered 500, a repeated search inflated impressions
// without bound, OTP sign-in told known and unknown addresses apart, and realtime-js with
// vsn=1.0.0 (object frames) and the REST broadcast got no proper answer.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { startServer } from '../lib/server.mjs';
import { apiCall, apiKeys, client, createUser, exec, insertRow, rows, serviceClient } from '../lib/rest-fixtures.mjs';
import { at, booking, call, cells, hkDate, person, shop } from './booking_support.mjs';
import { liveClient, listen } from './realtime_support.mjs';
import { quickBody } from './functions_support.mjs';

let srv, keys;
const clients = [];
before(async () => {
  srv = await startServer({ env: { EMU_ANALYTICS_FLUSH_MS: '200' } });
  keys = apiKeys(srv);
});
after(async () => {
  await Promise.all(clients.map((sb) => sb.realtime.disconnect()));
  await srv?.stop();
});

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const D = hkDate(5);
const api = (path, opts = {}) => apiCall(srv, keys, path, opts);

test('1. a service and its buffer are at most a day: PATCH beyond answers 400 23514, SQL too', async () => {
  const s = await shop(srv, { staff: ['Amy'] });
  const patch = (body) =>
    api(`/rest/v1/services?id=eq.${s.serviceId}`, { token: s.owner.token, method: 'PATCH', body });
  for (const body of [{ buffer_after_min: 1_000_000 }, { buffer_after_min: 2147483600 }, { duration: 1441 }]) {
    const r = await patch(body);
    assert.equal(r.status, 400, r.text);
    assert.equal(r.json.code, '23514');
    assert.equal(r.json.message, 'new row for relation "services" violates check constraint "services_occupied_check"');
    assert.match(r.json.details, /more than 1440 minutes \(one day\)/);
  }
  const [row] = await rows(srv, `SELECT duration, buffer_after_min FROM services WHERE id = '${s.serviceId}'`);
  assert.deepEqual([Number(row.duration), Number(row.buffer_after_min)], [60, 15]);
  // Every other writer meets the same bound in the database (the triggers of migration 0016).
  await assert.rejects(
    exec(srv, `UPDATE services SET buffer_after_min = 1000000 WHERE id = '${s.serviceId}'`),
    /services_occupied_check/,
  );
  await assert.rejects(
    insertRow(srv, 'services', { shop_id: s.shopId, name: 'Forever', price: 1, duration: 100000 }),
    /services_occupied_check/,
  );
  // At the bounds: accepted, and a booking of it holds 2 x 1440 minutes in 576 cells, written
  // while sign-ins and other requests keep answering.
  const ok = await patch({ duration: 1440, buffer_after_min: 1440 });
  assert.equal(ok.status, 204, ok.text);
  await exec(srv, `UPDATE staff_hours SET start_time = '00:00', end_time = '24:00' WHERE staff_id = '${s.amy}'`);
  const ann = await person(srv);
  const made = await call(ann.sb, 'create-booking', booking(s, at(D, '00:00')));
  assert.equal(made.status, 201, JSON.stringify(made.body));
  assert.equal((await cells(srv, made.body.booking.id)).length, 576);
  // The next day is taken until 00:00 of the day after (the buffer reaches into it), and the
  // day after that is free again: the two-day look-back finds the long booking.
  const next = await call(ann.sb, 'available-slots', { shopId: s.shopId, serviceId: s.serviceId, date: hkDate(6) });
  assert.equal(next.status, 200, JSON.stringify(next.body));
  assert.equal(next.body.slots.length, 0);
  const later = await call(ann.sb, 'available-slots', { shopId: s.shopId, serviceId: s.serviceId, date: hkDate(7) });
  assert.ok(later.body.slots.length > 0, JSON.stringify(later.body).slice(0, 300));
});

test('2. the waitlist: one address per anonymous request, counted against the mail limits', async () => {
  const limited = await startServer({ env: { EMU_RATE_MAIL_IP: '5/3600', EMU_RATE_MAIL_TO: '1/3600' } });
  try {
    const k = apiKeys(limited);
    const post = (body, token) => apiCall(limited, k, '/rest/v1/waitlist_emails', { method: 'POST', body, token });
    const many = Array.from({ length: 200 }, (_, i) => ({ email: `victim${i}@example.hk` }));
    const bulk = await post(many);
    assert.equal(bulk.status, 401, bulk.text);
    assert.equal(bulk.json.code, '42501');
    assert.equal(bulk.json.details, 'Insert one row per request: this table takes a single JSON object');
    const someone = await createUser(limited, { email: 'someone@example.hk' });
    const two = await post(many.slice(0, 2), someone.token);
    assert.equal(two.status, 403, two.text);
    assert.equal(Number((await rows(limited, 'SELECT count(*) AS n FROM waitlist_emails'))[0].n), 0);

    const one = await post({ email: 'first@example.hk' });
    assert.equal(one.status, 201, one.text);
    // The recipient's budget (1 an hour) is shared with quick-apply: its mail is refused.
    const quick = await apiCall(limited, k, '/functions/v1/quick-apply', {
      method: 'POST',
      body: quickBody({ email: 'first@example.hk' }),
    });
    assert.equal(quick.status, 429, quick.text);
    assert.equal(quick.json.code, 'over_email_send_rate_limit');
    // The budget of this IP (5 an hour: every attempt above counted, quick-apply's too): one
    // more address is fine, the next is refused before anything is written.
    assert.equal((await post({ email: 'second@example.hk' })).status, 201);
    const over = await post({ email: 'third@example.hk' });
    assert.equal(over.status, 429, over.text);
    assert.equal(over.json.code, 'over_request_rate_limit');
    const emails = (await rows(limited, 'SELECT email FROM waitlist_emails ORDER BY email')).map((r) => r.email);
    assert.deepEqual(emails, ['first@example.hk', 'second@example.hk']);
    // The service key (a server) may still insert several rows at once.
    const svc = await serviceClient(limited).from('waitlist_emails').insert([{ email: 'a@example.hk' }, { email: 'b@example.hk' }]);
    assert.equal(svc.error, null);
  } finally {
    await limited.stop();
  }
});

async function live(token) {
  const holder = { token };
  const sb = liveClient(srv.url, keys.anon, holder);
  clients.push(sb);
  await sb.realtime.setAuth();
  return sb;
}

test('3. a revoked admin stops receiving rows at the next change; a deleted account is closed', async () => {
  const s = await shop(srv, { staff: ['Amy'] });
  const admin = await person(srv, { roles: ['user', 'admin'], prefix: 'admin' });
  const ann = await person(srv);
  const adminFeed = await listen(await live(admin.token), { event: 'INSERT', table: 'bookings' });
  const ownerFeed = await listen(await live(s.owner.token), { event: 'INSERT', table: 'bookings', filter: `shop_id=eq.${s.shopId}` });

  const first = await call(ann.sb, 'create-booking', booking(s, at(D, '10:00')));
  assert.equal(first.status, 201, JSON.stringify(first.body));
  await adminFeed.waitFor((e) => e.new.id === first.body.booking.id);

  await exec(srv, `DELETE FROM user_roles WHERE user_id = '${admin.id}' AND role = 'admin'`);
  const second = await call(ann.sb, 'create-booking', booking(s, at(D, '14:00')));
  assert.equal(second.status, 201, JSON.stringify(second.body));
  // The owner (allowed) receives it; once it has, the former admin's channel has had its turn.
  await ownerFeed.waitFor((e) => e.new.id === second.body.booking.id);
  await sleep(500);
  assert.equal(adminFeed.events.filter((e) => e.new.id === second.body.booking.id).length, 0);

  // The owner's account deleted: their channel is closed at the next change.
  await exec(srv, `DELETE FROM users WHERE id = '${s.owner.id}'`);
  const third = await call(ann.sb, 'create-booking', booking(s, at(D, '16:30')));
  assert.equal(third.status, 201, JSON.stringify(third.body));
  await Promise.race([ownerFeed.closed, sleep(5000).then(() => assert.fail('the channel stayed open'))]);
  assert.equal(ownerFeed.events.filter((e) => e.new.id === third.body.booking.id).length, 0);
});

test("4. links join a shop's own staff and services: another shop's service or staff is refused", async () => {
  const a = await shop(srv, { staff: ['Amy'] });
  const b = await shop(srv, { staff: ['Bea'] });
  const post = (table, body) => api(`/rest/v1/${table}`, { token: b.owner.token, method: 'POST', body });
  const cross = await post('staff_services', { staff_id: b.amy, service_id: a.serviceId });
  assert.equal(cross.status, 403, cross.text);
  assert.equal(cross.json.code, '42501');
  const foreignStaff = await post('time_off', {
    business_id: b.shopId,
    staff_id: a.amy,
    starts_at: at(D, '10:00'),
    ends_at: at(D, '12:00'),
  });
  assert.equal(foreignStaff.status, 403, foreignStaff.text);
  const links = await rows(srv, `SELECT count(*) AS n FROM staff_services WHERE service_id = '${a.serviceId}' AND staff_id = '${b.amy}'`);
  assert.equal(Number(links[0].n), 0);
  assert.equal(Number((await rows(srv, `SELECT count(*) AS n FROM time_off WHERE staff_id = '${a.amy}'`))[0].n), 0);
  // The shop's own links still work, including shop-wide time off (no staff member).
  const svc = await insertRow(srv, 'services', { shop_id: b.shopId, name: 'Pedicure', price: 200, duration: 45 });
  assert.equal((await post('staff_services', { staff_id: b.amy, service_id: svc })).status, 201);
  for (const staff_id of [b.amy, null]) {
    const own = await post('time_off', { business_id: b.shopId, staff_id, starts_at: at(D, '10:00'), ends_at: at(D, '12:00') });
    assert.equal(own.status, 201, own.text);
  }
});

test('5. a policy-heavy 4-level embed answers; a deleted account\'s token is refused 401 everywhere', async () => {
  const s = await shop(srv, { staff: ['Amy'] });
  const sel = encodeURIComponent('id,services(id,staff_services(id,staff(id,staff_hours(id))))');
  const ann = await person(srv);
  for (const token of [undefined, ann.token]) {
    const r = await api(`/rest/v1/businesses?select=${sel}&id=eq.${s.shopId}`, { token });
    assert.equal(r.status, 200, r.text);
    const link = r.json[0].services[0].staff_services[0];
    assert.equal(link.staff.id, s.amy);
    assert.ok(link.staff.staff_hours.length >= 1, JSON.stringify(link));
  }

  const gone = await person(srv);
  await exec(srv, `DELETE FROM users WHERE id = '${gone.id}'`);
  const made = await call(gone.sb, 'create-booking', booking(s, at(D, '11:00')));
  assert.equal(made.status, 401, JSON.stringify(made.body));
  assert.equal(made.body.code, 'invalid_jwt');
  assert.equal(made.body.message, 'User from sub claim in JWT does not exist');
  const rest = await api('/rest/v1/bookings?select=id', { token: gone.token });
  assert.equal(rest.status, 401, rest.text);
  assert.equal(rest.json.code, 'PGRST301');
  const storage = await api('/storage/v1/object/list/shop-photos', { token: gone.token, method: 'POST', body: { prefix: '' } });
  // Storage speaks Supabase Storage's dialect: HTTP 400, the status in the body.
  assert.equal(storage.status, 400, storage.text);
  assert.equal(storage.json.statusCode, '401');
  assert.equal(storage.json.code, 'InvalidJWT');
  assert.equal(storage.json.message, 'User from sub claim in JWT does not exist');
  assert.equal(Number((await rows(srv, `SELECT count(*) AS n FROM bookings WHERE user_id = '${gone.id}'`))[0].n), 0);
});

test('6. a repeated search counts at most 10 impressions per shop and IP; OTP answers known and unknown alike', async () => {
  const s = await shop(srv, { staff: ['Amy'] });
  const tag = `probe${randomUUID().slice(0, 6)}`;
  await exec(srv, `UPDATE businesses SET search_text = '${tag} glow nails' WHERE id = '${s.shopId}'`);
  const anon = client(srv);
  for (let i = 0; i < 25; i++) {
    const r = await call(anon, 'search-shops', { q: tag });
    assert.equal(r.body.total, 1);
  }
  let stat;
  for (let i = 0; i < 50; i++) {
    await sleep(100);
    [stat] = await rows(srv, `SELECT search_impressions FROM shop_daily_stats WHERE business_id = '${s.shopId}'`);
    if (stat && Number(stat.search_impressions) >= 10) break;
  }
  await sleep(500);
  [stat] = await rows(srv, `SELECT search_impressions FROM shop_daily_stats WHERE business_id = '${s.shopId}'`);
  assert.equal(Number(stat.search_impressions), 10);

  const otp = (email) =>
    apiCall(srv, keys, '/auth/v1/otp', { method: 'POST', body: { email, create_user: false } });
  const known = await otp(s.owner.email);
  const unknown = await otp(`nobody-${randomUUID().slice(0, 8)}@example.hk`);
  assert.equal(known.status, 200, known.text);
  assert.equal(unknown.status, 200, unknown.text);
  assert.deepEqual(unknown.json, known.json);
  assert.equal(Number((await rows(srv, `SELECT count(*) AS n FROM users WHERE email LIKE 'nobody-%'`))[0].n), 0);
});

test('7. realtime-js with vsn 1.0.0 joins, beats and receives rows; the REST broadcast answers JSON 501', async () => {
  const s = await shop(srv, { staff: ['Amy'] });
  const holder = { token: s.owner.token };
  const sb = liveClient(srv.url, keys.anon, holder, { vsn: '1.0.0' });
  clients.push(sb);
  await sb.realtime.setAuth();
  assert.equal(sb.realtime.vsn, '1.0.0');
  const feed = await listen(sb, { event: 'INSERT', table: 'bookings', filter: `shop_id=eq.${s.shopId}` });
  const ann = await person(srv);
  const made = await call(ann.sb, 'create-booking', booking(s, at(D, '16:00')));
  assert.equal(made.status, 201, JSON.stringify(made.body));
  const got = await feed.waitFor((e) => e.new.id === made.body.booking.id);
  assert.equal(got.new.shop_id, s.shopId);
  // A heartbeat is answered (realtime-js reports its round trip as 'ok').
  const beat = await new Promise((resolve) => {
    sb.realtime.onHeartbeat((status) => status !== 'sent' && resolve(status));
    sb.realtime.sendHeartbeat();
  });
  assert.equal(beat, 'ok');

  const cast = await fetch(`${srv.url}/realtime/v1/api/broadcast`, {
    method: 'POST',
    headers: { apikey: keys.anon, Authorization: `Bearer ${keys.anon}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ messages: [{ topic: 'room', event: 'hi', payload: {} }] }),
  });
  assert.equal(cast.status, 501);
  assert.match(cast.headers.get('content-type'), /application\/json/);
  assert.deepEqual(await cast.json(), {
    code: 'not_implemented',
    message: 'Broadcast is not available on this server: only postgres_changes channels are',
  });
});
