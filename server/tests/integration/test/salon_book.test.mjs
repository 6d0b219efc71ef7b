// The shop's book (salon-day.md C.2, issue 28) for the shop's owner: manual bookings, blocked
// time and moves by the shop, each with its refusals (C.6) and the rows left in the database;
// the customer's contact on a manual booking seen by the owner and admins only; and invariant
// C.5.1 under concurrency: online bookings, manual bookings and blocks racing for one staff
// member never overlap, checked by SQL on the cells and on the intervals.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { startServer } from '../lib/server.mjs';
import { client, rows } from '../lib/rest-fixtures.mjs';
import { SLOT_TAKEN, activeBookings, at, booking, call, cells, hkDate, mails, overlaps, person, shop } from './booking_support.mjs';

let srv;
before(async () => {
  srv = await startServer();
});
after(async () => {
  await srv?.stop();
});

const D = hkDate(5);
const NOT_MEMBER = "You are not a member of this shop's team.";
const HOLDING = `('pending', 'confirmed', 'completed', 'no_show')`;

const manual = (s, startAt, extra = {}) => ({
  shopId: s.shopId,
  serviceId: s.serviceId,
  staffId: s.amy,
  startAt,
  customer: { name: 'Chan Tai Man', phone: '+852 9123 4567', email: 'walkin@example.hk' },
  source: 'walk_in',
  ...extra,
});

/** A manual customer's address of their own, to count their e-mails. */
const walkInEmail = () => `walkin-${randomUUID().slice(0, 8)}@example.hk`;

const block = (s, startAt, endAt, extra = {}) => ({ shopId: s.shopId, staffId: s.amy, startAt, endAt, ...extra });

async function one(sql) {
  return (await rows(srv, sql))[0];
}

async function n(sql) {
  return Number((await one(sql)).n);
}

async function blockCells(blockId) {
  return n(`SELECT count(*) AS n FROM booking_slots WHERE block_id = '${blockId}'`);
}

async function slotTimes(s, date, staffId = s.amy) {
  const res = await call(client(srv), 'available-slots', { shopId: s.shopId, serviceId: s.serviceId, date, staffId });
  assert.equal(res.status, 200, JSON.stringify(res.body));
  return res.body.slots.map((x) => x.time);
}

/** Overlapping pairs among a shop's live bookings and blocks, per staff member (must be 0). */
async function bookOverlaps(shopId) {
  return n(`WITH iv AS (
      SELECT id, staff_id, start_at AS s, occupied_until AS e FROM bookings
       WHERE shop_id = '${shopId}' AND status IN ${HOLDING}
      UNION ALL
      SELECT b.id, st.id, b.starts_at, b.ends_at FROM blocks b
        JOIN staff st ON st.business_id = b.shop_id AND (st.id = b.staff_id OR b.staff_id IS NULL)
       WHERE b.shop_id = '${shopId}')
    SELECT count(*) AS n FROM iv a JOIN iv b
      ON a.staff_id = b.staff_id AND a.id < b.id AND a.s < b.e AND b.s < a.e`);
}

function expectCode(res, status, code, message) {
  assert.equal(res.status, status, JSON.stringify(res.body));
  assert.equal(res.body.code, code);
  if (message) assert.equal(res.body.message, message);
}

// ---------------------------------------------------------------- manual booking

test('create-manual-booking: 201 confirmed at once, source and the customer kept, cells as online', async () => {
  const s = await shop(srv, { autoConfirm: false });
  const email = walkInEmail();
  const customer = { name: 'Chan Tai Man', phone: '+852 9123 4567', email };
  const res = await call(s.owner.sb, 'create-manual-booking', manual(s, at(D, '10:05'), { note: 'Regular', source: 'phone', customer }));
  assert.equal(res.status, 201, JSON.stringify(res.body));
  const b = res.body.booking;
  assert.equal(b.status, 'confirmed');
  assert.equal(b.source, 'phone');
  assert.equal(b.user_id, null);
  assert.equal(b.staff_id, s.amy);
  assert.equal(b.start_at, at(D, '10:05'));
  assert.equal(b.customer_name, 'Chan Tai Man');
  assert.equal(b.customer_phone, '+852 9123 4567');
  assert.equal(b.customer_email, email);
  const row = await one(`SELECT status, source, user_id, customer_name, customer_phone, customer_email, note, expires_at
                           FROM bookings WHERE id = '${b.id}'`);
  assert.equal(row.status, 'confirmed');
  assert.equal(row.source, 'phone');
  assert.equal(row.user_id, null);
  assert.equal(row.customer_name, 'Chan Tai Man');
  assert.equal(row.customer_phone, '+852 9123 4567');
  assert.equal(row.customer_email, email);
  assert.equal(row.note, 'Regular');
  assert.equal(row.expires_at, null);
  // 60 minutes + 15 buffer: 15 cells from 10:05, the booking's own.
  assert.equal((await cells(srv, b.id)).length, 15);
  // The customer is told at the address the shop wrote down; the shop gets no "new booking" mail.
  assert.equal((await mails(srv, email, 'booking-confirmed')).length, 1);
  assert.equal((await mails(srv, s.owner.email, 'booking-merchant-new')).length, 0);
  // "Any staff" works as online: the next free staff member.
  const any = await call(s.owner.sb, 'create-manual-booking', manual(s, at(D, '10:05'), { staffId: null }));
  assert.equal(any.status, 201, JSON.stringify(any.body));
  assert.equal(any.body.booking.staff_id, s.bea);
});

test('create-manual-booking: the online notice and horizon do not bind the shop; its hours do unless outsideHours', async () => {
  const s = await shop(srv);
  const far = hkDate(90); // beyond the 60-day horizon
  const online = await call((await person(srv)).sb, 'create-booking', booking(s, at(far, '10:00')));
  expectCode(online, 422, 'too_far');
  const made = await call(s.owner.sb, 'create-manual-booking', manual(s, at(far, '10:00')));
  assert.equal(made.status, 201, JSON.stringify(made.body));
  // 12:30 runs into Amy's lunch (13:00-14:00): refused, then allowed with outsideHours.
  const lunch = await call(s.owner.sb, 'create-manual-booking', manual(s, at(D, '12:30')));
  expectCode(lunch, 422, 'outside_hours');
  const late = await call(s.owner.sb, 'create-manual-booking', manual(s, at(D, '12:30'), { outsideHours: true }));
  assert.equal(late.status, 201, JSON.stringify(late.body));
  // Off the 5-minute grid of the cells: refused even outside hours.
  const odd = await call(s.owner.sb, 'create-manual-booking', manual(s, at(D, '16:02'), { outsideHours: true }));
  expectCode(odd, 422, 'outside_hours');
  assert.equal(await activeBookings(srv, s.shopId), 2);
});

test('create-manual-booking: the same cells as online bookings (409 slot_taken, never an overlap)', async () => {
  const s = await shop(srv);
  const customer = await person(srv);
  const online = await call(customer.sb, 'create-booking', booking(s, at(D, '15:00')));
  assert.equal(online.status, 201);
  const clash = await call(s.owner.sb, 'create-manual-booking', manual(s, at(D, '15:30')));
  expectCode(clash, 409, 'slot_taken', SLOT_TAKEN);
  const walkIn = await call(s.owner.sb, 'create-manual-booking', manual(s, at(D, '16:15')));
  assert.equal(walkIn.status, 201);
  const late = await call(customer.sb, 'create-booking', booking(s, at(D, '17:00')));
  expectCode(late, 409, 'slot_taken', SLOT_TAKEN);
  assert.equal(await activeBookings(srv, s.shopId), 2);
  assert.equal(await overlaps(srv, s.shopId), 0);
});

test('create-manual-booking refusals: 401, 403 not_member (another merchant), 404, 400 with details; admins may', async () => {
  const s = await shop(srv);
  const other = await shop(srv);
  const anon = await call(client(srv), 'create-manual-booking', manual(s, at(D, '10:00')));
  assert.equal(anon.status, 401);
  const stranger = await call(other.owner.sb, 'create-manual-booking', manual(s, at(D, '10:00')));
  expectCode(stranger, 403, 'not_member', NOT_MEMBER);
  const customer = await person(srv);
  expectCode(await call(customer.sb, 'create-manual-booking', manual(s, at(D, '10:00'))), 403, 'not_member', NOT_MEMBER);
  const noShop = await call(s.owner.sb, 'create-manual-booking', manual(s, at(D, '10:00'), { shopId: '00000000-0000-4000-8000-000000000000' }));
  expectCode(noShop, 404, 'not_found');
  // Another shop's service through the caller's own shop: not found, nothing written.
  const foreign = await call(s.owner.sb, 'create-manual-booking', manual(s, at(D, '10:00'), { serviceId: other.serviceId }));
  expectCode(foreign, 404, 'not_found');
  const invalid = await call(s.owner.sb, 'create-manual-booking', {
    ...manual(s, at(D, '10:00')),
    source: 'marketplace',
    customer: { name: '', phone: 'call me', email: 'nope' },
  });
  expectCode(invalid, 400, 'validation_failed');
  assert.deepEqual(Object.keys(invalid.body.details).sort(), ['customer.email', 'customer.name', 'customer.phone', 'source']);
  assert.equal(await activeBookings(srv, s.shopId), 0);
  const admin = await person(srv, { roles: ['user', 'admin'], prefix: 'admin' });
  const byAdmin = await call(admin.sb, 'create-manual-booking', manual(s, at(D, '10:00'), { source: 'instagram' }));
  assert.equal(byAdmin.status, 201, JSON.stringify(byAdmin.body));
  assert.equal(await activeBookings(srv, s.shopId), 1);
});

test('/rest/v1/bookings: the owner and admins read a manual customer\'s name and phone; nobody else sees the row', async () => {
  const s = await shop(srv);
  const made = await call(s.owner.sb, 'create-manual-booking', manual(s, at(D, '11:00')));
  assert.equal(made.status, 201);
  const id = made.body.booking.id;
  const cols = 'id, customer_name, customer_phone, customer_email, source';
  const own = await s.owner.sb.from('bookings').select(cols).eq('id', id);
  assert.equal(own.error, null, JSON.stringify(own.error));
  assert.deepEqual(own.data, [{ id, customer_name: 'Chan Tai Man', customer_phone: '+852 9123 4567', customer_email: 'walkin@example.hk', source: 'walk_in' }]);
  const admin = await person(srv, { roles: ['user', 'admin'], prefix: 'admin' });
  const byAdmin = await admin.sb.from('bookings').select(cols).eq('id', id);
  assert.equal(byAdmin.data?.[0]?.customer_phone, '+852 9123 4567');
  const other = await shop(srv);
  for (const sb of [other.owner.sb, (await person(srv)).sb, client(srv)]) {
    const res = await sb.from('bookings').select(cols).eq('id', id);
    if (res.error) assert.equal(res.error.code, '42501');
    else assert.deepEqual(res.data, []);
    const phones = await sb.from('bookings').select('customer_phone').not('customer_phone', 'is', null);
    if (!phones.error) assert.deepEqual(phones.data, []);
  }
});

// ---------------------------------------------------------------- blocked time

test('block-time: 201 {block}, its cells hold the staff member, online slots disappear; unblock-time frees them', async () => {
  const s = await shop(srv);
  const before = await slotTimes(s, D);
  assert.ok(before.includes('15:00'));
  const res = await call(s.owner.sb, 'block-time', block(s, at(D, '15:00'), at(D, '17:00'), { reason: 'Training' }));
  assert.equal(res.status, 201, JSON.stringify(res.body));
  const b = res.body.block;
  assert.equal(b.staff_id, s.amy);
  assert.equal(b.starts_at, at(D, '15:00'));
  assert.equal(b.ends_at, at(D, '17:00'));
  assert.equal(b.reason, 'Training');
  assert.equal(await n(`SELECT count(*) AS n FROM blocks WHERE id = '${b.id}' AND shop_id = '${s.shopId}'`), 1);
  assert.equal(await blockCells(b.id), 24);
  assert.equal(await n(`SELECT count(*) AS n FROM booking_slots WHERE block_id = '${b.id}' AND staff_id = '${s.amy}' AND booking_id IS NULL`), 24);
  const during = await slotTimes(s, D);
  // 60 min + 15 buffer: nothing from 13:45 (ends in the break anyway) / 14:00 to 16:45 remains.
  for (const t of ['14:00', '14:45', '15:00', '16:00', '16:45']) assert.ok(!during.includes(t), `${t} offered`);
  assert.ok(during.includes('17:00'));
  assert.ok(during.includes('10:00'));
  // Bea is not blocked.
  assert.ok((await slotTimes(s, D, s.bea)).includes('15:00'));
  const online = await call((await person(srv)).sb, 'create-booking', booking(s, at(D, '16:00')));
  expectCode(online, 409, 'slot_taken', SLOT_TAKEN);
  const walkIn = await call(s.owner.sb, 'create-manual-booking', manual(s, at(D, '15:30'), { outsideHours: true }));
  expectCode(walkIn, 409, 'slot_taken', SLOT_TAKEN);

  const freed = await call(s.owner.sb, 'unblock-time', { blockId: b.id });
  assert.equal(freed.status, 200, JSON.stringify(freed.body));
  assert.equal(freed.body.block.id, b.id);
  assert.equal(await n(`SELECT count(*) AS n FROM blocks WHERE id = '${b.id}'`), 0);
  assert.equal(await blockCells(b.id), 0);
  assert.deepEqual(await slotTimes(s, D), before);
  const again = await call((await person(srv)).sb, 'create-booking', booking(s, at(D, '16:00')));
  assert.equal(again.status, 201);
});

test('block-time for the whole shop (staffId null) holds every active staff member; widened to whole cells', async () => {
  const s = await shop(srv);
  const res = await call(s.owner.sb, 'block-time', block(s, at(D, '10:02'), at(D, '10:58'), { staffId: null }));
  assert.equal(res.status, 201, JSON.stringify(res.body));
  const b = res.body.block;
  assert.equal(b.staff_id, null);
  assert.equal(b.starts_at, at(D, '10:00'));
  assert.equal(b.ends_at, at(D, '11:00'));
  assert.equal(await blockCells(b.id), 24);
  for (const staffId of [s.amy, s.bea]) {
    assert.equal(await n(`SELECT count(*) AS n FROM booking_slots WHERE block_id = '${b.id}' AND staff_id = '${staffId}'`), 12);
    const times = await slotTimes(s, D, staffId);
    assert.ok(!times.includes('10:00') && !times.includes('10:45'));
    assert.ok(times.includes('11:00'));
  }
  const any = await call((await person(srv)).sb, 'create-booking', booking(s, at(D, '10:30'), null));
  expectCode(any, 409, 'slot_taken', SLOT_TAKEN);
});

test('block-time refusals: a live booking in the way (409, nothing written), over a day, reversed, not_member, unknown', async () => {
  const s = await shop(srv);
  const other = await shop(srv);
  const customer = await person(srv);
  const online = await call(customer.sb, 'create-booking', booking(s, at(D, '14:00'), s.bea));
  assert.equal(online.status, 201);
  const blocksBefore = await n(`SELECT count(*) AS n FROM blocks WHERE shop_id = '${s.shopId}'`);
  // Whole shop 13:00-15:00: Bea's booking is in the way, so not even Amy's cells are written.
  const shopWide = await call(s.owner.sb, 'block-time', block(s, at(D, '13:00'), at(D, '15:00'), { staffId: null }));
  expectCode(shopWide, 409, 'slot_taken', SLOT_TAKEN);
  const mine = await call(s.owner.sb, 'block-time', block(s, at(D, '15:00'), at(D, '16:00'), { staffId: s.bea }));
  expectCode(mine, 409, 'slot_taken', SLOT_TAKEN); // the booking's buffer runs to 15:15
  assert.equal(await n(`SELECT count(*) AS n FROM blocks WHERE shop_id = '${s.shopId}'`), blocksBefore);
  assert.equal(await n(`SELECT count(*) AS n FROM booking_slots WHERE block_id IS NOT NULL AND staff_id IN ('${s.amy}', '${s.bea}')`), 0);
  expectCode(await call(s.owner.sb, 'block-time', block(s, at(D, '10:00'), at(hkDate(6), '10:05'))), 400, 'validation_failed');
  const reversed = await call(s.owner.sb, 'block-time', block(s, at(D, '12:00'), at(D, '11:00')));
  expectCode(reversed, 400, 'validation_failed');
  assert.ok(reversed.body.details.endAt);
  expectCode(await call(other.owner.sb, 'block-time', block(s, at(D, '10:00'), at(D, '11:00'))), 403, 'not_member', NOT_MEMBER);
  // Another shop's staff member in the caller's own shop: not found.
  expectCode(await call(s.owner.sb, 'block-time', block(s, at(D, '10:00'), at(D, '11:00'), { staffId: other.amy })), 404, 'not_found');
  assert.equal(await n(`SELECT count(*) AS n FROM blocks WHERE shop_id = '${s.shopId}'`), blocksBefore);
  // A day exactly is allowed.
  const day = await call(s.owner.sb, 'block-time', block(s, at(hkDate(7), '00:00'), at(hkDate(8), '00:00')));
  assert.equal(day.status, 201, JSON.stringify(day.body));
  assert.equal(await blockCells(day.body.block.id), 288);
  // unblock-time: someone else's block, an unknown one.
  expectCode(await call(other.owner.sb, 'unblock-time', { blockId: day.body.block.id }), 403, 'not_member', NOT_MEMBER);
  assert.equal(await blockCells(day.body.block.id), 288);
  expectCode(await call(s.owner.sb, 'unblock-time', { blockId: '00000000-0000-4000-8000-000000000000' }), 404, 'not_found');
  expectCode(await call(s.owner.sb, 'unblock-time', { blockId: 'nope' }), 400, 'validation_failed');
  assert.equal((await call(client(srv), 'block-time', block(s, at(D, '10:00'), at(D, '11:00')))).status, 401);
});

// ---------------------------------------------------------------- move by the shop

test('move-booking: the shop moves a booking inside the customer\'s notice window; the customer is told', async () => {
  const s = await shop(srv, { minNotice: 0, cancelHours: 48 });
  const customer = await person(srv);
  const tomorrow = hkDate(1);
  const made = await call(customer.sb, 'create-booking', booking(s, at(tomorrow, '15:00')));
  assert.equal(made.status, 201, JSON.stringify(made.body));
  const id = made.body.booking.id;
  // The customer may not move it any more (24 h window); the shop may, to another staff member.
  const own = await call(customer.sb, 'reschedule-booking', { bookingId: id, startAt: at(tomorrow, '16:00') });
  expectCode(own, 409, 'outside_cancel_window');
  const moved = await call(s.owner.sb, 'move-booking', { bookingId: id, startAt: at(tomorrow, '16:05'), staffId: s.bea });
  assert.equal(moved.status, 200, JSON.stringify(moved.body));
  assert.equal(moved.body.booking.start_at, at(tomorrow, '16:05'));
  assert.equal(moved.body.booking.staff_id, s.bea);
  const row = await one(`SELECT staff_id, booking_time, status FROM bookings WHERE id = '${id}'`);
  assert.equal(row.staff_id, s.bea);
  assert.equal(row.booking_time, '16:05:00');
  assert.equal(row.status, 'confirmed');
  assert.equal(await n(`SELECT count(*) AS n FROM booking_slots WHERE booking_id = '${id}' AND staff_id = '${s.bea}'`), 15);
  assert.equal(await n(`SELECT count(*) AS n FROM booking_slots WHERE booking_id = '${id}' AND staff_id = '${s.amy}'`), 0);
  assert.equal((await mails(srv, customer.email, 'booking-rescheduled')).length, 1);
  // A manual booking moves the same way.
  const email = walkInEmail();
  const walkIn = await call(s.owner.sb, 'create-manual-booking', manual(s, at(D, '10:00'), { customer: { name: 'Wong', phone: '91234567', email } }));
  assert.equal(walkIn.status, 201, JSON.stringify(walkIn.body));
  const m2 = await call(s.owner.sb, 'move-booking', { bookingId: walkIn.body.booking.id, startAt: at(D, '11:00') });
  assert.equal(m2.status, 200, JSON.stringify(m2.body));
  assert.equal((await mails(srv, email, 'booking-rescheduled')).length, 1);
});

test('move-booking refusals change nothing: slot_taken, outside hours, not_member, a cancelled booking, unknown', async () => {
  const s = await shop(srv);
  const other = await shop(srv);
  const customer = await person(srv);
  const a = await call(customer.sb, 'create-booking', booking(s, at(D, '10:00')));
  const b = await call(customer.sb, 'create-booking', booking(s, at(D, '15:00')));
  const id = a.body.booking.id;
  const cellsBefore = await cells(srv, id);
  const rowBefore = await one(`SELECT staff_id, start_at, end_at, occupied_until, updated_at FROM bookings WHERE id = '${id}'`);
  const unchanged = async () => {
    assert.deepEqual(await cells(srv, id), cellsBefore);
    assert.deepEqual(await one(`SELECT staff_id, start_at, end_at, occupied_until, updated_at FROM bookings WHERE id = '${id}'`), rowBefore);
  };
  expectCode(await call(s.owner.sb, 'move-booking', { bookingId: id, startAt: at(D, '15:30') }), 409, 'slot_taken', SLOT_TAKEN);
  await unchanged();
  const blocked = await call(s.owner.sb, 'block-time', block(s, at(D, '17:00'), at(D, '18:00')));
  assert.equal(blocked.status, 201);
  expectCode(await call(s.owner.sb, 'move-booking', { bookingId: id, startAt: at(D, '16:30') }), 409, 'slot_taken', SLOT_TAKEN);
  await unchanged();
  expectCode(await call(s.owner.sb, 'move-booking', { bookingId: id, startAt: at(D, '12:30') }), 422, 'outside_hours');
  await unchanged();
  expectCode(await call(other.owner.sb, 'move-booking', { bookingId: id, startAt: at(D, '11:00') }), 403, 'not_member', NOT_MEMBER);
  expectCode(await call(customer.sb, 'move-booking', { bookingId: id, startAt: at(D, '11:00') }), 403, 'not_member', NOT_MEMBER);
  await unchanged();
  expectCode(await call(s.owner.sb, 'move-booking', { bookingId: '00000000-0000-4000-8000-000000000000', startAt: at(D, '11:00') }), 404, 'not_found');
  expectCode(await call(s.owner.sb, 'move-booking', { bookingId: id, startAt: 'soon' }), 400, 'validation_failed');
  const cancelled = await call(customer.sb, 'cancel-booking', { bookingId: b.body.booking.id });
  assert.equal(cancelled.status, 200);
  expectCode(await call(s.owner.sb, 'move-booking', { bookingId: b.body.booking.id, startAt: at(D, '16:00') }), 409, 'not_cancellable');
  // outsideHours lets the shop move into the break.
  const lunch = await call(s.owner.sb, 'move-booking', { bookingId: id, startAt: at(D, '12:30'), outsideHours: true });
  assert.equal(lunch.status, 200, JSON.stringify(lunch.body));
  assert.equal(await bookOverlaps(s.shopId), 0);
});

// ---------------------------------------------------------------- C.5.1 under concurrency

test('C.5.1: 24 concurrent online, manual and block requests on one staff member never overlap', async () => {
  const s = await shop(srv, { step: 5 });
  const people = await Promise.all(Array.from({ length: 8 }, () => person(srv)));
  const onlineAt = ['14:00', '14:30', '16:00', '14:15'];
  const manualAt = ['14:15', '15:30', '17:00', '14:45'];
  const blocksAt = [
    ['14:30', '15:00'],
    ['15:15', '16:00'],
    ['17:30', '18:00'],
    ['14:00', '15:00'],
  ];
  const requests = [];
  for (let i = 0; i < 8; i += 1) {
    requests.push(() => call(people[i].sb, 'create-booking', booking(s, at(D, onlineAt[i % 4]))));
    requests.push(() => call(s.owner.sb, 'create-manual-booking', manual(s, at(D, manualAt[i % 4]))));
    const [from, to] = blocksAt[i % 4];
    requests.push(() => call(s.owner.sb, 'block-time', block(s, at(D, from), at(D, to))));
  }
  const results = await Promise.all(requests.map((r) => r()));
  for (const r of results) {
    assert.ok([201, 409].includes(r.status), JSON.stringify(r));
    if (r.status === 409) assert.equal(r.body.code, 'slot_taken');
  }
  const created = results.filter((r) => r.status === 201);
  const bookings = await activeBookings(srv, s.shopId);
  const blocks = await n(`SELECT count(*) AS n FROM blocks WHERE shop_id = '${s.shopId}'`);
  assert.ok(created.length >= 1);
  assert.equal(created.length, bookings + blocks);
  assert.equal(created.filter((r) => r.body.booking).length, bookings);
  assert.equal(await bookOverlaps(s.shopId), 0);
  assert.equal(await overlaps(srv, s.shopId), 0);
  // The cells are exactly those of the stored bookings and blocks (15 per booking, 1 per 5 min of a block).
  const blockMinutes = created.filter((r) => r.body.block).reduce((sum, r) => sum + (Date.parse(r.body.block.ends_at) - Date.parse(r.body.block.starts_at)) / 60000, 0);
  assert.equal(await n(`SELECT count(*) AS n FROM booking_slots WHERE staff_id = '${s.amy}'`), bookings * 15 + blockMinutes / 5);
  assert.equal(await n(`SELECT count(*) AS n FROM booking_slots WHERE (booking_id IS NULL) = (block_id IS NULL)`), 0);
});
