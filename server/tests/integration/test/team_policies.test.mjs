// The C.1 table per role, enforced on the server (salon-day.md C.1, C.5.4): the shop's owner, a
// manager, a staff member (Amy), a manager of another shop and a removed member, each through
// supabase-js REST (what they read and change), the functions (the book, respond-booking,
// analytics, review replies, the team) and Realtime (what they hear). A staff member never
// reads or changes another staff member's calendar or another shop's anything.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer } from '../lib/server.mjs';
import { apiKeys, insertRow, rows } from '../lib/rest-fixtures.mjs';
import { at, booking, call, hkDate, person, shop } from './booking_support.mjs';
import { listen, liveClient } from './realtime_support.mjs';

let srv;
let w; // the world: one shop with its team, bookings, blocks, a review, and a second shop
const clients = [];
before(async () => {
  srv = await startServer();
  w = await world();
});
after(async () => {
  for (const c of clients) await c.removeAllChannels();
  await srv?.stop();
});

const D = hkDate(6);
const NOT_MEMBER = "You are not a member of this shop's team.";
const OWN_CALENDAR = 'A staff member can only change their own calendar.';

async function invite(s, by, email, role, staffId) {
  const res = await call(by.sb, 'invite-member', { shopId: s.shopId, email, role, ...(staffId ? { staffId } : {}) });
  assert.equal(res.status, 201, JSON.stringify(res.body));
  const [mail] = await rows(srv, `SELECT params FROM email_outbox WHERE to_email = '${email}' AND email_type = 'team-invitation' ORDER BY created_at DESC LIMIT 1`);
  const params = typeof mail.params === 'string' ? JSON.parse(mail.params) : mail.params;
  return { id: res.body.member.id, token: new URL(params.link).searchParams.get('token') };
}

async function join(s, who, role, staffId) {
  const { id, token } = await invite(s, s.owner, who.email, role, staffId);
  const res = await call(who.sb, 'accept-invitation', { token });
  assert.equal(res.status, 200, JSON.stringify(res.body));
  return id;
}

async function world() {
  const s = await shop(srv);
  const other = await shop(srv);
  const manager = await person(srv, { prefix: 'manager' });
  const stylist = await person(srv, { prefix: 'stylist' });
  const outsider = await person(srv, { prefix: 'other-manager' });
  const removed = await person(srv, { prefix: 'removed' });
  await join(s, manager, 'manager');
  const stylistMember = await join(s, stylist, 'staff', s.amy);
  await join(other, outsider, 'manager');
  const removedMember = await join(s, removed, 'staff', s.amy);
  assert.equal((await call(s.owner.sb, 'update-member', { memberId: removedMember, remove: true })).status, 200);

  // Amy's customer and Bea's customer book online (confirmed at once).
  const amyCustomer = await person(srv, { prefix: 'amy-customer' });
  const beaCustomer = await person(srv, { prefix: 'bea-customer' });
  const amyBooking = await call(amyCustomer.sb, 'create-booking', booking(s, at(D, '10:00'), s.amy));
  const beaBooking = await call(beaCustomer.sb, 'create-booking', booking(s, at(D, '10:00'), s.bea));
  assert.equal(amyBooking.status, 201, JSON.stringify(amyBooking.body));
  assert.equal(beaBooking.status, 201, JSON.stringify(beaBooking.body));
  // Lunch blocked for each.
  const amyBlock = await call(s.owner.sb, 'block-time', { shopId: s.shopId, staffId: s.amy, startAt: at(D, '12:00'), endAt: at(D, '13:00') });
  const beaBlock = await call(s.owner.sb, 'block-time', { shopId: s.shopId, staffId: s.bea, startAt: at(D, '12:00'), endAt: at(D, '13:00') });
  assert.equal(amyBlock.status, 201);
  assert.equal(beaBlock.status, 201);
  const timeOff = await insertRow(srv, 'time_off', { business_id: s.shopId, staff_id: s.bea, starts_at: at(hkDate(20), '10:00'), ends_at: at(hkDate(20), '19:00'), reason: 'leave' });
  const review = await insertRow(srv, 'reviews', { user_id: amyCustomer.id, shop_id: s.shopId, rating: 5, comment: 'Lovely', status: 'published' });
  return {
    s,
    other,
    people: { owner: s.owner, manager, staff: stylist, otherShop: outsider, removed },
    amyCustomer,
    beaCustomer,
    amyBookingId: amyBooking.body.booking.id,
    beaBookingId: beaBooking.body.booking.id,
    amyBlockId: amyBlock.body.block.id,
    beaBlockId: beaBlock.body.block.id,
    timeOff,
    review,
    stylistMember,
  };
}

const ROLES = ['owner', 'manager', 'staff', 'otherShop', 'removed'];

/** The ids a role reads of `table` under `filter` (none when the table is closed to them: 42501). */
async function seen(role, table, column, value, select = 'id') {
  const res = await w.people[role].sb.from(table).select(select).eq(column, value);
  if (res.error) {
    assert.equal(res.error.code, '42501', `${role} ${table}: ${JSON.stringify(res.error)}`);
    return [];
  }
  return res.data;
}

function expectCode(res, status, code, message) {
  assert.equal(res.status, status, JSON.stringify(res.body));
  assert.equal(res.body.code, code);
  if (message) assert.equal(res.body.message, message);
}

// ---------------------------------------------------------------- REST reads

test('bookings: the owner and the manager read the whole calendar, the staff member only their own, the others nothing', async () => {
  const expected = {
    owner: [w.amyBookingId, w.beaBookingId],
    manager: [w.amyBookingId, w.beaBookingId],
    staff: [w.amyBookingId],
    otherShop: [],
    removed: [],
  };
  for (const role of ROLES) {
    const ids = (await seen(role, 'bookings', 'shop_id', w.s.shopId)).map((r) => r.id).sort();
    assert.deepEqual(ids, expected[role].sort(), role);
  }
  // The staff member's own booking carries its customer's profile (C.1: own bookings' customers).
  const own = await w.people.staff.sb.from('bookings').select('id, user:user_profiles(email)').eq('id', w.amyBookingId).single();
  assert.equal(own.data.user.email, w.amyCustomer.email);
});

test("customers' profiles: the owner and manager see every customer's, the staff member only their own bookings' customers", async () => {
  for (const role of ROLES) {
    const amy = (await seen(role, 'user_profiles', 'user_id', w.amyCustomer.id, 'user_id')).length;
    const bea = (await seen(role, 'user_profiles', 'user_id', w.beaCustomer.id, 'user_id')).length;
    const expected = { owner: [1, 1], manager: [1, 1], staff: [1, 0], otherShop: [0, 0], removed: [0, 0] }[role];
    assert.deepEqual([amy, bea], expected, role);
  }
});

test('blocked time and time off: the staff member reads only their own calendar', async () => {
  for (const role of ROLES) {
    const blocks = (await seen(role, 'blocks', 'shop_id', w.s.shopId)).map((r) => r.id).sort();
    const expected = { owner: [w.amyBlockId, w.beaBlockId], manager: [w.amyBlockId, w.beaBlockId], staff: [w.amyBlockId], otherShop: [], removed: [] }[role];
    assert.deepEqual(blocks, expected.sort(), role);
    const off = (await seen(role, 'time_off', 'business_id', w.s.shopId)).map((r) => r.id);
    assert.deepEqual(off, ['owner', 'manager'].includes(role) ? [w.timeOff] : [], `${role} time_off`);
  }
});

test("the team list: the owner and the manager read the shop's members, a member only their own row", async () => {
  const all = await seen('owner', 'shop_members', 'shop_id', w.s.shopId, 'email');
  assert.equal(all.length, 3); // manager, staff, removed
  assert.equal((await seen('manager', 'shop_members', 'shop_id', w.s.shopId, 'email')).length, 3);
  assert.deepEqual(await seen('staff', 'shop_members', 'shop_id', w.s.shopId, 'email'), [{ email: w.people.staff.email }]);
  assert.deepEqual(await seen('otherShop', 'shop_members', 'shop_id', w.s.shopId, 'email'), []);
  assert.deepEqual(await seen('removed', 'shop_members', 'shop_id', w.s.shopId, 'status'), [{ status: 'removed' }]);
  // The invitations' token hashes are not exposed at all.
  assert.equal((await w.people.owner.sb.from('shop_invitations').select('id')).error?.code, 'PGRST205');
});

test('reviews: a hidden review is read by the owner and the manager, not by staff or others', async () => {
  const hidden = await insertRow(srv, 'reviews', { user_id: w.beaCustomer.id, shop_id: w.s.shopId, rating: 1, comment: 'Spam', status: 'hidden' });
  for (const role of ROLES) {
    const ids = (await seen(role, 'reviews', 'id', hidden)).map((r) => r.id);
    assert.deepEqual(ids, ['owner', 'manager'].includes(role) ? [hidden] : [], role);
  }
});

// ---------------------------------------------------------------- REST writes

test('store page and services: the owner and the manager change them; staff, another shop and a removed member change nothing', async () => {
  for (const role of ROLES) {
    const price = 400 + ROLES.indexOf(role);
    const res = await w.people[role].sb.from('services').update({ price }).eq('id', w.s.serviceId).select('price');
    const changed = res.error ? [] : res.data;
    assert.deepEqual(changed, ['owner', 'manager'].includes(role) ? [{ price }] : [], role);
    const shopRes = await w.people[role].sb.from('businesses').update({ description: `by ${role}` }).eq('id', w.s.shopId).select('description');
    assert.deepEqual(shopRes.error ? [] : shopRes.data, ['owner', 'manager'].includes(role) ? [{ description: `by ${role}` }] : [], `${role} businesses`);
  }
  const [row] = await rows(srv, `SELECT price FROM services WHERE id = '${w.s.serviceId}'`);
  assert.equal(Number(row.price), 401, "the manager's change is the last that landed");
  // Staff hours: the manager adds a row for Amy; the staff member cannot, not even their own.
  const byManager = await w.people.manager.sb.from('staff_hours').insert({ staff_id: w.s.amy, weekday: 0, start_time: '20:00', end_time: '21:00' }).select('id');
  assert.equal(byManager.status, 201, JSON.stringify(byManager.error));
  const byStaff = await w.people.staff.sb.from('staff_hours').insert({ staff_id: w.s.amy, weekday: 1, start_time: '20:00', end_time: '21:00' });
  assert.equal(byStaff.error?.code, '42501');
  const intoOther = await w.people.manager.sb.from('staff').insert({ business_id: w.other.shopId, name: 'Intruder' });
  assert.equal(intoOther.error?.code, '42501');
});

// ---------------------------------------------------------------- functions

test("the book: staff enter bookings and blocks on their own calendar only; other shops' members and removed members are not members", async () => {
  const manual = (staffId, hhmm) => ({
    shopId: w.s.shopId,
    serviceId: w.s.serviceId,
    staffId,
    startAt: at(D, hhmm),
    customer: { name: 'Chan Tai Man', phone: '+852 9123 4567' },
    source: 'walk_in',
  });
  const block = (staffId, hhmm) => ({ shopId: w.s.shopId, staffId, startAt: at(D, hhmm), endAt: at(D, `${hhmm.slice(0, 2)}:30`) });
  const { staff, manager, otherShop, removed } = w.people;

  assert.equal((await call(staff.sb, 'create-manual-booking', manual(w.s.amy, '15:00'))).status, 201);
  expectCode(await call(staff.sb, 'create-manual-booking', manual(w.s.bea, '15:00')), 403, 'forbidden', OWN_CALENDAR);
  expectCode(await call(staff.sb, 'create-manual-booking', manual(null, '16:00')), 403, 'forbidden', OWN_CALENDAR);
  assert.equal((await call(manager.sb, 'create-manual-booking', manual(w.s.bea, '15:00'))).status, 201);
  expectCode(await call(otherShop.sb, 'create-manual-booking', manual(w.s.bea, '17:00')), 403, 'not_member', NOT_MEMBER);
  expectCode(await call(removed.sb, 'create-manual-booking', manual(w.s.amy, '17:00')), 403, 'not_member', NOT_MEMBER);

  const own = await call(staff.sb, 'block-time', block(w.s.amy, '18:00'));
  assert.equal(own.status, 201);
  expectCode(await call(staff.sb, 'block-time', block(w.s.bea, '18:00')), 403, 'forbidden', OWN_CALENDAR);
  expectCode(await call(staff.sb, 'block-time', block(null, '18:00')), 403, 'forbidden', OWN_CALENDAR);
  expectCode(await call(staff.sb, 'unblock-time', { blockId: w.beaBlockId }), 403, 'forbidden', OWN_CALENDAR);
  expectCode(await call(otherShop.sb, 'unblock-time', { blockId: own.body.block.id }), 403, 'not_member', NOT_MEMBER);
  assert.equal((await call(staff.sb, 'unblock-time', { blockId: own.body.block.id })).status, 200);
  assert.equal((await call(manager.sb, 'block-time', block(null, '18:00'))).status, 201, 'a manager blocks the whole shop');

  // The calendar: a staff member reads their own week only; a manager the whole shop's.
  const week = (staffId) => ({ shopId: w.s.shopId, from: D, days: 1, ...(staffId ? { staffId } : {}) });
  const ownWeek = await call(staff.sb, 'shop-calendar', week(w.s.amy));
  assert.equal(ownWeek.status, 200, JSON.stringify(ownWeek.body));
  assert.ok(JSON.stringify(ownWeek.body).includes(w.amyBookingId));
  assert.ok(!JSON.stringify(ownWeek.body).includes(w.beaBookingId), "Bea's booking is not in Amy's calendar");
  expectCode(await call(staff.sb, 'shop-calendar', week(w.s.bea)), 403, 'forbidden', OWN_CALENDAR);
  expectCode(await call(staff.sb, 'shop-calendar', week(null)), 403, 'forbidden', OWN_CALENDAR);
  expectCode(await call(otherShop.sb, 'shop-calendar', week(null)), 403, 'not_member', NOT_MEMBER);
  const shopWeek = await call(manager.sb, 'shop-calendar', week(null));
  assert.equal(shopWeek.status, 200);
  assert.ok(JSON.stringify(shopWeek.body).includes(w.beaBookingId));

  // Moves: not Bea's booking, and not onto Bea.
  expectCode(await call(staff.sb, 'move-booking', { bookingId: w.beaBookingId, startAt: at(D, '11:00') }), 403, 'forbidden', OWN_CALENDAR);
  expectCode(await call(staff.sb, 'move-booking', { bookingId: w.amyBookingId, startAt: at(D, '16:00'), staffId: w.s.bea }), 403, 'forbidden', OWN_CALENDAR);
  const [still] = await rows(srv, `SELECT staff_id FROM bookings WHERE id = '${w.amyBookingId}'`);
  assert.equal(still.staff_id, w.s.amy);
  // Nothing of Bea's changed: her bookings and blocks are the owner's, the manager's and hers.
  const [bea] = await rows(srv, `SELECT count(*) AS n FROM blocks WHERE staff_id = '${w.s.bea}'`);
  assert.equal(Number(bea.n), 1);
});

test('respond-booking: the staff member marks their own booking completed or no-show, nothing else', async () => {
  const { staff, otherShop, removed } = w.people;
  expectCode(await call(staff.sb, 'respond-booking', { bookingId: w.beaBookingId, action: 'complete' }), 403, 'forbidden', OWN_CALENDAR);
  expectCode(await call(staff.sb, 'respond-booking', { bookingId: w.amyBookingId, action: 'cancel' }), 403, 'forbidden', OWN_CALENDAR);
  expectCode(await call(otherShop.sb, 'respond-booking', { bookingId: w.amyBookingId, action: 'complete' }), 403, 'forbidden');
  expectCode(await call(removed.sb, 'respond-booking', { bookingId: w.amyBookingId, action: 'no_show' }), 403, 'forbidden');
  const [before] = await rows(srv, `SELECT status FROM bookings WHERE id = '${w.beaBookingId}'`);
  assert.equal(before.status, 'confirmed');
  const done = await call(staff.sb, 'respond-booking', { bookingId: w.amyBookingId, action: 'complete' });
  assert.equal(done.status, 200, JSON.stringify(done.body));
  const [after] = await rows(srv, `SELECT status FROM bookings WHERE id = '${w.amyBookingId}'`);
  assert.equal(after.status, 'completed');
  // The manager answers any booking of the shop.
  assert.equal((await call(w.people.manager.sb, 'respond-booking', { bookingId: w.beaBookingId, action: 'no_show' })).status, 200);
});

test('analytics and review replies: the owner and the manager, not staff or others', async () => {
  for (const role of ROLES) {
    const res = await call(w.people[role].sb, 'shop-analytics', { businessId: w.s.shopId });
    assert.equal(res.status, ['owner', 'manager'].includes(role) ? 200 : 403, `${role}: ${JSON.stringify(res.body)}`);
  }
  for (const role of ['staff', 'otherShop', 'removed']) {
    expectCode(await call(w.people[role].sb, 'reply-review', { reviewId: w.review, reply: 'Thanks' }), 403, 'forbidden');
  }
  const reply = await call(w.people.manager.sb, 'reply-review', { reviewId: w.review, reply: 'Thank you!' });
  assert.equal(reply.status, 200, JSON.stringify(reply.body));
  const [row] = await rows(srv, `SELECT merchant_reply, merchant_reply_by FROM reviews WHERE id = '${w.review}'`);
  assert.deepEqual(row, { merchant_reply: 'Thank you!', merchant_reply_by: w.people.manager.id });
});

test('the team functions: staff, other shops and removed members cannot invite or change anyone', async () => {
  for (const role of ['staff', 'otherShop', 'removed']) {
    expectCode(await call(w.people[role].sb, 'invite-member', { shopId: w.s.shopId, email: `x-${role}@example.hk`, role: 'staff' }), 403, 'not_member', NOT_MEMBER);
    expectCode(await call(w.people[role].sb, 'update-member', { memberId: w.stylistMember, role: 'manager' }), 403, 'not_member', NOT_MEMBER);
  }
  const [row] = await rows(srv, `SELECT role, status FROM shop_members WHERE id = '${w.stylistMember}'`);
  assert.deepEqual(row, { role: 'staff', status: 'active' });
});

// ---------------------------------------------------------------- Realtime

test("Realtime: the manager hears every booking of the shop, the staff member only their own, another shop's manager nothing", async () => {
  const live = async (person) => {
    const holder = { token: person.token };
    const sb = liveClient(srv.url, apiKeys(srv).anon, holder);
    clients.push(sb);
    await sb.realtime.setAuth();
    return sb;
  };
  const binding = { event: 'INSERT', table: 'bookings', filter: `shop_id=eq.${w.s.shopId}` };
  const managerFeed = await listen(await live(w.people.manager), binding);
  const staffFeed = await listen(await live(w.people.staff), binding);
  const otherFeed = await listen(await live(w.people.otherShop), binding);
  const day = hkDate(7);
  const customer = await person(srv, { prefix: 'live-customer' });
  const bea = await call(customer.sb, 'create-booking', booking(w.s, at(day, '14:00'), w.s.bea));
  const amy = await call(customer.sb, 'create-booking', booking(w.s, at(day, '16:00'), w.s.amy));
  assert.equal(bea.status, 201);
  assert.equal(amy.status, 201);
  await managerFeed.waitFor((e) => e.new?.id === bea.body.booking.id);
  await managerFeed.waitFor((e) => e.new?.id === amy.body.booking.id);
  await staffFeed.waitFor((e) => e.new?.id === amy.body.booking.id);
  // Amy's INSERT came after Bea's: had the staff member's feed carried Bea's, it would be there.
  assert.equal(staffFeed.events.some((e) => e.new?.id === bea.body.booking.id), false);
  assert.deepEqual(otherFeed.events, []);
});
