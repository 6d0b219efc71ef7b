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

// The cache holds only live answers (issue 32): a write retires every answer at once, and
// /metrics shows the entries and bytes fall back at the next request instead of piling up.
async function slotsGauges() {
  const res = await fetch(`${srv.url}/metrics`);
  const text = await res.text();
  const gauge = (name) => Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1]);
  return { entries: gauge('emu_slots_cache_entries'), bytes: gauge('emu_slots_cache_bytes') };
}

test('after a write the cache holds only the answers asked for since: entries and bytes fall back', async () => {
  const s = await shop(srv);
  const anon = client(srv);
  const ask = (days) =>
    call(anon, 'available-slots', { shopId: s.shopId, serviceId: s.serviceId, date: hkDate(days), staffId: s.amy });
  // Six answers at once. A new minute, or on PostgreSQL any commit in the cluster (other test
  // files share it), retires what is held: then ask again.
  let full = { entries: 0, bytes: 0 };
  for (let attempt = 0; attempt < 10 && full.entries < 3; attempt++) {
    const answers = await Promise.all([2, 3, 4, 5, 6, 7].map(ask));
    for (const a of answers) assert.equal(a.status, 200);
    const g = await slotsGauges();
    if (g.entries > full.entries) full = g;
  }
  assert.ok(full.entries >= 3, JSON.stringify(full));
  assert.ok(full.bytes > full.entries * 1000, `slot lists take some room: ${JSON.stringify(full)}`);

  const ann = await person(srv);
  const made = await call(ann.sb, 'create-booking', booking(s, at(hkDate(3), '15:00')));
  assert.equal(made.status, 201, JSON.stringify(made.body));
  assert.equal((await ask(3)).status, 200);
  const after = await slotsGauges();
  assert.equal(after.entries, 1, `only the answer asked for since the write: ${JSON.stringify(after)}`);
  assert.ok(after.bytes > 0 && after.bytes < full.bytes, `${JSON.stringify(after)} vs ${JSON.stringify(full)}`);
});
