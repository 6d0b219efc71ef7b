// The weather rule as salon-day.md C.4 corrects it (issue 30: Signal No. 8 at 03:00 left the
// day's slots bookable and its 11:00 booking unaffected): while a signal is in force no same-day
// online slot is offered (tomorrow's are), and every booking of that Hong Kong day from the
// signal's start is weather-affected at once (free cancel), not only those within 2 hours.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer } from '../lib/server.mjs';
import { client, createUser, exec, rows } from '../lib/rest-fixtures.mjs';
import { at, booking, call, hkDate, person, shop, stored } from './booking_support.mjs';

let srv;
before(async () => {
  srv = await startServer();
});
after(async () => {
  await srv?.stop();
});

/** 23:15 Hong Kong time on the day `days` from today, as an instant. */
const hkLate = (days) => new Date(`${hkDate(days)}T23:15:00+08:00`).getTime();

test('T8 in force: no slot today, tomorrow as usual; the whole day is weather-affected at once', async () => {
  const s = await shop(srv, { minNotice: 0, hours: [['00:00', '24:00']] });
  const adminUser = await createUser(srv, { email: `wr-admin-${Date.now()}@example.hk`, roles: ['user', 'admin'] });
  const admin = client(srv, adminUser.token);
  const [a, b] = await Promise.all([person(srv), person(srv)]);
  // Two bookings made in the usual way, then moved: late tonight and late tomorrow night.
  const tonight = (await call(a.sb, 'create-booking', booking(s, at(hkDate(7), '10:00')))).body.booking;
  const tomorrow = (await call(b.sb, 'create-booking', booking(s, at(hkDate(7), '14:00')))).body.booking;
  for (const [id, start] of [[tonight.id, hkLate(0)], [tomorrow.id, hkLate(1)]]) {
    await exec(srv, `UPDATE bookings SET start_at = '${stored(start)}', end_at = '${stored(start + 3600_000)}' WHERE id = '${id}'`);
  }

  const on = await call(admin, 'set-weather', { kind: 'T8', active: true });
  assert.equal(on.status, 200, JSON.stringify(on.body));
  assert.equal(on.body.affected, 1, 'tonight is affected at once, however far ahead in the day');
  const affected = async (id) => {
    const [r] = await rows(srv, `SELECT weather_affected FROM bookings WHERE id = '${id}'`);
    return r.weather_affected === true || r.weather_affected === 1;
  };
  assert.equal(await affected(tonight.id), true);
  assert.equal(await affected(tomorrow.id), false);
  const free = await call(a.sb, 'cancel-booking', { bookingId: tonight.id });
  assert.equal(free.status, 200, JSON.stringify(free.body));
  assert.equal(free.body.booking.cancel_reason, 'weather');

  const slots = async (date) =>
    (await call(client(srv), 'available-slots', { shopId: s.shopId, serviceId: s.serviceId, date, staffId: s.bea })).body.slots;
  assert.deepEqual(await slots(hkDate(0)), [], 'no same-day online slot while the signal is up');
  assert.ok((await slots(hkDate(2))).length > 0, 'later days are bookable');
  const refused = await call(b.sb, 'create-booking', booking(s, at(hkDate(0), '23:45'), s.bea));
  assert.equal(refused.body.code, 'too_soon', JSON.stringify(refused.body));
  assert.equal(refused.body.message, 'This time is too soon to book. Please choose a later time.');
  const lateStart = stored(new Date(at(hkDate(0), '23:45')).getTime());
  assert.equal((await rows(srv, `SELECT id FROM bookings WHERE shop_id = '${s.shopId}' AND start_at = '${lateStart}'`)).length, 0);

  const off = await call(admin, 'set-weather', { kind: 'T8', active: false });
  assert.equal(off.status, 200);
});
