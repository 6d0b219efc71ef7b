// Shop analytics (issue 16): search impressions and shop page views counted in memory without
// personal data and flushed to shop_daily_stats, and shop-analytics's figures for bookings
// made in the test (requests, conversion, cancellations, no-shows, repeat customers, revenue
// at list price, rating), for the owner and admins only.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { startServer } from '../lib/server.mjs';
import { apiKeys, client, exec, rows } from '../lib/rest-fixtures.mjs';
import { at, booking, call, hkDate, person, shop, stored } from './booking_support.mjs';
import { adminClient } from './functions_support.mjs';

let srv, admin;
before(async () => {
  srv = await startServer({ env: { EMU_ANALYTICS_FLUSH_MS: '200' } });
  admin = await adminClient(srv, apiKeys(srv).anon);
});
after(async () => {
  await srv?.stop();
});

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
/** The stored instant of HH:MM HKT `days` from today. */
const hkt = (days, hhmm) => stored(Date.parse(at(hkDate(days), hhmm)));

test('views and impressions are flushed to shop_daily_stats every few seconds, counts only', async () => {
  const s = await shop(srv, { staff: ['Amy'] });
  const tag = `flush${randomUUID().slice(0, 6)}`;
  await exec(srv, `UPDATE businesses SET search_text = '${tag} glow nails' WHERE id = '${s.shopId}'`);
  const anon = client(srv);
  assert.equal((await call(anon, 'search-shops', { q: tag })).body.total, 1);
  for (let i = 0; i < 2; i++) assert.equal((await call(anon, 'shop-view', { businessId: s.shopId })).status, 200);
  assert.equal((await call(anon, 'shop-view', { businessId: 'nope' })).status, 400);
  // A flush may land between the calls above: wait until all three events are written.
  let stat;
  for (let i = 0; i < 50 && !(stat && Number(stat.page_views) === 2); i++) {
    await sleep(100);
    [stat] = await rows(srv, `SELECT * FROM shop_daily_stats WHERE business_id = '${s.shopId}'`);
  }
  assert.ok(stat, 'flushed within 5 s');
  assert.equal(String(stat.day).slice(0, 10), hkDate(0));
  assert.equal(Number(stat.page_views), 2);
  assert.equal(Number(stat.search_impressions), 1);
  assert.deepEqual(Object.keys(stat).sort(), ['business_id', 'day', 'page_views', 'search_impressions']);
  // A view of a shop id that does not exist is dropped at the flush, not stored.
  await call(anon, 'shop-view', { businessId: randomUUID() });
  await sleep(600);
  assert.equal((await rows(srv, `SELECT count(*) AS n FROM shop_daily_stats WHERE business_id NOT IN (SELECT id FROM businesses)`))[0].n * 1, 0);
});

test('shop-analytics: the bookings, views and reviews of the test, last 7 days', async () => {
  const s = await shop(srv, { staff: ['Amy'] });
  const tag = `stats${randomUUID().slice(0, 6)}`;
  await exec(srv, `UPDATE businesses SET search_text = '${tag} glow nails' WHERE id = '${s.shopId}'`);
  const anon = client(srv);
  await call(anon, 'search-shops', { q: tag });
  await call(anon, 'search-shops', { q: tag, sort: 'rating' });
  await call(anon, 'search-shops', { q: tag, unclaimed: true }); // a claim search: not counted
  for (let i = 0; i < 5; i++) await call(anon, 'shop-view', { businessId: s.shopId });

  const ann = await person(srv);
  const bob = await person(srv);
  const cat = await person(srv);
  const made = [];
  for (const [who, day, time] of [
    [ann, 2, '10:00'],
    [ann, 3, '10:00'],
    [bob, 2, '15:00'],
    [cat, 4, '10:00'],
  ]) {
    const r = await call(who.sb, 'create-booking', booking(s, at(hkDate(day), time)));
    assert.equal(r.status, 201, JSON.stringify(r.body));
    made.push(r.body.booking.id);
  }
  assert.equal((await call(bob.sb, 'cancel-booking', { bookingId: made[2] })).status, 200);
  // Time passes: Ann's two visits were yesterday and completed, Cat did not come.
  await exec(srv, `UPDATE bookings SET status = 'completed', start_at = '${hkt(-1, '10:00')}' WHERE id = '${made[0]}';
    UPDATE bookings SET status = 'completed', start_at = '${hkt(-1, '15:00')}' WHERE id = '${made[1]}';
    UPDATE bookings SET status = 'no_show', start_at = '${hkt(-1, '12:00')}' WHERE id = '${made[3]}';
    INSERT INTO reviews (id, user_id, shop_id, rating, comment, booking_id) VALUES ('${randomUUID()}', '${ann.id}', '${s.shopId}', 4, 'Lovely', '${made[0]}')`);

  const res = await call(s.owner.sb, 'shop-analytics', { businessId: s.shopId, days: 7 });
  assert.equal(res.status, 200, JSON.stringify(res.body));
  const { totals, daily } = res.body;
  assert.equal(res.body.from, hkDate(-6));
  assert.equal(res.body.to, hkDate(0));
  assert.equal(res.body.timezone, 'Asia/Hong_Kong');
  assert.deepEqual(daily.map((d) => d.day), [-6, -5, -4, -3, -2, -1, 0].map((d) => hkDate(d)));
  assert.deepEqual(
    { ...totals },
    {
      page_views: 5,
      search_impressions: 2,
      booking_requests: 4,
      conversion: 0.8,
      cancellations: 1,
      no_shows: 1,
      customers: 2,
      repeat_customers: 1,
      revenue_hkd: 760,
      reviews: 1,
      rating: 4,
      current_rating: 0,
      total_ratings: 0,
    },
  );
  const today = daily.at(-1);
  const yesterday = daily.at(-2);
  assert.deepEqual([today.booking_requests, today.cancellations, today.page_views], [4, 1, 5]);
  assert.deepEqual([yesterday.revenue_hkd, yesterday.no_shows, yesterday.booking_requests], [760, 1, 0]);
  assert.equal(today.rating, 4);

  const thirty = await call(s.owner.sb, 'shop-analytics', { businessId: s.shopId, days: 30 });
  assert.equal(thirty.body.daily.length, 30);
  assert.equal(thirty.body.totals.booking_requests, 4);
});

test('shop-analytics: requests are the customers\' online requests (as the inbox gets them), so conversion never passes 100%', async () => {
  const s = await shop(srv, { staff: ['Amy', 'Bea'], autoConfirm: false });
  const anon = client(srv);
  for (let i = 0; i < 2; i++) await call(anon, 'shop-view', { businessId: s.shopId });
  // The shop's own bookings (walk-in, phone) and a block are not requests.
  for (const [time, source] of [['10:00', 'walk_in'], ['15:00', 'phone']]) {
    const r = await call(s.owner.sb, 'create-manual-booking', {
      shopId: s.shopId, serviceId: s.serviceId, staffId: s.bea, startAt: at(hkDate(3), time),
      customer: { name: 'Chan Tai Man', phone: '+852 9123 4567' }, source,
    });
    assert.equal(r.status, 201, JSON.stringify(r.body));
  }
  const ann = await person(srv);
  const first = await call(ann.sb, 'create-booking', booking(s, at(hkDate(2), '10:00')));
  assert.equal(first.status, 201, JSON.stringify(first.body));
  let res = await call(s.owner.sb, 'shop-analytics', { businessId: s.shopId, days: 7 });
  assert.equal(res.status, 200, JSON.stringify(res.body));
  assert.equal(res.body.totals.page_views, 2);
  assert.equal(res.body.totals.booking_requests, 1);
  assert.equal(res.body.totals.conversion, 0.5);
  // Five requests on two counted views (the 250 %): every request counts as a visit.
  for (const time of ['11:15', '14:00', '15:15', '16:30']) {
    const r = await call((await person(srv)).sb, 'create-booking', booking(s, at(hkDate(2), time)));
    assert.equal(r.status, 201, JSON.stringify(r.body));
  }
  res = await call(s.owner.sb, 'shop-analytics', { businessId: s.shopId, days: 7 });
  assert.equal(res.body.totals.booking_requests, 5);
  assert.equal(res.body.totals.conversion, 1);
  // A request stays a request once answered (the inbox received it).
  assert.equal((await call(s.owner.sb, 'respond-booking', { bookingId: first.body.booking.id, action: 'confirm' })).status, 200);
  res = await call(s.owner.sb, 'shop-analytics', { businessId: s.shopId, days: 7 });
  assert.equal(res.body.totals.booking_requests, 5);
});

test('shop-analytics is for the owner and admins only; days is 7, 30 or 90', async () => {
  const s = await shop(srv, { staff: ['Amy'] });
  const other = await shop(srv, { staff: ['Bea'] });
  const refused = await call(other.owner.sb, 'shop-analytics', { businessId: s.shopId, days: 7 });
  assert.equal(refused.status, 403);
  assert.equal(refused.body.code, 'forbidden');
  const byAdmin = await call(admin.sb, 'shop-analytics', { businessId: s.shopId, days: 90 });
  assert.equal(byAdmin.status, 200);
  assert.equal(byAdmin.body.daily.length, 90);
  assert.equal((await call(client(srv), 'shop-analytics', { businessId: s.shopId, days: 7 })).status, 401);
  const bad = await call(s.owner.sb, 'shop-analytics', { businessId: s.shopId, days: 14 });
  assert.equal(bad.status, 400);
  assert.equal(bad.body.code, 'invalid_parameter');
  assert.equal((await call(s.owner.sb, 'shop-analytics', { businessId: randomUUID(), days: 7 })).status, 404);
});

test('shop-view counts at most EMU_RATE_SHOP_VIEW_IP views of a shop from one IP; more answer 200 uncounted', async () => {
  const limited = await startServer({ env: { EMU_ANALYTICS_FLUSH_MS: '200', EMU_RATE_SHOP_VIEW_IP: '3/3600' } });
  try {
    const s = await shop(limited, { staff: ['Amy'] });
    const other = await shop(limited, { staff: ['Bea'] });
    const anon = client(limited);
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await call(anon, 'shop-view', { businessId: s.shopId }));
    assert.deepEqual(
      answers.map((a) => [a.status, a.body.counted]),
      [[200, true], [200, true], [200, true], [200, false], [200, false]],
    );
    // The limit is per shop: the same client's view of another shop still counts.
    assert.deepEqual((await call(anon, 'shop-view', { businessId: other.shopId })).body, { counted: true });
    // The owner's analytics show the three counted views, once flushed, and never more.
    const views = async (id, owner) =>
      (await call(owner.sb, 'shop-analytics', { businessId: id, days: 7 })).body.totals.page_views;
    let seen;
    for (let i = 0; i < 50 && seen !== 3; i++) {
      await sleep(100);
      seen = await views(s.shopId, s.owner);
    }
    await sleep(600); // two more flushes: nothing else arrives
    assert.equal(await views(s.shopId, s.owner), 3);
    assert.equal(await views(other.shopId, other.owner), 1);
    const [stat] = await rows(limited, `SELECT page_views FROM shop_daily_stats WHERE business_id = '${s.shopId}'`);
    assert.equal(Number(stat.page_views), 3);
  } finally {
    await limited.stop();
  }
});
