// Invariant C.4.1 under concurrency: simultaneous create-booking calls from different users for
// overlapping times (same start and shifted starts) store exactly one booking and answer every
// other caller 409 slot_taken; the same for two pending requests, and for a reschedule racing
// new bookings. Overlaps are counted by SQL afterwards.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer } from '../lib/server.mjs';
import { SLOT_TAKEN, activeBookings, at, booking, call, cells, hkDate, overlaps, person, shop } from './booking_support.mjs';

let srv;
before(async () => {
  srv = await startServer();
});
after(async () => {
  await srv?.stop();
});

const D = hkDate(4);

function tally(results) {
  const by = {};
  for (const r of results) by[r.status] = (by[r.status] ?? 0) + 1;
  return by;
}

test('24 simultaneous bookings at 14:00 and 14:30 for one staff member: one stored, 23 x 409', async () => {
  const s = await shop(srv);
  const people = await Promise.all(Array.from({ length: 24 }, () => person(srv)));
  const results = await Promise.all(
    people.map((p, i) => call(p.sb, 'create-booking', booking(s, at(D, i % 2 ? '14:30' : '14:00')))),
  );
  assert.deepEqual(tally(results), { 201: 1, 409: 23 }, JSON.stringify(results.filter((r) => r.status !== 409 && r.status !== 201)));
  for (const r of results.filter((x) => x.status === 409)) {
    assert.equal(r.body.code, 'slot_taken');
    assert.equal(r.body.message, SLOT_TAKEN);
  }
  assert.equal(await activeBookings(srv, s.shopId), 1);
  assert.equal(await overlaps(srv, s.shopId), 0);
});

test('20 simultaneous "Any staff" bookings with two staff members: exactly two stored', async () => {
  const s = await shop(srv);
  const people = await Promise.all(Array.from({ length: 20 }, () => person(srv)));
  const results = await Promise.all(
    people.map((p, i) => call(p.sb, 'create-booking', booking(s, at(D, ['10:00', '10:15', '10:30', '10:45'][i % 4]), null))),
  );
  assert.deepEqual(tally(results), { 201: 2, 409: 18 });
  const staff = results.filter((r) => r.status === 201).map((r) => r.body.booking.staff_id).sort();
  assert.deepEqual(staff, [s.amy, s.bea].sort());
  assert.equal(await activeBookings(srv, s.shopId), 2);
  assert.equal(await overlaps(srv, s.shopId), 0);
});

test('two pending requests for one time: one holds it', async () => {
  const s = await shop(srv, { autoConfirm: false });
  const people = await Promise.all(Array.from({ length: 20 }, () => person(srv)));
  const results = await Promise.all(people.map((p) => call(p.sb, 'create-booking', booking(s, at(D, '16:00')))));
  assert.deepEqual(tally(results), { 201: 1, 409: 19 });
  assert.equal(results.find((r) => r.status === 201).body.booking.status, 'pending');
  assert.equal(await overlaps(srv, s.shopId), 0);
});

test('a reschedule racing new bookings for the same time: one holds it, the loser keeps its booking', async () => {
  const s = await shop(srv);
  const mover = await person(srv);
  const mine = (await call(mover.sb, 'create-booking', booking(s, at(D, '10:00')))).body.booking;
  const before = await cells(srv, mine.id);
  const people = await Promise.all(Array.from({ length: 20 }, () => person(srv)));
  const [moved, ...others] = await Promise.all([
    call(mover.sb, 'reschedule-booking', { bookingId: mine.id, startAt: at(D, '16:00') }),
    ...people.map((p) => call(p.sb, 'create-booking', booking(s, at(D, '16:00')))),
  ]);
  const winners = others.filter((r) => r.status === 201).length + (moved.status === 200 ? 1 : 0);
  assert.equal(winners, 1, JSON.stringify(tally([moved, ...others])));
  if (moved.status !== 200) {
    assert.equal(moved.status, 409);
    assert.equal(moved.body.code, 'slot_taken');
    assert.deepEqual(await cells(srv, mine.id), before);
  }
  // The mover's booking plus the winner's, or only the mover's when the mover won.
  assert.equal(await activeBookings(srv, s.shopId), moved.status === 200 ? 1 : 2);
  assert.equal(await overlaps(srv, s.shopId), 0);
});
