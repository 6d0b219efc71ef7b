// Reviews (issue 15, marketplace.md C.3, C.4.2 and scenarios 8-9) through supabase-js:
// submit-review's eligibility rules and refusals (status, code, exact message), the 30-day
// edit, the shop's rating after every kind of change (write, edit, hide, strip text, restore,
// account deletion), reply-review and report-review rules with their e-mails, moderate-review
// with its audit row on the admin dashboard, review-summary, the invitation e-mail sent once
// by two servers, and the /rest/v1 policies of reviews and review_reports.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { startServer } from '../lib/server.mjs';
import { client, exec, insertRow, rows, serviceClient } from '../lib/rest-fixtures.mjs';
import { sleep } from './auth_support.mjs';
import { at, booking, call, hkDate, mails, person, shop, stored } from './booking_support.mjs';

const FAST = { EMU_BOOKING_SWEEP_MS: '150', EMU_REVIEW_INVITE_AFTER: '0' };
const NOT_ELIGIBLE = 'You can review a shop after a completed visit.';
const ALREADY_REVIEWED = 'You have already reviewed this visit.';
const ALREADY_REPORTED = 'You have already reported this review.';
const DAY = 86400_000;

let srv;
let second;
before(async () => {
  srv = await startServer({ env: FAST });
});
after(async () => {
  await second?.stop();
  await srv?.stop();
});

/** The design's shop with one staff member working 10:00-19:00 (fewer rows: a faster file). */
const glow = () => shop(srv, { staff: ['Amy'], hours: [['10:00', '19:00']] });

/** A visit of `who` at shop `s` written straight to the database (status, days ago). */
async function visit(s, who, { status = 'completed', daysAgo = 2 } = {}) {
  const start = Date.now() - daysAgo * DAY;
  return insertRow(srv, 'bookings', {
    user_id: who.id,
    shop_id: s.shopId,
    service_id: s.serviceId,
    staff_id: s.amy,
    status,
    start_at: stored(start),
    end_at: stored(start + 3600_000),
    booking_date: new Date(start + 8 * 3600_000).toISOString().slice(0, 10),
    booking_time: '10:00:00',
    // Older than the invitation window of the jobs: no invitation e-mail for these.
    completed_at: status === 'completed' ? stored(Date.now() - 100 * DAY) : null,
  });
}

async function rating(shopId) {
  const [r] = await rows(srv, `SELECT rating, total_ratings FROM businesses WHERE id = '${shopId}'`);
  return [Number(r.rating), Number(r.total_ratings)];
}

const admin = async () => person(srv, { roles: ['user', 'admin'], prefix: 'admin' });
const submit = (who, body) => call(who.sb, 'submit-review', body);

function refused(res, status, code, message) {
  assert.equal(res.status, status, JSON.stringify(res.body));
  assert.equal(res.body.code, code);
  if (message) assert.equal(res.body.message, message);
}

test('a completed visit: 201 with the visit, the display name and the shop e-mailed; a second review 409', async () => {
  const s = await glow();
  await exec(srv, `UPDATE user_profiles SET preferred_lang = 'zh' WHERE user_id = '${s.owner.id}'`);
  const mei = await person(srv);
  await exec(srv, `UPDATE users SET raw_user_meta_data = '{"name":"Mei Ling Chan"}' WHERE id = '${mei.id}'`);
  // Booked and completed through the real functions.
  const made = await call(mei.sb, 'create-booking', booking(s, at(hkDate(2), '11:00')));
  assert.equal(made.status, 201, JSON.stringify(made.body));
  const bookingId = made.body.booking.id;
  refused(await submit(mei, { bookingId, rating: 4, comment: 'Too early' }), 403, 'not_eligible', NOT_ELIGIBLE);
  assert.equal((await call(s.owner.sb, 'respond-booking', { bookingId, action: 'complete' })).status, 200);

  const res = await submit(mei, { bookingId, rating: 4, comment: 'Neat gel work, 好細心' });
  assert.equal(res.status, 201, JSON.stringify(res.body));
  const r = res.body.review;
  assert.equal(r.rating, 4);
  assert.equal(r.comment, 'Neat gel work, 好細心');
  assert.equal(r.status, 'published');
  assert.equal(r.booking_id, bookingId);
  assert.equal(r.user_id, mei.id);
  assert.equal(r.shop_id, s.shopId);
  assert.equal(r.staff_id, s.amy);
  assert.equal(r.author_name, 'Mei C.');
  assert.equal(r.service_name, 'Gel manicure');
  assert.equal(r.service_name_zh, '凝膠甲');
  assert.equal(r.edited_at, null);
  assert.deepEqual(await rating(s.shopId), [4, 1]);

  const [mail] = await mails(srv, s.owner.email, 'review-merchant-new');
  assert.equal(mail.lang, 'zh');
  assert.equal(mail.subject, '新評價：光光美甲');
  assert.ok(mail.text_body.indexOf('有顧客評價了你的商戶') < mail.text_body.indexOf('A customer reviewed your shop'));
  assert.match(mail.text_body, /★★★★☆/);
  const [audit] = await rows(srv, `SELECT action, actor_id, details FROM audit_log WHERE entity_id = '${r.id}'`);
  assert.equal(audit.action, 'review.submit');
  assert.equal(audit.actor_id, mei.id);

  refused(await submit(mei, { bookingId, rating: 5, comment: 'Again' }), 409, 'already_reviewed', ALREADY_REVIEWED);
  assert.deepEqual(await rating(s.shopId), [4, 1]);
  // The shop page reads it through /rest/v1 as anyone may: the verified visit and the name.
  const { data, error } = await client(srv)
    .from('reviews')
    .select('rating, comment, booking_id, author_name, service_name, service_name_zh, merchant_reply')
    .eq('shop_id', s.shopId);
  assert.equal(error, null);
  assert.deepEqual(data, [
    { rating: 4, comment: 'Neat gel work, 好細心', booking_id: bookingId, author_name: 'Mei C.', service_name: 'Gel manicure', service_name_zh: '凝膠甲', merchant_reply: null },
  ]);
});

test('refusals: someone else\'s visit, not completed, no-show, unknown, older than 90 days, bad input, signed out', async () => {
  const s = await glow();
  const [ann, ben] = await Promise.all([person(srv), person(srv)]);
  const mine = await visit(s, ann);
  refused(await submit(ben, { bookingId: mine, rating: 5 }), 403, 'not_eligible', NOT_ELIGIBLE);
  for (const status of ['pending', 'confirmed', 'cancelled', 'no_show']) {
    // A pending or confirmed visit is in the future: one in the past is completed by the
    // booking jobs (every 150 ms here) and would become reviewable before the submit.
    const daysAgo = status === 'pending' || status === 'confirmed' ? -2 : 2;
    refused(await submit(ann, { bookingId: await visit(s, ann, { status, daysAgo }), rating: 5 }), 403, 'not_eligible', NOT_ELIGIBLE);
  }
  refused(await submit(ann, { bookingId: randomUUID(), rating: 5 }), 403, 'not_eligible', NOT_ELIGIBLE);
  refused(
    await submit(ann, { bookingId: await visit(s, ann, { daysAgo: 91 }), rating: 5 }),
    422,
    'review_window_closed',
    'Reviews can be written up to 90 days after a visit.',
  );
  assert.equal((await submit(ann, { bookingId: await visit(s, ann, { daysAgo: 89 }), rating: 5 })).status, 201);
  for (const bad of [0, 6, 3.5, '4', null]) {
    const res = await submit(ann, { bookingId: mine, rating: bad });
    refused(res, 400, 'validation_failed');
    assert.ok(res.body.details.rating);
  }
  refused(await submit(ann, { bookingId: mine, rating: 4, comment: 'x'.repeat(2001) }), 400, 'validation_failed');
  refused(await submit({ sb: client(srv) }, { bookingId: mine, rating: 4 }), 401, 'not_authenticated');
  // Two submits of one visit at once (a double click): one review, the other 409.
  const both = await Promise.all([submit(ann, { bookingId: mine, rating: 3 }), submit(ann, { bookingId: mine, rating: 3 })]);
  assert.deepEqual(both.map((r) => r.status).sort(), [201, 409]);
  assert.equal(both.find((r) => r.status === 409).body.code, 'already_reviewed');
  assert.equal(Number((await rows(srv, `SELECT count(*) AS n FROM reviews WHERE shop_id = '${s.shopId}'`))[0].n), 2);
  assert.deepEqual(await rating(s.shopId), [4, 2]);
});

test('edit for 30 days by the author: edited_at set, rating recomputed; then 422; others 403', async () => {
  const s = await glow();
  const [ann, ben] = await Promise.all([person(srv), person(srv)]);
  const a = (await submit(ann, { bookingId: await visit(s, ann), rating: 5, comment: 'Great' })).body.review;
  await submit(ben, { bookingId: await visit(s, ben), rating: 4 });
  assert.deepEqual(await rating(s.shopId), [4.5, 2]);
  const edited = await submit(ann, { reviewId: a.id, rating: 2, comment: 'Chipped after two days' });
  assert.equal(edited.status, 200, JSON.stringify(edited.body));
  assert.equal(edited.body.review.rating, 2);
  assert.equal(edited.body.review.comment, 'Chipped after two days');
  assert.ok(edited.body.review.edited_at);
  assert.deepEqual(await rating(s.shopId), [3, 2]);
  refused(await submit(ben, { reviewId: a.id, rating: 5 }), 403, 'forbidden');
  await exec(srv, `UPDATE reviews SET created_at = '${stored(Date.now() - 31 * DAY)}' WHERE id = '${a.id}'`);
  refused(
    await submit(ann, { reviewId: a.id, rating: 5 }),
    422,
    'edit_window_closed',
    'A review can be edited for 30 days after it is written.',
  );
  assert.deepEqual(await rating(s.shopId), [3, 2]);
});

test('moderation: strip text keeps the stars, hide drops them at once, restore brings both back; audited', async () => {
  const s = await glow();
  const [ann, ben, adam] = await Promise.all([person(srv), person(srv), admin()]);
  await submit(ann, { bookingId: await visit(s, ann), rating: 5, comment: 'Lovely' });
  const bad = (await submit(ben, { bookingId: await visit(s, ben), rating: 2, comment: 'Call 9123 4567 for the owner' })).body.review;
  assert.deepEqual(await rating(s.shopId), [3.5, 2]);
  const moderate = (who, body) => call(who.sb, 'moderate-review', { reviewId: bad.id, ...body });
  refused(await moderate(ann, { action: 'hide' }), 403, 'forbidden');
  refused(await moderate(s.owner, { action: 'hide' }), 403, 'forbidden');

  const stripped = await moderate(adam, { action: 'strip_text' });
  assert.equal(stripped.status, 200, JSON.stringify(stripped.body));
  assert.equal(stripped.body.review.status, 'text_removed');
  assert.equal(stripped.body.review.comment, null);
  assert.deepEqual(await rating(s.shopId), [3.5, 2]);
  const anon = client(srv);
  const shown = (await anon.from('reviews').select('rating, comment, status').eq('id', bad.id)).data;
  assert.deepEqual(shown, [{ rating: 2, comment: null, status: 'text_removed' }]);
  const kept = (await adam.sb.from('review_removed_texts').select('comment').eq('review_id', bad.id)).data;
  assert.deepEqual(kept, [{ comment: 'Call 9123 4567 for the owner' }]);
  assert.deepEqual((await anon.from('review_removed_texts').select('comment')).data ?? [], []);

  const hidden = await moderate(adam, { action: 'hide' });
  assert.equal(hidden.body.review.status, 'hidden');
  assert.deepEqual(await rating(s.shopId), [5, 1]);
  assert.deepEqual((await anon.from('reviews').select('id').eq('id', bad.id)).data, []);
  // A hidden review: its author and the shop's owner still see it.
  assert.equal((await ben.sb.from('reviews').select('id').eq('id', bad.id)).data.length, 1);
  assert.equal((await s.owner.sb.from('reviews').select('id').eq('id', bad.id)).data.length, 1);
  assert.deepEqual((await ann.sb.from('reviews').select('id').eq('id', bad.id)).data, []);

  const restored = await moderate(adam, { action: 'restore' });
  assert.equal(restored.body.review.status, 'published');
  assert.equal(restored.body.review.comment, 'Call 9123 4567 for the owner');
  assert.deepEqual(await rating(s.shopId), [3.5, 2]);
  refused(await moderate(adam, { action: 'restore' }), 409, 'invalid_transition');
  refused(await moderate(adam, { action: 'delete' }), 400, 'validation_failed');

  // Every decision is on the admin dashboard's activity list, with the shop's name.
  const status = await call(adam.sb, 'system-status', {});
  const activity = status.body.recentActivity.filter((e) => e.entity_id === bad.id).map((e) => e.action);
  assert.deepEqual(activity.slice(0, 3), ['review.restore', 'review.hide', 'review.strip_text']);
  const hideRow = status.body.recentActivity.find((e) => e.action === 'review.hide' && e.entity_id === bad.id);
  const details = typeof hideRow.details === 'string' ? JSON.parse(hideRow.details) : hideRow.details;
  assert.equal(details.business_name, 'Glow Nails');
  assert.equal(details.from, 'text_removed');
  assert.equal(details.to, 'hidden');
  assert.equal(hideRow.actor_email, adam.email);
});

test('deleting a reviewer\'s account recomputes the rating of the shops they reviewed', async () => {
  const s = await glow();
  const [ann, ben] = await Promise.all([person(srv), person(srv)]);
  await submit(ann, { bookingId: await visit(s, ann), rating: 5 });
  await submit(ben, { bookingId: await visit(s, ben), rating: 1 });
  assert.deepEqual(await rating(s.shopId), [3, 2]);
  const { error } = await serviceClient(srv).auth.admin.deleteUser(ben.id);
  assert.equal(error, null);
  assert.deepEqual(await rating(s.shopId), [5, 1]);
});

test('reply-review: the owner replies once, the reviewer is e-mailed in their language; others 403', async () => {
  const s = await glow();
  const zoe = await person(srv, { lang: 'zh' });
  const other = await person(srv, { roles: ['user', 'merchant'] });
  const r = (await submit(zoe, { bookingId: await visit(s, zoe), rating: 2, comment: '等太耐' })).body.review;
  refused(await call(other.sb, 'reply-review', { reviewId: r.id, reply: 'Not my shop' }), 403, 'forbidden');
  refused(await call(zoe.sb, 'reply-review', { reviewId: r.id, reply: 'Mine' }), 403, 'forbidden');
  refused(await call(s.owner.sb, 'reply-review', { reviewId: r.id, reply: '  ' }), 400, 'validation_failed');
  const res = await call(s.owner.sb, 'reply-review', { reviewId: r.id, reply: 'Sorry for the wait — 下次會準時。' });
  assert.equal(res.status, 200, JSON.stringify(res.body));
  assert.equal(res.body.review.merchant_reply, 'Sorry for the wait — 下次會準時。');
  assert.equal(res.body.review.merchant_reply_by, s.owner.id);
  assert.ok(res.body.review.merchant_reply_at);
  refused(
    await call(s.owner.sb, 'reply-review', { reviewId: r.id, reply: 'Again' }),
    409,
    'already_replied',
    'The shop has already replied to this review.',
  );
  const [mail] = await mails(srv, zoe.email, 'review-replied');
  assert.equal(mail.lang, 'zh');
  assert.equal(mail.subject, '光光美甲已回覆你的評價');
  assert.match(mail.text_body, /下次會準時/);
  assert.match(JSON.parse(typeof mail.params === 'string' ? mail.params : JSON.stringify(mail.params)).link, new RegExp(`/shops/${s.shopId}$`));
  const shown = (await client(srv).from('reviews').select('merchant_reply').eq('id', r.id)).data;
  assert.deepEqual(shown, [{ merchant_reply: 'Sorry for the wait — 下次會準時。' }]);
  // The owner corrects the reply (issue 28): still one reply, the new text, no second e-mail.
  refused(await call(other.sb, 'reply-review', { reviewId: r.id, reply: 'Not mine', edit: true }), 403, 'forbidden');
  const edited = await call(s.owner.sb, 'reply-review', { reviewId: r.id, reply: 'Sorry for the wait — we have added a stylist.', edit: true });
  assert.equal(edited.status, 200, JSON.stringify(edited.body));
  assert.equal(edited.body.review.merchant_reply, 'Sorry for the wait — we have added a stylist.');
  const after = (await client(srv).from('reviews').select('merchant_reply').eq('id', r.id)).data;
  assert.deepEqual(after, [{ merchant_reply: 'Sorry for the wait — we have added a stylist.' }]);
  assert.equal((await mails(srv, zoe.email, 'review-replied')).length, 1);
  // Nothing to edit on a review without a reply.
  const fresh = await person(srv);
  const r2 = (await submit(fresh, { bookingId: await visit(s, fresh), rating: 4 })).body.review;
  refused(await call(s.owner.sb, 'reply-review', { reviewId: r2.id, reply: 'Edit?', edit: true }), 404, 'not_found');
});

test('report-review: once per person (the owner too); reporters, owners and admins read reports; dismiss', async () => {
  const s = await glow();
  const [ann, ben, cat, adam] = await Promise.all([person(srv), person(srv), person(srv), admin()]);
  const r = (await submit(ann, { bookingId: await visit(s, ann), rating: 1, comment: 'Heard it is bad' })).body.review;
  const report = (who, body) => call(who.sb, 'report-review', { reviewId: r.id, ...body });
  const first = await report(ben, { reason: 'fake', details: 'Never went' });
  assert.equal(first.status, 201, JSON.stringify(first.body));
  assert.equal(first.body.report.status, 'open');
  assert.equal(first.body.report.reason, 'fake');
  refused(await report(ben, { reason: 'offensive' }), 409, 'already_reported', ALREADY_REPORTED);
  const owners = await report(s.owner, { reason: 'not_first_hand' });
  assert.equal(owners.status, 201);
  refused(await report(s.owner, { reason: 'not_first_hand' }), 409, 'already_reported', ALREADY_REPORTED);
  refused(await report(cat, { reason: 'spam' }), 400, 'validation_failed');
  refused(await report({ sb: client(srv) }, { reason: 'fake' }), 401, 'not_authenticated');

  const seen = async (who) => (await who.sb.from('review_reports').select('reason').eq('review_id', r.id).order('reason')).data;
  assert.deepEqual(await seen(ben), [{ reason: 'fake' }]);
  assert.deepEqual(await seen(cat), []);
  assert.deepEqual(await seen(ann), []);
  assert.deepEqual(await seen(s.owner), [{ reason: 'fake' }, { reason: 'not_first_hand' }]);
  assert.deepEqual(await seen(adam), [{ reason: 'fake' }, { reason: 'not_first_hand' }]);
  // The admin queue (/admin/reviews) shows who reported: the reporter's profile by reporter_id.
  const queue = await adam.sb
    .from('review_reports')
    .select('reason,reporter:user_profiles!reporter_id(email,name)')
    .eq('review_id', r.id)
    .order('reason');
  assert.equal(queue.error, null, JSON.stringify(queue.error));
  assert.deepEqual(queue.data, [
    { reason: 'fake', reporter: { email: ben.email, name: '' } },
    { reason: 'not_first_hand', reporter: { email: s.owner.email, name: s.owner.name } },
  ]);

  const dismissed = await call(adam.sb, 'moderate-review', { reviewId: r.id, action: 'dismiss', reportId: first.body.report.id });
  assert.equal(dismissed.status, 200, JSON.stringify(dismissed.body));
  assert.equal(dismissed.body.review.status, 'published');
  const states = await rows(srv, `SELECT reason, status, handled_by FROM review_reports WHERE review_id = '${r.id}' ORDER BY reason`);
  assert.deepEqual(states.map((x) => [x.reason, x.status]), [['fake', 'dismissed'], ['not_first_hand', 'open']]);
  assert.equal(states[0].handled_by, adam.id);
  // Hiding answers the open report (upheld).
  await call(adam.sb, 'moderate-review', { reviewId: r.id, action: 'hide', reportId: owners.body.report.id });
  const [upheld] = await rows(srv, `SELECT status FROM review_reports WHERE id = '${owners.body.report.id}'`);
  assert.equal(upheld.status, 'upheld');
});

test('/rest/v1 never writes reviews or reports, not even for the author\'s own completed visit', async () => {
  const s = await glow();
  const [ann, ben, adam] = await Promise.all([person(srv), person(srv), admin()]);
  const own = await visit(s, ann);
  const forSelf = await ann.sb.from('reviews').insert({ user_id: ann.id, shop_id: s.shopId, booking_id: own, rating: 5 });
  assert.equal(forSelf.error.code, '42501');
  const forOther = await ann.sb.from('reviews').insert({ user_id: ben.id, shop_id: s.shopId, booking_id: own, rating: 1 });
  assert.equal(forOther.error.code, '42501');
  const r = (await submit(ann, { bookingId: own, rating: 3 })).body.review;
  const upd = await ann.sb.from('reviews').update({ rating: 5 }).eq('id', r.id);
  assert.equal(upd.error.code, '42501');
  const byAdmin = await adam.sb.from('reviews').update({ status: 'hidden' }).eq('id', r.id);
  assert.equal(byAdmin.error.code, '42501');
  const del = await ann.sb.from('reviews').delete().eq('id', r.id);
  assert.equal(del.error.code, '42501');
  const report = await ben.sb.from('review_reports').insert({ review_id: r.id, reporter_id: ben.id, reason: 'fake' });
  assert.equal(report.error.code, '42501');
  const [row] = await rows(srv, `SELECT rating, status FROM reviews WHERE id = '${r.id}'`);
  assert.deepEqual([Number(row.rating), row.status], [3, 'published']);
  assert.equal(Number((await rows(srv, `SELECT count(*) AS n FROM reviews WHERE shop_id = '${s.shopId}'`))[0].n), 1);
  assert.deepEqual(await rating(s.shopId), [3, 1]);
});

test('review-summary: rating, count and the distribution by stars of the visible reviews', async () => {
  const s = await glow();
  const people = await Promise.all([1, 2, 3, 4].map(() => person(srv)));
  const adam = await admin();
  const ids = [];
  for (const [i, stars] of [5, 5, 4, 1].entries()) {
    ids.push((await submit(people[i], { bookingId: await visit(s, people[i]), rating: stars })).body.review.id);
  }
  await call(adam.sb, 'moderate-review', { reviewId: ids[3], action: 'hide' });
  const res = await call(client(srv), 'review-summary', { shopId: s.shopId });
  assert.equal(res.status, 200, JSON.stringify(res.body));
  assert.deepEqual(res.body, {
    shopId: s.shopId,
    rating: 4.67,
    total_ratings: 3,
    distribution: { 1: 0, 2: 0, 3: 0, 4: 1, 5: 2 },
  });
  refused(await call(client(srv), 'review-summary', { shopId: randomUUID() }), 404, 'not_found');
  // Lowest first, as the shop page sorts.
  const low = (await client(srv).from('reviews').select('rating').eq('shop_id', s.shopId).order('rating').order('created_at', { ascending: false }).range(0, 1)).data;
  assert.deepEqual(low, [{ rating: 4 }, { rating: 5 }]);
});

test('the invitation e-mail: once per completed visit, with two servers, in the customer\'s language', async () => {
  second = await startServer({ env: FAST, db: srv.db });
  const s = await glow();
  const zoe = await person(srv, { lang: 'zh' });
  const made = await call(zoe.sb, 'create-booking', booking(s, at(hkDate(3), '11:00')));
  const bookingId = made.body.booking.id;
  assert.equal((await call(s.owner.sb, 'respond-booking', { bookingId, action: 'complete' })).status, 200);
  const end = Date.now() + 8000;
  while ((await mails(srv, zoe.email, 'review-invitation')).length === 0 && Date.now() < end) await sleep(100);
  await sleep(800); // more sweeps by both servers
  const invitations = await mails(srv, zoe.email, 'review-invitation');
  assert.equal(invitations.length, 1);
  assert.equal(invitations[0].lang, 'zh');
  assert.equal(invitations[0].subject, '你在光光美甲的體驗如何？');
  const params = typeof invitations[0].params === 'string' ? JSON.parse(invitations[0].params) : invitations[0].params;
  assert.match(params.link, new RegExp(`/user/bookings\\?review=${bookingId}$`));
  assert.ok(invitations[0].text_body.indexOf('撰寫評價') < invitations[0].text_body.indexOf('Write a review'));
  const [b] = await rows(srv, `SELECT review_invited_at FROM bookings WHERE id = '${bookingId}'`);
  assert.ok(b.review_invited_at);
  await second.stop();
  second = null;
});
