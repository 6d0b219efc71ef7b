// shop-calendar (issue 28): the dashboard's day and week views of the shop's book in one read.
// The rows of a week (staff with hours, services, live bookings with the customer's contact,
// source and status, blocks), the range's edges in Hong Kong time (00:00 HKT of the first day to
// 00:00 HKT after the last), one staff member's calendar (a whole-shop block is theirs too), a
// change seen at once by the next read, and the refusals (400, 404, 403 not_member).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { startServer } from '../lib/server.mjs';
import { exec } from '../lib/rest-fixtures.mjs';
import { at, booking, call, hkDate, person, shop } from './booking_support.mjs';

let srv;
before(async () => {
  srv = await startServer();
});
after(async () => {
  await srv?.stop();
});

const NOT_MEMBER = "You are not a member of this shop's team.";
const D = hkDate(3);
const manual = (s, staffId, startAt, extra = {}) => ({
  shopId: s.shopId,
  serviceId: s.serviceId,
  staffId,
  startAt,
  customer: { name: 'Chan Tai Man', phone: '+852 9123 4567' },
  source: 'walk_in',
  ...extra,
});

async function made(res, status = 201) {
  assert.equal(res.status, status, JSON.stringify(res.body));
  return res.body;
}

test('shop-calendar: the week of a shop with its staff, hours, services, bookings and blocks', async () => {
  const s = await shop(srv, { autoConfirm: false });
  const ann = await person(srv);
  await exec(srv, `UPDATE user_profiles SET name = 'Ann Lee', phone_number = '+852 6123 4567' WHERE user_id = '${ann.id}'`);
  const online = (await made(await call(ann.sb, 'create-booking', booking(s, at(D, '10:00'))))).booking;
  const walkIn = (await made(await call(s.owner.sb, 'create-manual-booking', manual(s, s.bea, at(D, '15:00'), { source: 'whatsapp', note: 'Regular' })))).booking;
  const lunch = (await made(await call(s.owner.sb, 'block-time', { shopId: s.shopId, staffId: null, startAt: at(D, '13:00'), endAt: at(D, '14:00'), reason: 'Lunch' }))).block;
  const training = (await made(await call(s.owner.sb, 'block-time', { shopId: s.shopId, staffId: s.bea, startAt: at(hkDate(4), '16:00'), endAt: at(hkDate(4), '17:00') }))).block;
  // A cancelled booking is not in the book.
  const gone = (await made(await call(ann.sb, 'create-booking', booking(s, at(D, '16:00'))))).booking;
  await made(await call(ann.sb, 'cancel-booking', { bookingId: gone.id }), 200);

  const res = await call(s.owner.sb, 'shop-calendar', { shopId: s.shopId, from: D, days: 7 });
  const cal = await made(res, 200);
  assert.equal(cal.shopId, s.shopId);
  assert.equal(cal.from, D);
  assert.equal(cal.to, hkDate(9));
  assert.equal(cal.days, 7);
  assert.equal(cal.timezone, 'Asia/Hong_Kong');
  assert.equal(cal.openingHours.mon, '00:00-24:00');
  assert.deepEqual(cal.staff.map((m) => [m.id, m.name, m.is_active]), [[s.amy, 'Amy', true], [s.bea, 'Bea', true]]);
  // 10:00-13:00 and 14:00-19:00 on each of the 7 weekdays, 0 = Sunday.
  assert.equal(cal.staff[0].hours.length, 14);
  assert.deepEqual(cal.staff[0].hours.slice(0, 2), [{ weekday: 0, start: '10:00', end: '13:00' }, { weekday: 0, start: '14:00', end: '19:00' }]);
  assert.deepEqual(cal.services, [{ id: s.serviceId, name: 'Gel manicure', name_zh: '凝膠甲', duration: 60, buffer_after_min: 15, price_hkd: 380 }]);
  assert.deepEqual(cal.bookings, [
    {
      id: online.id, staff_id: s.amy, service_id: s.serviceId, service: { name: 'Gel manicure', name_zh: '凝膠甲' },
      start_at: at(D, '10:00'), end_at: at(D, '11:00'), status: 'pending', source: 'marketplace',
      customer: { name: 'Ann Lee', phone: '+852 6123 4567', email: ann.email }, note: null, user_id: ann.id, price_hkd: 380,
    },
    {
      id: walkIn.id, staff_id: s.bea, service_id: s.serviceId, service: { name: 'Gel manicure', name_zh: '凝膠甲' },
      start_at: at(D, '15:00'), end_at: at(D, '16:00'), status: 'confirmed', source: 'whatsapp',
      customer: { name: 'Chan Tai Man', phone: '+852 9123 4567', email: null }, note: 'Regular', user_id: null, price_hkd: 380,
    },
  ]);
  assert.deepEqual(cal.blocks, [
    { id: lunch.id, staff_id: null, starts_at: at(D, '13:00'), ends_at: at(D, '14:00'), reason: 'Lunch' },
    { id: training.id, staff_id: s.bea, starts_at: at(hkDate(4), '16:00'), ends_at: at(hkDate(4), '17:00'), reason: null },
  ]);

  // One staff member's calendar: theirs and the whole shop's, nobody else's.
  const amy = await made(await call(s.owner.sb, 'shop-calendar', { shopId: s.shopId, from: D, days: 7, staffId: s.amy }), 200);
  assert.deepEqual(amy.staff.map((m) => m.id), [s.amy]);
  assert.deepEqual(amy.bookings.map((b) => b.id), [online.id]);
  assert.deepEqual(amy.blocks.map((b) => b.id), [lunch.id]);

  // An administrator reads it too; a change shows in the next read (no stale answer).
  const admin = await person(srv, { roles: ['user', 'admin'], prefix: 'admin' });
  const seen = await made(await call(admin.sb, 'shop-calendar', { shopId: s.shopId, from: D, days: 1 }), 200);
  assert.deepEqual(seen.blocks.map((b) => b.id), [lunch.id]);
  await made(await call(s.owner.sb, 'unblock-time', { blockId: lunch.id }), 200);
  await made(await call(s.owner.sb, 'move-booking', { bookingId: walkIn.id, startAt: at(D, '17:00') }), 200);
  const after = await made(await call(s.owner.sb, 'shop-calendar', { shopId: s.shopId, from: D, days: 1 }), 200);
  assert.deepEqual(after.blocks, []);
  assert.deepEqual(after.bookings.map((b) => [b.id, b.start_at]), [[online.id, at(D, '10:00')], [walkIn.id, at(D, '17:00')]]);
});

test('shop-calendar: the range is whole Hong Kong days, 00:00 HKT to 00:00 HKT', async () => {
  const s = await shop(srv, { staff: ['Amy'], hours: [['00:00', '24:00']] });
  const first = hkDate(6);
  const last = hkDate(7);
  const mk = async (startAt) => (await made(await call(s.owner.sb, 'create-manual-booking', manual(s, s.amy, startAt, { outsideHours: true })))).booking.id;
  const beforeMidnight = await mk(at(hkDate(5), '22:00')); // ends 23:00 HKT the day before: out
  const acrossMidnight = await mk(at(hkDate(5), '23:30')); // 23:30-00:30 HKT: reaches into the range
  const atMidnight = await mk(at(first, '00:45'));
  const lastEvening = await mk(at(last, '23:00')); // the last day's last hour: in
  const nextDay = await mk(at(hkDate(8), '00:30')); // 00:30 HKT after the range: out
  const cal = await made(await call(s.owner.sb, 'shop-calendar', { shopId: s.shopId, from: first, days: 2 }), 200);
  assert.equal(cal.to, last);
  assert.deepEqual(cal.bookings.map((b) => b.id), [acrossMidnight, atMidnight, lastEvening]);
  assert.ok(!cal.bookings.some((b) => b.id === beforeMidnight || b.id === nextDay));
  // The UTC spelling of the same day would take 08:00 HKT as the edge: 00:45 HKT is 16:45Z the day before.
  assert.equal(cal.bookings[1].start_at, `${first}T00:45:00+08:00`);
  const one = await made(await call(s.owner.sb, 'shop-calendar', { shopId: s.shopId, from: last, days: 1 }), 200);
  assert.deepEqual(one.bookings.map((b) => b.id), [lastEvening]);
  // days defaults to 7.
  assert.equal((await made(await call(s.owner.sb, 'shop-calendar', { shopId: s.shopId, from: first }), 200)).to, hkDate(12));
});

test('shop-calendar: refusals — 400 with the fields named, 404 for no shop, 403 not_member for someone else\'s', async () => {
  const s = await shop(srv, { staff: ['Amy'] });
  const bad = await call(s.owner.sb, 'shop-calendar', { shopId: 'nope', from: '2026-13-01', days: 8, staffId: 'x' });
  assert.equal(bad.status, 400, JSON.stringify(bad.body));
  assert.equal(bad.body.code, 'validation_failed');
  assert.deepEqual(Object.keys(bad.body.details).sort(), ['days', 'from', 'shopId', 'staffId']);
  for (const days of [0, 1.5, '3']) {
    const r = await call(s.owner.sb, 'shop-calendar', { shopId: s.shopId, from: D, days });
    assert.equal(r.status, 400, `days ${days}`);
  }
  const none = await call(s.owner.sb, 'shop-calendar', { shopId: randomUUID(), from: D });
  assert.equal(none.status, 404);
  assert.equal(none.body.code, 'not_found');
  const other = await person(srv, { roles: ['user', 'merchant'] });
  const refused = await call(other.sb, 'shop-calendar', { shopId: s.shopId, from: D });
  assert.equal(refused.status, 403, JSON.stringify(refused.body));
  assert.equal(refused.body.code, 'not_member');
  assert.equal(refused.body.message, NOT_MEMBER);
  // A customer with a booking at the shop does not see its book either (the contact of others).
  const ann = await person(srv);
  await made(await call(ann.sb, 'create-booking', booking(s, at(D, '10:00'))));
  assert.equal((await call(ann.sb, 'shop-calendar', { shopId: s.shopId, from: D })).status, 403);
  // Signed-out callers: 401.
  const { client } = await import('../lib/rest-fixtures.mjs');
  assert.equal((await call(client(srv), 'shop-calendar', { shopId: s.shopId, from: D })).status, 401);
});
