// Customers, calendar feeds and readiness (salon-day.md C.2 second half, issue 28) on a real
// emu-server: an online booking carries the customer's phone; the shop's client list counts
// visits, last visit, no-shows and spend from the bookings after a walk-in, a completion and a
// no-show; the shop's private note never reaches the customer (REST and every booking read);
// the member's calendar feed is valid RFC 5545 (parsed strictly here), holds the live bookings
// and blocks without phone numbers, and dies when rotated; a shop that is not bookable says
// why, reason by reason, and create-booking refuses it 409 not_bookable (C.6); online slots
// lie inside the shop's published hours and the staff member's.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { startServer } from '../lib/server.mjs';
import { client, exec, rows } from '../lib/rest-fixtures.mjs';
import { at, booking, call, hkDate, person, shop } from './booking_support.mjs';

let srv;
before(async () => {
  srv = await startServer();
});
after(async () => {
  await srv?.stop();
});

const D = hkDate(5);
const NOT_MEMBER = "You are not a member of this shop's team.";
const NOT_BOOKABLE = 'This shop is not taking online bookings yet. Please contact the shop.';
const BAD_PHONE = 'Please enter a valid Hong Kong phone number';

const walkIn = (s, startAt, customer, extra = {}) => ({
  shopId: s.shopId,
  serviceId: s.serviceId,
  staffId: s.amy,
  startAt,
  customer,
  source: 'walk_in',
  ...extra,
});

function expectCode(res, status, code, message) {
  assert.equal(res.status, status, JSON.stringify(res.body));
  assert.equal(res.body.code, code);
  if (message) assert.equal(res.body.message, message);
}

function ok(res, status = 200) {
  assert.equal(res.status, status, JSON.stringify(res.body));
  return res.body;
}

/** A customer with a profile name and phone. */
async function customer(name, phone) {
  const p = await person(srv, { prefix: 'customer' });
  await exec(srv, `UPDATE user_profiles SET name = '${name}', phone_number = ${phone ? `'${phone}'` : 'NULL'} WHERE user_id = '${p.id}'`);
  return p;
}

// ---------------------------------------------------------------- phone on an online booking

test('an online booking carries the customer name, e-mail and phone (given, else the profile), seen by the shop', async () => {
  const s = await shop(srv);
  const wong = await customer('Wong Siu Ming', '6123 4567');
  const given = ok(await call(wong.sb, 'create-booking', booking(s, at(D, '10:00'), s.amy, { customerPhone: '+852 9876-5432' })), 201);
  assert.equal(given.booking.customer_phone, '+852 9876-5432');
  assert.equal(given.booking.customer_name, 'Wong Siu Ming');
  assert.equal(given.booking.customer_email, wong.email);

  const lee = await customer('Lee Ka Yan', '6123 4567');
  const fromProfile = ok(await call(lee.sb, 'create-booking', booking(s, at(D, '11:00'), s.bea)), 201);
  assert.equal(fromProfile.booking.customer_phone, '6123 4567');

  const bad = await call(wong.sb, 'create-booking', booking(s, at(D, '14:00'), s.amy, { customerPhone: '12345' }));
  expectCode(bad, 400, 'validation_failed');
  assert.equal(bad.body.details.customerPhone, BAD_PHONE);
  assert.equal((await rows(srv, `SELECT count(*) AS n FROM bookings WHERE shop_id = '${s.shopId}'`))[0].n * 1, 2);

  // The shop reads the phone on every booking it sees.
  const seen = await s.owner.sb.from('bookings').select('id, customer_name, customer_phone').eq('shop_id', s.shopId).order('start_at');
  assert.deepEqual(seen.data, [
    { id: given.booking.id, customer_name: 'Wong Siu Ming', customer_phone: '+852 9876-5432' },
    { id: fromProfile.booking.id, customer_name: 'Lee Ka Yan', customer_phone: '6123 4567' },
  ]);
});

// ---------------------------------------------------------------- client list

test('the client list counts visits, last visit, no-shows and spend after a walk-in, a completion and a no-show', async () => {
  const s = await shop(srv);
  const chan = { name: 'Chan Tai Man', phone: '+852 9123 4567' };
  const first = ok(await call(s.owner.sb, 'create-manual-booking', walkIn(s, at(D, '10:00'), chan)), 201).booking;
  let list = ok(await call(s.owner.sb, 'shop-clients', { shopId: s.shopId })).clients;
  assert.equal(list.length, 1);
  assert.deepEqual(
    { ...list[0], id: undefined },
    { id: undefined, shopId: s.shopId, userId: null, name: 'Chan Tai Man', phone: '+852 9123 4567', email: null, note: '', visits: 0, lastVisit: null, noShows: 0, spend: 0, bookings: 1 },
  );
  const clientId = list[0].id;
  assert.equal((await rows(srv, `SELECT client_id FROM bookings WHERE id = '${first.id}'`))[0].client_id, clientId);

  ok(await call(s.owner.sb, 'respond-booking', { bookingId: first.id, action: 'complete' }));
  // The same customer by phone, written another way: one client.
  const second = ok(await call(s.owner.sb, 'create-manual-booking', walkIn(s, at(hkDate(6), '10:00'), { name: 'Chan Tai Man', phone: '9123 4567' }, { source: 'phone' })), 201).booking;
  ok(await call(s.owner.sb, 'respond-booking', { bookingId: second.id, action: 'no_show' }));
  const wong = await customer('Wong Siu Ming', '6123 4567');
  ok(await call(wong.sb, 'create-booking', booking(s, at(D, '14:00'))), 201);

  list = ok(await call(s.owner.sb, 'shop-clients', { shopId: s.shopId })).clients;
  assert.equal(list.length, 2);
  const byName = Object.fromEntries(list.map((c) => [c.name, c]));
  assert.equal(byName['Chan Tai Man'].id, clientId);
  assert.equal(byName['Chan Tai Man'].visits, 1);
  assert.equal(byName['Chan Tai Man'].lastVisit, at(D, '10:00'));
  assert.equal(byName['Chan Tai Man'].noShows, 1);
  assert.equal(byName['Chan Tai Man'].spend, 380);
  assert.equal(byName['Chan Tai Man'].bookings, 2);
  assert.equal(byName['Wong Siu Ming'].userId, wong.id);
  assert.equal(byName['Wong Siu Ming'].phone, '6123 4567');
  assert.equal(byName['Wong Siu Ming'].email, wong.email);
  assert.equal(byName['Wong Siu Ming'].visits, 0);
  assert.equal(byName['Wong Siu Ming'].bookings, 1);

  const card = ok(await call(s.owner.sb, 'client-card', { clientId }));
  assert.equal(card.client.phone, '9123 4567', 'the phone as the shop last wrote it');
  assert.deepEqual(
    card.bookings.map((b) => [b.id, b.status, b.startAt, b.serviceName, b.staffName]),
    [
      [second.id, 'no_show', at(hkDate(6), '10:00'), 'Gel manicure', 'Amy'],
      [first.id, 'completed', at(D, '10:00'), 'Gel manicure', 'Amy'],
    ],
  );

  // Someone else's shop, a customer, no shop at all.
  const other = await shop(srv);
  expectCode(await call(other.owner.sb, 'shop-clients', { shopId: s.shopId }), 403, 'not_member', NOT_MEMBER);
  expectCode(await call(other.owner.sb, 'client-card', { clientId }), 403, 'not_member', NOT_MEMBER);
  expectCode(await call(wong.sb, 'client-card', { clientId }), 403, 'not_member', NOT_MEMBER);
  expectCode(await call(s.owner.sb, 'client-card', { clientId: other.shopId }), 404, 'not_found');
  expectCode(await call(s.owner.sb, 'shop-clients', { shopId: 'x' }), 400, 'validation_failed');
  const admin = await person(srv, { roles: ['user', 'admin'], prefix: 'admin' });
  assert.equal(ok(await call(admin.sb, 'shop-clients', { shopId: s.shopId })).clients.length, 2);
});

// ---------------------------------------------------------------- private notes

test('a client note is the shop’s: written and read by the shop, never by the customer through REST or any booking read', async () => {
  const s = await shop(srv);
  const wong = await customer('Wong Siu Ming', '6123 4567');
  const made = ok(await call(wong.sb, 'create-booking', booking(s, at(D, '10:00'), s.amy, { note: 'Short nails please' })), 201).booking;
  const [c] = ok(await call(s.owner.sb, 'shop-clients', { shopId: s.shopId })).clients;
  const NOTE = 'Prefers Amy; allergic to acetone';
  const written = ok(await call(s.owner.sb, 'update-client-note', { clientId: c.id, note: NOTE }));
  assert.equal(written.client.note, NOTE);
  assert.equal((await rows(srv, `SELECT note FROM shop_clients WHERE id = '${c.id}'`))[0].note, NOTE);
  assert.equal(ok(await call(s.owner.sb, 'shop-clients', { shopId: s.shopId })).clients[0].note, NOTE);
  const ownerRest = await s.owner.sb.from('shop_clients').select('note').eq('id', c.id);
  assert.deepEqual(ownerRest.data, [{ note: NOTE }]);

  expectCode(await call(wong.sb, 'update-client-note', { clientId: c.id, note: 'mine' }), 403, 'not_member', NOT_MEMBER);
  expectCode(await call(s.owner.sb, 'update-client-note', { clientId: c.id, note: 'x'.repeat(2001) }), 400, 'validation_failed');
  assert.equal((await rows(srv, `SELECT note FROM shop_clients WHERE id = '${c.id}'`))[0].note, NOTE);

  // Every read the customer has of their booking and of the table.
  const leaks = [];
  const look = (what, value) => {
    if (JSON.stringify(value).includes('acetone')) leaks.push(what);
  };
  const table = await wong.sb.from('shop_clients').select('*');
  assert.ok(table.error || table.data.length === 0, JSON.stringify(table));
  look('rest shop_clients', table.data);
  const own = await wong.sb.from('bookings').select('*').eq('id', made.id);
  assert.equal(own.data.length, 1);
  look('rest bookings', own.data);
  const embedded = await wong.sb.from('bookings').select('*, shop_clients(*)').eq('id', made.id);
  look('rest bookings with shop_clients', embedded.data ?? embedded.error);
  assert.ok(!embedded.data?.[0]?.shop_clients, JSON.stringify(embedded.data));
  look('reschedule-booking', await call(wong.sb, 'reschedule-booking', { bookingId: made.id, startAt: at(D, '11:00') }));
  look('create-booking replay', await call(wong.sb, 'create-booking', booking(s, at(D, '14:00'))));
  look('cancel-booking', await call(wong.sb, 'cancel-booking', { bookingId: made.id }));
  const anonRest = await client(srv).from('shop_clients').select('*');
  assert.ok(anonRest.error || anonRest.data.length === 0, JSON.stringify(anonRest));
  assert.deepEqual(leaks, []);
  // The note is cleared with an empty text.
  assert.equal(ok(await call(s.owner.sb, 'update-client-note', { clientId: c.id, note: '' })).client.note, '');
});

// ---------------------------------------------------------------- calendar feed

/** RFC 5545, strictly: CRLF only, lines of at most 75 octets, unfolded into components. */
function parseIcs(text) {
  assert.ok(text.endsWith('\r\n'), 'ends with CRLF');
  const physical = text.slice(0, -2).split('\r\n');
  for (const line of physical) {
    assert.ok(!line.includes('\n') && !line.includes('\r'), `bare line break in ${JSON.stringify(line)}`);
    assert.ok(Buffer.byteLength(line, 'utf8') <= 75, `over 75 octets: ${line}`);
  }
  const lines = [];
  for (const line of physical) {
    if (line.startsWith(' ') || line.startsWith('\t')) lines[lines.length - 1] += line.slice(1);
    else lines.push(line);
  }
  const root = { name: 'ROOT', props: [], children: [] };
  const stack = [root];
  for (const line of lines) {
    const colon = line.indexOf(':');
    assert.ok(colon > 0, `content line without a value: ${line}`);
    const [name, ...params] = line.slice(0, colon).split(';');
    const value = line.slice(colon + 1);
    if (name === 'BEGIN') {
      const c = { name: value, props: [], children: [] };
      stack.at(-1).children.push(c);
      stack.push(c);
    } else if (name === 'END') {
      assert.equal(stack.pop().name, value, 'BEGIN/END nesting');
    } else {
      stack.at(-1).props.push({ name, params, value });
    }
  }
  assert.equal(stack.length, 1, 'every BEGIN ends');
  assert.equal(root.children.length, 1);
  return root.children[0];
}

const prop = (c, name) => c.props.find((p) => p.name === name);
const unescape = (v) => v.replace(/\\n/g, '\n').replace(/\\([,;\\])/g, '$1');

/** '2026-12-02T14:00:00+08:00' -> '20261202T140000' */
const local = (iso) => iso.slice(0, 19).replace(/[-:]/g, '');

test('the calendar feed: valid RFC 5545 in Hong Kong time, live bookings and blocks, no phone numbers; rotating kills the old link', async () => {
  const s = await shop(srv);
  await exec(srv, `UPDATE businesses SET name = 'Glow Nails, Wan Chai; 光光美甲 灣仔店 — the longest shop name on Lockhart Road' WHERE id = '${s.shopId}'`);
  const manual = ok(await call(s.owner.sb, 'create-manual-booking', walkIn(s, at(D, '10:00'), { name: 'Chan Tai Man', phone: '+852 9123 4567' })), 201).booking;
  const wong = await customer('Wong Siu Ming', '6123 4567');
  const online = ok(await call(wong.sb, 'create-booking', booking(s, at(D, '14:00'), s.bea, { customerPhone: '9876 5432' })), 201).booking;
  const gone = ok(await call(wong.sb, 'create-booking', booking(s, at(D, '16:00'), s.bea)), 201).booking;
  ok(await call(wong.sb, 'cancel-booking', { bookingId: gone.id }));
  const lunch = ok(await call(s.owner.sb, 'block-time', { shopId: s.shopId, staffId: s.amy, startAt: at(D, '12:00'), endAt: at(D, '13:00'), reason: 'Lunch, 午飯; back soon' }), 201).block;
  const old = ok(await call(s.owner.sb, 'create-manual-booking', walkIn(s, at(D, '17:00'), { name: 'Old Booking', phone: '5111 2222' })), 201).booking;
  await exec(srv, `UPDATE bookings SET start_at = '${new Date(Date.now() - 31 * 86400_000).toISOString().slice(0, 16)}:00Z' WHERE id = '${old.id}'`);

  assert.deepEqual(ok(await call(s.owner.sb, 'calendar-link', { shopId: s.shopId })), { exists: false, createdAt: null });
  const { url } = ok(await call(s.owner.sb, 'rotate-calendar-token', { shopId: s.shopId }));
  const host = srv.url.replace(/^http:\/\//, '');
  const m = new RegExp(`^webcal://${host.replace(/\./g, '\\.')}/calendar/v1/([A-Za-z0-9_-]{43})\\.ics$`).exec(url);
  assert.ok(m, url);
  const token = m[1];
  assert.equal(ok(await call(s.owner.sb, 'calendar-link', { shopId: s.shopId })).exists, true);
  const stored = await rows(srv, `SELECT token_hash, user_id, staff_id FROM calendar_tokens WHERE shop_id = '${s.shopId}'`);
  assert.deepEqual(stored, [{ token_hash: createHash('sha256').update(token).digest('hex'), user_id: s.owner.id, staff_id: null }]);

  const http = url.replace(/^webcal:/, 'http:');
  const res = await fetch(http);
  assert.equal(res.status, 200);
  assert.match(res.headers.get('content-type'), /^text\/calendar/);
  const body = await res.text();
  for (const phone of ['9123 4567', '91234567', '9876 5432', '98765432', '6123 4567', '61234567', '+852']) {
    assert.ok(!body.includes(phone), `phone ${phone} in the feed`);
  }
  const cal = parseIcs(body);
  assert.equal(cal.name, 'VCALENDAR');
  assert.equal(prop(cal, 'VERSION').value, '2.0');
  assert.ok(prop(cal, 'PRODID'));
  assert.equal(unescape(prop(cal, 'X-WR-CALNAME').value), 'Glow Nails, Wan Chai; 光光美甲 灣仔店 — the longest shop name on Lockhart Road');
  const tz = cal.children.find((c) => c.name === 'VTIMEZONE');
  assert.equal(prop(tz, 'TZID').value, 'Asia/Hong_Kong');
  const events = cal.children.filter((c) => c.name === 'VEVENT');
  const byUid = Object.fromEntries(events.map((e) => [prop(e, 'UID').value, e]));
  assert.deepEqual(Object.keys(byUid).sort(), [`block-${lunch.id}@emu.hk`, `booking-${manual.id}@emu.hk`, `booking-${online.id}@emu.hk`].sort());
  const walk = byUid[`booking-${manual.id}@emu.hk`];
  assert.deepEqual(prop(walk, 'DTSTART').params, ['TZID=Asia/Hong_Kong']);
  assert.equal(prop(walk, 'DTSTART').value, local(at(D, '10:00')));
  assert.equal(prop(walk, 'DTEND').value, local(at(D, '11:00')));
  assert.equal(unescape(prop(walk, 'SUMMARY').value), 'Gel manicure · Chan');
  assert.ok(prop(walk, 'DTSTAMP'));
  assert.equal(unescape(prop(byUid[`booking-${online.id}@emu.hk`], 'SUMMARY').value), 'Gel manicure · Wong');
  const blockEvent = byUid[`block-${lunch.id}@emu.hk`];
  assert.equal(unescape(prop(blockEvent, 'SUMMARY').value), 'Blocked · Lunch, 午飯; back soon');
  assert.equal(prop(blockEvent, 'DTSTART').value, local(at(D, '12:00')));

  // The same UIDs on the next read; a rotated token is dead at once; unknown ones too.
  const again = parseIcs(await (await fetch(http)).text());
  assert.deepEqual(again.children.filter((c) => c.name === 'VEVENT').map((e) => prop(e, 'UID').value).sort(), Object.keys(byUid).sort());
  const next = ok(await call(s.owner.sb, 'rotate-calendar-token', { shopId: s.shopId })).url;
  assert.notEqual(next, url);
  assert.equal((await fetch(http)).status, 404);
  assert.equal((await fetch(next.replace(/^webcal:/, 'http:'))).status, 200);
  assert.equal((await fetch(`${srv.url}/calendar/v1/${'A'.repeat(43)}.ics`)).status, 404);
  assert.equal((await fetch(`${srv.url}/calendar/v1/${token}`)).status, 404);
  assert.equal(Number((await rows(srv, `SELECT count(*) AS n FROM calendar_tokens WHERE shop_id = '${s.shopId}'`))[0].n), 1);

  // Only the shop's team makes a feed of it.
  const other = await shop(srv);
  expectCode(await call(other.owner.sb, 'rotate-calendar-token', { shopId: s.shopId }), 403, 'not_member', NOT_MEMBER);
  expectCode(await call(wong.sb, 'calendar-link', { shopId: s.shopId }), 403, 'not_member', NOT_MEMBER);
  // A feed whose member no longer runs the shop answers 404.
  await exec(srv, `UPDATE businesses SET merchant_id = '${other.owner.id}' WHERE id = '${s.shopId}'`);
  assert.equal((await fetch(next.replace(/^webcal:/, 'http:'))).status, 404);
});

// ---------------------------------------------------------------- readiness

test('readiness: each reason a shop is not bookable, one at a time, and create-booking refuses 409 not_bookable', async () => {
  const s = await shop(srv);
  const anon = client(srv);
  const reasons = async () => ok(await call(anon, 'shop-readiness', { shopId: s.shopId }));
  assert.deepEqual(await reasons(), { bookable: true, reasons: [] });
  const wong = await customer('Wong Siu Ming', '6123 4567');
  const refusedWith = async (expected) => {
    assert.deepEqual(await reasons(), { bookable: false, reasons: expected });
    expectCode(await call(wong.sb, 'create-booking', booking(s, at(D, '10:00'))), 409, 'not_bookable', NOT_BOOKABLE);
  };

  // Staff hours that never meet the opening hours (10:00-20:00 every day).
  await exec(srv, `UPDATE businesses SET operating_hours = '${JSON.stringify(Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => [d, '10:00-20:00'])))}' WHERE id = '${s.shopId}'`);
  await exec(srv, `UPDATE staff_hours SET start_time = '06:00', end_time = '09:00' WHERE staff_id IN ('${s.amy}', '${s.bea}')`);
  await refusedWith(['hours_outside_opening']);
  await exec(srv, `DELETE FROM staff_hours WHERE staff_id IN ('${s.amy}', '${s.bea}')`);
  await refusedWith(['no_staff_hours']);
  await exec(srv, `DELETE FROM staff_services WHERE service_id = '${s.serviceId}'`);
  await refusedWith(['no_staff_on_service']);
  await exec(srv, `UPDATE services SET is_active = ${srv.db.kind === 'sqlite' ? 0 : 'false'} WHERE id = '${s.serviceId}'`);
  await refusedWith(['no_active_service']);
  await exec(srv, `UPDATE businesses SET is_active = ${srv.db.kind === 'sqlite' ? 0 : 'false'} WHERE id = '${s.shopId}'`);
  await refusedWith(['inactive', 'no_active_service']);
  assert.equal(Number((await rows(srv, `SELECT count(*) AS n FROM bookings WHERE shop_id = '${s.shopId}'`))[0].n), 0);
  expectCode(await call(anon, 'shop-readiness', { shopId: wong.id }), 404, 'not_found');

  // Fixed again, it books.
  const t = srv.db.kind === 'sqlite' ? 1 : 'true';
  await exec(srv, `UPDATE businesses SET is_active = ${t} WHERE id = '${s.shopId}'; UPDATE services SET is_active = ${t} WHERE id = '${s.serviceId}'`);
  await exec(srv, `INSERT INTO staff_services (staff_id, service_id) VALUES ('${s.amy}', '${s.serviceId}')`);
  await exec(srv, `INSERT INTO staff_hours (id, staff_id, weekday, start_time, end_time) VALUES ${[0, 1, 2, 3, 4, 5, 6].map((d) => `('${crypto.randomUUID()}', '${s.amy}', ${d}, '10:00', '19:00')`).join(', ')}`);
  assert.deepEqual(await reasons(), { bookable: true, reasons: [] });
  ok(await call(wong.sb, 'create-booking', booking(s, at(D, '10:00'))), 201);
});

// ---------------------------------------------------------------- slots inside the shop's hours

test('online slots lie inside the shop’s published hours: never offered outside them, and refused', async () => {
  const s = await shop(srv, { hours: [['09:00', '21:00']], openingHours: '10:00-18:00' });
  const anon = client(srv);
  const times = async (date) => {
    const res = ok(await call(anon, 'available-slots', { shopId: s.shopId, serviceId: s.serviceId, date, staffId: s.amy }));
    return res.slots.map((x) => x.time);
  };
  const offered = await times(D);
  assert.equal(offered[0], '10:00');
  assert.equal(offered.at(-1), '17:00');
  assert.ok(offered.every((t) => t >= '10:00' && t <= '17:00'), offered.join(' '));
  const wong = await customer('Wong Siu Ming', '6123 4567');
  expectCode(await call(wong.sb, 'create-booking', booking(s, at(D, '09:00'))), 422, 'outside_hours');
  expectCode(await call(wong.sb, 'create-booking', booking(s, at(D, '17:15'))), 422, 'outside_hours');

  // A day the shop does not publish is closed, whatever the staff member's hours (a date not
  // asked before: the slots cache keeps a day's answer until a write it sees).
  const D2 = hkDate(8);
  const weekday = new Date(`${D2}T12:00:00+08:00`).getUTCDay();
  const keys = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
  const other = keys[(weekday + 1) % 7];
  await exec(srv, `UPDATE businesses SET operating_hours = '{"${other}":"10:00-18:00"}' WHERE id = '${s.shopId}'`);
  assert.deepEqual(await times(D2), []);
  expectCode(await call(wong.sb, 'create-booking', booking(s, at(D2, '11:00'))), 422, 'shop_closed');
  assert.equal(Number((await rows(srv, `SELECT count(*) AS n FROM bookings WHERE shop_id = '${s.shopId}'`))[0].n), 0);
});
