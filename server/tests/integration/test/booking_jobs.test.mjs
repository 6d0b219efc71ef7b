// The booking jobs and the clock: unanswered requests expire and the user is e-mailed; the 24 h
// reminder goes out once even with two servers on one database; confirmed bookings complete
// after their end (no-shows stay); the weather switch (banner state, affected bookings free to
// cancel inside the window, no same-day slot within 2 hours); and a server running with
// TZ=America/New_York still answers Hong Kong times.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer } from '../lib/server.mjs';
import { client, createUser, exec, rows } from '../lib/rest-fixtures.mjs';
import { sleep } from './auth_support.mjs';
import { at, booking, call, cells, hkDate, mails, person, shop, stored } from './booking_support.mjs';

const FAST = {
  EMU_BOOKING_SWEEP_MS: '200',
  EMU_BOOKING_REQUEST_TTL: '1',
  EMU_BOOKING_COMPLETE_AFTER: '0',
};

let srv;
let second;
before(async () => {
  srv = await startServer({ env: { ...FAST, TZ: 'America/New_York' } });
});
after(async () => {
  await second?.stop();
  await srv?.stop();
});

async function until(check, ms = 8000) {
  const end = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > end) return value;
    await sleep(100);
  }
}

const D = hkDate(5);

test('a server in America/New_York answers Hong Kong slot times and e-mails', async () => {
  const s = await shop(srv);
  const res = await call(client(srv), 'available-slots', { shopId: s.shopId, serviceId: s.serviceId, date: D, staffId: s.amy });
  assert.equal(res.status, 200);
  assert.equal(res.body.slots[0].time, '10:00');
  assert.equal(res.body.slots[0].start_at, `${D}T10:00:00+08:00`);
  assert.equal(res.body.slots.at(-1).time, '18:00');
  const a = await person(srv);
  const made = await call(a.sb, 'create-booking', booking(s, at(D, '16:15')));
  assert.equal(made.status, 201);
  assert.equal(made.body.booking.start_at, `${D}T16:15:00+08:00`);
  const [mail] = await mails(srv, a.email, 'booking-confirmed');
  assert.match(mail.text_body, /16:15–17:15 HKT/);
});

test('an unanswered request expires: cancelled (expired), cells freed, user e-mailed', async () => {
  const s = await shop(srv, { autoConfirm: false });
  const a = await person(srv, { lang: 'zh' });
  const req = await call(a.sb, 'create-booking', booking(s, at(D, '11:00')));
  assert.equal(req.status, 201);
  const id = req.body.booking.id;
  const row = await until(async () => {
    const [r] = await rows(srv, `SELECT status, cancel_reason, cancelled_by FROM bookings WHERE id = '${id}'`);
    return r.status === 'cancelled' ? r : null;
  });
  assert.deepEqual(row, { status: 'cancelled', cancel_reason: 'expired', cancelled_by: 'system' });
  assert.deepEqual(await cells(srv, id), []);
  const expired = await mails(srv, a.email, 'booking-expired');
  assert.equal(expired.length, 1);
  assert.equal(expired[0].lang, 'zh');
  assert.equal(expired[0].subject, '預約請求已過期：光光美甲');
});

test('the 24 h reminder is sent once, with two servers sweeping one database', async () => {
  second = await startServer({ env: { ...FAST, EMU_BOOKING_SWEEP_MS: '150' }, db: srv.db });
  const s = await shop(srv);
  const a = await person(srv);
  const made = await call(a.sb, 'create-booking', booking(s, at(hkDate(10), '11:00')));
  const start = Date.now() + 20 * 3600_000;
  await exec(
    srv,
    `UPDATE bookings SET start_at = '${stored(start)}', end_at = '${stored(start + 3600_000)}',
       occupied_until = '${stored(start + 4500_000)}' WHERE id = '${made.body.booking.id}'`,
  );
  const sent = await until(async () => (await mails(srv, a.email, 'booking-reminder')).length > 0);
  assert.ok(sent);
  await sleep(1000); // several more sweeps by both servers
  const reminders = await mails(srv, a.email, 'booking-reminder');
  assert.equal(reminders.length, 1);
  assert.match(reminders[0].ics, /BEGIN:VEVENT/);
  await second.stop();
  second = null;
});

test('confirmed bookings complete after their end; no-shows stay', async () => {
  const s = await shop(srv);
  const [a, b] = await Promise.all([person(srv), person(srv)]);
  const one = (await call(a.sb, 'create-booking', booking(s, at(D, '10:00')))).body.booking;
  const two = (await call(b.sb, 'create-booking', booking(s, at(D, '14:00')))).body.booking;
  const noShow = await call(s.owner.sb, 'respond-booking', { bookingId: two.id, action: 'no_show' });
  assert.equal(noShow.status, 200);
  const past = Date.now() - 3 * 3600_000;
  await exec(
    srv,
    `UPDATE bookings SET start_at = '${stored(past)}', end_at = '${stored(past + 3600_000)}'
      WHERE id IN ('${one.id}', '${two.id}')`,
  );
  const done = await until(async () => {
    const [r] = await rows(srv, `SELECT status FROM bookings WHERE id = '${one.id}'`);
    return r.status === 'completed';
  });
  assert.ok(done);
  const [r2] = await rows(srv, `SELECT status FROM bookings WHERE id = '${two.id}'`);
  assert.equal(r2.status, 'no_show');
});

test('weather: admin switch, banner state, affected bookings cancel free, no slot within 2 h', async () => {
  const s = await shop(srv, { minNotice: 0, hours: [['00:00', '24:00']] });
  const adminUser = await createUser(srv, { email: `wx-admin-${Date.now()}@example.hk`, roles: ['user', 'admin'] });
  const admin = client(srv, adminUser.token);
  const [a, b] = await Promise.all([person(srv), person(srv)]);
  const near = (await call(a.sb, 'create-booking', booking(s, at(hkDate(7), '10:00')))).body.booking;
  const far = (await call(b.sb, 'create-booking', booking(s, at(hkDate(7), '14:00')))).body.booking;
  const soon = Date.now() + 60 * 60000;
  const later = Date.now() + 20 * 3600_000;
  await exec(
    srv,
    `UPDATE bookings SET start_at = '${stored(soon)}', end_at = '${stored(soon + 3600_000)}' WHERE id = '${near.id}';
     UPDATE bookings SET start_at = '${stored(later)}', end_at = '${stored(later + 3600_000)}' WHERE id = '${far.id}';`,
  );
  const today = hkDate(0);
  const beforeList = await call(client(srv), 'available-slots', { shopId: s.shopId, serviceId: s.serviceId, date: today, staffId: s.bea });

  const on = await call(admin, 'set-weather', { kind: 'T8', active: true });
  assert.equal(on.status, 200, JSON.stringify(on.body));
  assert.equal(on.body.weather.active, true);
  const banner = await client(srv).from('weather_events').select('kind, ended_at').is('ended_at', null);
  assert.deepEqual(banner.data, [{ kind: 'T8', ended_at: null }]);

  const list = await call(client(srv), 'available-slots', { shopId: s.shopId, serviceId: s.serviceId, date: today, staffId: s.bea });
  const limit = Date.now() + 120 * 60000;
  for (const slot of list.body.slots) assert.ok(new Date(slot.start_at).getTime() >= limit - 60000, slot.start_at);
  if (beforeList.body.slots.length > 0) {
    const earliest = new Date(beforeList.body.slots[0].start_at).getTime();
    if (earliest < limit - 60000) assert.notEqual(list.body.slots[0]?.start_at, beforeList.body.slots[0].start_at);
  }

  const [nearRow] = await rows(srv, `SELECT weather_affected FROM bookings WHERE id = '${near.id}'`);
  assert.ok(nearRow.weather_affected === true || nearRow.weather_affected === 1 || nearRow.weather_affected === 't');
  const free = await call(a.sb, 'cancel-booking', { bookingId: near.id });
  assert.equal(free.status, 200, JSON.stringify(free.body));
  assert.equal(free.body.booking.cancel_reason, 'weather');
  const notFree = await call(b.sb, 'cancel-booking', { bookingId: far.id });
  assert.equal(notFree.status, 409);
  assert.equal(notFree.body.code, 'outside_cancel_window');

  const off = await call(admin, 'set-weather', { kind: 'T8', active: false });
  assert.equal(off.status, 200);
  assert.equal(off.body.weather.active, false);
  assert.ok(off.body.weather.ended_at);
  const audit = await rows(srv, `SELECT action FROM audit_log WHERE action LIKE 'weather.%' ORDER BY created_at`);
  assert.deepEqual(audit.map((x) => x.action), ['weather.on', 'weather.off']);
});
