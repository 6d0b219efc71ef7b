// available-slots answers are kept (booking/slots_cache.hpp) under one rule: a write through
// this server (a booking, a cancel) is seen by the very next request; a write by another
// instance or a tool (here: SQL straight on the database) within one second.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer } from '../lib/server.mjs';
import { client, exec } from '../lib/rest-fixtures.mjs';
import { at, booking, call, hkDate, person, shop } from './booking_support.mjs';

let srv;
before(async () => {
  srv = await startServer();
});
after(async () => {
  await srv?.stop();
});

const D = hkDate(3);
const times = (res) => res.body.slots.map((x) => x.time);

test('a booking or a cancel on this server shows in the next slot list, even one asked a moment before', async () => {
  const s = await shop(srv);
  const anon = client(srv);
  const body = { shopId: s.shopId, serviceId: s.serviceId, date: D, staffId: s.amy };
  const first = await call(anon, 'available-slots', body);
  assert.ok(times(first).includes('15:00'));
  assert.deepEqual(await call(anon, 'available-slots', body), first); // kept

  const ann = await person(srv);
  const made = await call(ann.sb, 'create-booking', booking(s, at(D, '15:00')));
  assert.equal(made.status, 201, JSON.stringify(made.body));
  const taken = times(await call(anon, 'available-slots', body));
  assert.ok(!taken.includes('15:00') && !taken.includes('14:00') && taken.includes('16:15'), String(taken));

  const cancelled = await call(ann.sb, 'cancel-booking', { bookingId: made.body.booking.id });
  assert.equal(cancelled.status, 200, JSON.stringify(cancelled.body));
  assert.deepEqual(times(await call(anon, 'available-slots', body)), times(first));
});

test('a change written by another process shows within a second', async () => {
  const s = await shop(srv);
  const anon = client(srv);
  const body = { shopId: s.shopId, serviceId: s.serviceId, date: D, staffId: s.bea };
  assert.ok(times(await call(anon, 'available-slots', body)).includes('10:00'));
  // Bea takes the morning off, written straight into the database (not through this server).
  await exec(
    srv,
    `INSERT INTO time_off (id, business_id, staff_id, starts_at, ends_at, reason) VALUES
     ('${crypto.randomUUID()}', '${s.shopId}', '${s.bea}', '${at(D, '00:00')}', '${at(D, '13:00')}', 'leave')`,
  );
  await new Promise((resolve) => setTimeout(resolve, 1100));
  const after = times(await call(anon, 'available-slots', body));
  assert.equal(after[0], '14:00', String(after));
});
