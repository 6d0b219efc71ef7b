// Booking (issue 14, marketplace.md C.3 and 3.2-3.3) through supabase-js functions.invoke:
// the slot list of scenario 2, create with its cells, e-mails and audit row, idempotency,
// "Any staff" falling through, cancel and rebook, atomic reschedule, request mode, every
// refusal of C.3 with its status, code and message, the weather rule and the tables' policies.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer } from '../lib/server.mjs';
import { client, exec, rows } from '../lib/rest-fixtures.mjs';
import {
  SLOT_TAKEN,
  at,
  booking,
  call,
  cells,
  hkDate,
  mails,
  overlaps,
  person,
  shop,
  stored,
} from './booking_support.mjs';

let srv;
before(async () => {
  srv = await startServer();
});
after(async () => {
  await srv?.stop();
});

const D = hkDate(3);

test('available-slots: scenario 2 (hours, lunch break, duration, buffer), HKT', async () => {
  const s = await shop(srv);
  const ann = await person(srv);
  const made = await call(ann.sb, 'create-booking', booking(s, at(D, '15:00')));
  assert.equal(made.status, 201, JSON.stringify(made.body));
  const anon = client(srv);
  const res = await call(anon, 'available-slots', { shopId: s.shopId, serviceId: s.serviceId, date: D, staffId: s.amy });
  assert.equal(res.status, 200, JSON.stringify(res.body));
  assert.equal(res.body.date, D);
  assert.equal(res.body.timezone, 'Asia/Hong_Kong');
  const times = res.body.slots.map((x) => x.time);
  assert.deepEqual(times, [
    '10:00', '10:15', '10:30', '10:45', '11:00', '11:15', '11:30', '11:45', '12:00',
    '16:15', '16:30', '16:45', '17:00', '17:15', '17:30', '17:45', '18:00',
  ]);
  assert.equal(res.body.slots[0].start_at, at(D, '10:00'));
  assert.deepEqual(res.body.slots[0].staff_ids, [s.amy]);
  // Any staff: the union, Bea free at 15:00.
  const any = await call(anon, 'available-slots', { shopId: s.shopId, serviceId: s.serviceId, date: D });
  const three = any.body.slots.find((x) => x.time === '15:00');
  assert.deepEqual(three.staff_ids, [s.bea]);
});

test('create-booking: 201 confirmed, 15 cells, e-mails in the recipient language with .ics, audit; same key 200', async () => {
  const s = await shop(srv);
  const zoe = await person(srv, { lang: 'zh' });
  const body = booking(s, at(D, '16:15'), s.amy, { note: 'Short nails please' });
  const res = await call(zoe.sb, 'create-booking', body);
  assert.equal(res.status, 201, JSON.stringify(res.body));
  const b = res.body.booking;
  assert.equal(b.status, 'confirmed');
  assert.equal(b.start_at, at(D, '16:15'));
  assert.equal(b.end_at, at(D, '17:15'));
  assert.equal(b.occupied_until, at(D, '17:30'));
  assert.equal(b.staff_id, s.amy);
  assert.equal(b.user_id, zoe.id);
  assert.equal(b.note, 'Short nails please');
  assert.equal(b.price_hkd, 380);
  assert.equal(b.booking_time, '16:15:00');
  assert.equal((await cells(srv, b.id)).length, 15);

  const again = await call(zoe.sb, 'create-booking', body);
  assert.equal(again.status, 200);
  assert.equal(again.body.booking.id, b.id);
  assert.equal(Number((await rows(srv, `SELECT count(*) AS n FROM bookings WHERE user_id = '${zoe.id}'`))[0].n), 1);

  const [mail] = await mails(srv, zoe.email, 'booking-confirmed');
  assert.equal(mail.lang, 'zh');
  assert.equal(mail.subject, '預約已確認：光光美甲');
  const zhAt = mail.text_body.indexOf('16:15–17:15（香港時間）');
  const enAt = mail.text_body.indexOf('16:15–17:15 HKT');
  assert.ok(zhAt >= 0 && enAt > zhAt, mail.text_body);
  assert.match(mail.ics, /BEGIN:VCALENDAR/);
  const utc = new Date(at(D, '16:15')).toISOString().replace(/[-:]/g, '').replace('.000', '');
  assert.ok(mail.ics.includes(`DTSTART:${utc}`), mail.ics);
  const notice = await mails(srv, s.owner.email, 'booking-merchant-new');
  assert.equal(notice.length, 1);
  assert.match(notice[0].text_body, new RegExp(zoe.email.replace('.', '\\.')));
  const audit = await rows(srv, `SELECT action, actor_id FROM audit_log WHERE entity_id = '${b.id}'`);
  assert.deepEqual(audit.map((a) => [a.action, a.actor_id]), [['booking.create', zoe.id]]);
});

test('"Any staff" falls through to the next free staff member; none free is 409 slot_taken', async () => {
  const s = await shop(srv);
  const [a, b, c, d] = await Promise.all([person(srv), person(srv), person(srv), person(srv)]);
  // Equal minutes for both (60 each): Amy comes first by sort order, but is taken at 11:00.
  assert.equal((await call(a.sb, 'create-booking', booking(s, at(D, '11:00'), s.amy))).status, 201);
  assert.equal((await call(b.sb, 'create-booking', booking(s, at(D, '16:00'), s.bea))).status, 201);
  const any = await call(c.sb, 'create-booking', booking(s, at(D, '11:00'), null));
  assert.equal(any.status, 201, JSON.stringify(any.body));
  assert.equal(any.body.booking.staff_id, s.bea);
  const none = await call(d.sb, 'create-booking', booking(s, at(D, '11:30'), null));
  assert.equal(none.status, 409);
  assert.equal(none.body.code, 'slot_taken');
  assert.equal(none.body.message, SLOT_TAKEN);
  assert.equal(await overlaps(srv, s.shopId), 0);
});

test('cancel frees the cells at once and the time can be booked again', async () => {
  const s = await shop(srv);
  const [a, b] = await Promise.all([person(srv), person(srv)]);
  const first = await call(a.sb, 'create-booking', booking(s, at(D, '14:00')));
  const id = first.body.booking.id;
  const blocked = await call(b.sb, 'create-booking', booking(s, at(D, '14:30')));
  assert.equal(blocked.status, 409);
  const cancelled = await call(a.sb, 'cancel-booking', { bookingId: id, reason: 'Sick' });
  assert.equal(cancelled.status, 200, JSON.stringify(cancelled.body));
  assert.equal(cancelled.body.booking.status, 'cancelled');
  assert.equal(cancelled.body.booking.cancelled_by, 'customer');
  assert.deepEqual(await cells(srv, id), []);
  assert.equal((await mails(srv, a.email, 'booking-cancelled')).length, 1);
  assert.equal((await mails(srv, s.owner.email, 'booking-merchant-cancelled')).length, 1);
  const slots = await call(client(srv), 'available-slots', { shopId: s.shopId, serviceId: s.serviceId, date: D, staffId: s.amy });
  assert.ok(slots.body.slots.some((x) => x.time === '14:00'));
  const rebook = await call(b.sb, 'create-booking', booking(s, at(D, '14:30')));
  assert.equal(rebook.status, 201);
  const again = await call(a.sb, 'cancel-booking', { bookingId: id });
  assert.equal(again.status, 409);
  assert.equal(again.body.code, 'not_cancellable');
  assert.equal(again.body.message, 'This booking can no longer be changed.');
});

test('reschedule moves the cells; a failed reschedule leaves the booking and its cells as they were', async () => {
  const s = await shop(srv);
  const [a, b] = await Promise.all([person(srv), person(srv)]);
  const mine = (await call(a.sb, 'create-booking', booking(s, at(D, '16:15')))).body.booking;
  const moved = await call(a.sb, 'reschedule-booking', { bookingId: mine.id, startAt: at(D, '17:30') });
  assert.equal(moved.status, 200, JSON.stringify(moved.body));
  assert.equal(moved.body.booking.start_at, at(D, '17:30'));
  assert.equal(moved.body.booking.booking_time, '17:30:00');
  assert.equal((await mails(srv, a.email, 'booking-rescheduled')).length, 1);
  const slots = await call(client(srv), 'available-slots', { shopId: s.shopId, serviceId: s.serviceId, date: D, staffId: s.amy });
  const times = slots.body.slots.map((x) => x.time);
  assert.ok(times.includes('16:15') && !times.includes('17:30'));

  const theirs = await call(b.sb, 'create-booking', booking(s, at(D, '10:00')));
  assert.equal(theirs.status, 201);
  const before = await cells(srv, mine.id);
  const row = async () => (await rows(srv, `SELECT start_at, end_at, occupied_until, staff_id, status FROM bookings WHERE id = '${mine.id}'`))[0];
  const beforeRow = await row();
  const failed = await call(a.sb, 'reschedule-booking', { bookingId: mine.id, startAt: at(D, '10:30') });
  assert.equal(failed.status, 409);
  assert.equal(failed.body.code, 'slot_taken');
  assert.equal(failed.body.message, SLOT_TAKEN);
  assert.deepEqual(await row(), beforeRow);
  assert.deepEqual(await cells(srv, mine.id), before);
  assert.equal(before.length, 15);
  assert.equal(await overlaps(srv, s.shopId), 0);
});

test('request mode: pending holds the slot; confirm and decline e-mail the user in their language', async () => {
  const s = await shop(srv, { autoConfirm: false });
  const [a, b, c] = await Promise.all([person(srv, { lang: 'en' }), person(srv), person(srv, { lang: 'zh' })]);
  const req = await call(a.sb, 'create-booking', booking(s, at(D, '11:00')));
  assert.equal(req.status, 201);
  assert.equal(req.body.booking.status, 'pending');
  assert.ok(req.body.booking.expires_at);
  const sent = await mails(srv, a.email, 'booking-requested');
  assert.equal(sent.length, 1);
  assert.equal(sent[0].subject, 'Booking request sent: Glow Nails');
  const blocked = await call(b.sb, 'create-booking', booking(s, at(D, '11:30')));
  assert.equal(blocked.status, 409);
  assert.equal(blocked.body.code, 'slot_taken');

  const notOwner = await call(b.sb, 'respond-booking', { bookingId: req.body.booking.id, action: 'confirm' });
  assert.equal(notOwner.status, 403);
  assert.equal(notOwner.body.code, 'forbidden');
  const early = await call(s.owner.sb, 'respond-booking', { bookingId: req.body.booking.id, action: 'complete' });
  assert.equal(early.status, 409);
  assert.equal(early.body.code, 'invalid_transition');
  assert.equal(early.body.message, 'This action does not apply to the booking any more.');
  const ok = await call(s.owner.sb, 'respond-booking', { bookingId: req.body.booking.id, action: 'confirm' });
  assert.equal(ok.status, 200, JSON.stringify(ok.body));
  assert.equal(ok.body.booking.status, 'confirmed');
  const confirmed = await mails(srv, a.email, 'booking-confirmed');
  assert.equal(confirmed.length, 1);
  assert.match(confirmed[0].ics, /STATUS:CONFIRMED/);

  const other = await call(c.sb, 'create-booking', booking(s, at(D, '14:00')));
  const declined = await call(s.owner.sb, 'respond-booking', { bookingId: other.body.booking.id, action: 'decline', reason: 'Fully booked' });
  assert.equal(declined.status, 200);
  assert.equal(declined.body.booking.status, 'cancelled');
  assert.equal(declined.body.booking.cancel_reason, 'declined');
  assert.equal(declined.body.booking.decline_reason, 'Fully booked');
  assert.deepEqual(await cells(srv, other.body.booking.id), []);
  const [mail] = await mails(srv, c.email, 'booking-declined');
  assert.equal(mail.lang, 'zh');
  assert.equal(mail.subject, '預約被拒：光光美甲');
  assert.match(mail.text_body, /原因: Fully booked/);
  assert.equal((await call(b.sb, 'create-booking', booking(s, at(D, '14:00')))).status, 201);
});

test('refusals of C.3: status, code and message', async () => {
  const s = await shop(srv);
  const [a, b] = await Promise.all([person(srv), person(srv)]);
  const anon = client(srv);
  const unauth = await call(anon, 'create-booking', booking(s, at(D, '10:00')));
  assert.equal(unauth.status, 401);

  const soon = new Date(Date.now() + 20 * 60000);
  const soonHk = new Date(soon.getTime() + 8 * 3600_000).toISOString();
  const tooSoon = await call(a.sb, 'create-booking', booking(s, at(soonHk.slice(0, 10), `${soonHk.slice(11, 13)}:00`)));
  assert.equal(tooSoon.status, 422);
  assert.equal(tooSoon.body.code, 'too_soon');
  assert.equal(tooSoon.body.message, 'This time is too soon to book. Please choose a later time.');

  const tooFar = await call(a.sb, 'create-booking', booking(s, at(hkDate(90), '11:00')));
  assert.equal(tooFar.status, 422);
  assert.equal(tooFar.body.code, 'too_far');
  assert.equal(tooFar.body.message, 'This date is too far ahead to book.');

  const lunch = await call(a.sb, 'create-booking', booking(s, at(D, '12:15')));
  assert.equal(lunch.status, 422);
  assert.equal(lunch.body.code, 'outside_hours');
  assert.equal(lunch.body.message, 'This time is not available. Please choose one of the times shown.');

  const holiday = hkDate(4);
  await exec(
    srv,
    `INSERT INTO time_off (id, business_id, staff_id, starts_at, ends_at, reason) VALUES
     ('${crypto.randomUUID()}', '${s.shopId}', NULL, '${at(holiday, '00:00')}', '${at(hkDate(5), '00:00')}', 'holiday')`,
  );
  const closed = await call(a.sb, 'create-booking', booking(s, at(holiday, '11:00')));
  assert.equal(closed.status, 422);
  assert.equal(closed.body.code, 'shop_closed');
  assert.equal(closed.body.message, 'The shop is closed on this day.');
  const closedList = await call(anon, 'available-slots', { shopId: s.shopId, serviceId: s.serviceId, date: holiday });
  assert.deepEqual(closedList.body.slots, []);

  const badDate = await call(anon, 'available-slots', { shopId: s.shopId, serviceId: s.serviceId, date: '2026-02-30' });
  assert.equal(badDate.status, 400);
  assert.equal(badDate.body.code, 'invalid_parameter');
  const missing = await call(anon, 'available-slots', { shopId: s.shopId, serviceId: crypto.randomUUID(), date: D });
  assert.equal(missing.status, 404);
  assert.equal(missing.body.code, 'not_found');

  // Someone else's booking; the notice window (20 h to go); reschedule in the window.
  const mine = (await call(a.sb, 'create-booking', booking(s, at(D, '10:00')))).body.booking;
  const foreign = await call(b.sb, 'cancel-booking', { bookingId: mine.id });
  assert.equal(foreign.status, 403);
  assert.equal(foreign.body.code, 'forbidden');
  const start = Date.now() + 20 * 3600_000;
  await exec(
    srv,
    `UPDATE bookings SET start_at = '${stored(start)}', end_at = '${stored(start + 3600_000)}' WHERE id = '${mine.id}'`,
  );
  const late = await call(a.sb, 'cancel-booking', { bookingId: mine.id });
  assert.equal(late.status, 409);
  assert.equal(late.body.code, 'outside_cancel_window');
  assert.equal(late.body.message, 'Less than 24 hours to go. Please contact the shop.');
  const lateMove = await call(a.sb, 'reschedule-booking', { bookingId: mine.id, startAt: at(D, '16:00') });
  assert.equal(lateMove.status, 409);
  assert.equal(lateMove.body.code, 'outside_cancel_window');
  // The shop may still cancel it.
  const byShop = await call(s.owner.sb, 'respond-booking', { bookingId: mine.id, action: 'cancel', reason: 'Staff ill' });
  assert.equal(byShop.status, 200);
  assert.equal(byShop.body.booking.cancelled_by, 'merchant');
  assert.equal((await mails(srv, a.email, 'booking-cancelled')).length, 1);

  const weather = await call(a.sb, 'set-weather', { kind: 'T8', active: true });
  assert.equal(weather.status, 403);
  assert.equal(weather.body.code, 'forbidden');
});

test('policies: a user reads only their own bookings; booking_slots is closed to clients; weather is public', async () => {
  const s = await shop(srv);
  const [a, b] = await Promise.all([person(srv), person(srv)]);
  const mine = (await call(a.sb, 'create-booking', booking(s, at(D, '10:00')))).body.booking;
  await call(b.sb, 'create-booking', booking(s, at(D, '14:00')));
  const read = await a.sb.from('bookings').select('id, user_id, start_at').eq('shop_id', s.shopId);
  assert.equal(read.error, null);
  assert.deepEqual(read.data.map((r) => r.id), [mine.id]);
  const slots = await a.sb.from('booking_slots').select('*');
  assert.ok(slots.error);
  const write = await a.sb.from('booking_slots').insert({ staff_id: s.amy, slot_start: at(D, '18:00'), booking_id: mine.id });
  assert.ok(write.error);
  assert.equal(Number((await rows(srv, `SELECT count(*) AS n FROM booking_slots WHERE booking_id = '${mine.id}'`))[0].n), 15);
  // A raw insert cannot carry times or a staff member (only create-booking writes cells).
  const raw = await a.sb.from('bookings').insert({ user_id: a.id, shop_id: s.shopId, booking_date: D, booking_time: '18:00', status: 'pending', staff_id: s.amy });
  assert.ok(raw.error);
  const weather = await client(srv).from('weather_events').select('kind, started_at, ended_at');
  assert.equal(weather.error, null);
  assert.ok(Array.isArray(weather.data));
});

test('the shop owner sets the booking rules through /rest/v1: request mode and the notice window', async () => {
  const s = await shop(srv);
  const a = await person(srv);
  const set = await s.owner.sb
    .from('businesses')
    .update({ auto_confirm: false, cancel_notice_hours: 6 })
    .eq('id', s.shopId)
    .select('auto_confirm, cancel_notice_hours');
  assert.equal(set.error, null, JSON.stringify(set.error));
  assert.deepEqual(set.data, [{ auto_confirm: false, cancel_notice_hours: 6 }]);
  const bad = await s.owner.sb.from('businesses').update({ slot_step_min: 7 }).eq('id', s.shopId);
  assert.ok(bad.error);
  const req = await call(a.sb, 'create-booking', booking(s, at(D, '10:00')));
  assert.equal(req.body.booking.status, 'pending');
  const other = await person(srv);
  const denied = await other.sb.from('businesses').update({ auto_confirm: true }).eq('id', s.shopId).select('id');
  assert.deepEqual(denied.data ?? [], []);
});
