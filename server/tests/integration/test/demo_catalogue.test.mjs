// The demo catalogue obeys the product's rules (issue 31): a new database seeded as `./emu run`
// seeds it (EMU_DEMO=1) holds only reviews of completed visits of their authors, review texts
// that vary and agree with their stars, bilingual names without numbers, addresses in both
// languages, staff hours inside opening hours, Featured apart from Top rated, "claimed" equal
// to "owned by a merchant", and a bookable shop for every demo merchant.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer } from '../lib/server.mjs';
import { client } from '../lib/rest-fixtures.mjs';
import { call, hkDate } from './booking_support.mjs';

let srv;
const q = (sql) => srv.db.query(sql);
const ms = (v) => (v instanceof Date ? v.getTime() : Date.parse(String(v).replace(' ', 'T')));
const bool = (v) => v === true || v === 1 || v === '1' || v === 't';

before(async () => {
  srv = await startServer({ env: { EMU_DEMO: '1' }, readyTimeoutMs: 120_000 });
});
after(async () => {
  await srv?.stop();
});

/** A review's sentences: each ends with its stop (。！？!?.). */
const sentences = (text) =>
  String(text)
    .split(/(?<=[。！？!?.])\s*/u)
    .map((s) => s.trim())
    .filter(Boolean);

test('every published review is its author\'s completed visit at that shop, made before the review', async () => {
  const rows = await q(`
    SELECT r.id, r.user_id, r.shop_id, r.created_at, r.booking_id,
           b.user_id AS booker, b.shop_id AS booked_shop, b.status, b.start_at, b.end_at
    FROM reviews r LEFT JOIN bookings b ON b.id = r.booking_id
    WHERE r.status = 'published'`);
  assert.ok(rows.length >= 500, `${rows.length} published reviews`);
  for (const r of rows) {
    assert.ok(r.booking_id, `review ${r.id} has no booking`);
    assert.equal(r.booker, r.user_id, `review ${r.id}: the booking is someone else's`);
    assert.equal(r.booked_shop, r.shop_id, `review ${r.id}: the booking is at another shop`);
    assert.equal(r.status, 'completed', `review ${r.id}: the booking is ${r.status}`);
    assert.ok(r.end_at && ms(r.end_at) < ms(r.created_at), `review ${r.id}: written ${r.created_at}, visit ended ${r.end_at}`);
  }
  // One review per booking.
  assert.equal(new Set(rows.map((r) => r.booking_id)).size, rows.length);
});

test('review texts vary, agree with their stars and are written as Hong Kong customers write', async () => {
  const rows = await q('SELECT user_id, rating, comment FROM reviews');
  const byAuthor = new Map();
  const uses = new Map();
  const praise = new Set(); // sentences of 5-star reviews
  const complaints = new Set(); // sentences of 1-3 star reviews
  for (const r of rows) {
    const list = sentences(r.comment);
    assert.ok(list.length >= 1 && list.length <= 3, r.comment);
    const mine = byAuthor.get(r.user_id) ?? new Set();
    for (const s of list) {
      assert.ok(!mine.has(s), `an author repeats "${s}"`);
      mine.add(s);
      uses.set(s, (uses.get(s) ?? 0) + 1);
      if (Number(r.rating) === 5) praise.add(s);
      if (Number(r.rating) <= 3) complaints.add(s);
    }
    byAuthor.set(r.user_id, mine);
  }
  const [top, most] = [...uses].sort((a, b) => b[1] - a[1])[0];
  assert.ok(most <= 4, `"${top}" is used ${most} times`);
  const both = [...praise].filter((s) => complaints.has(s));
  assert.deepEqual(both, [], 'a sentence of a 5-star review also in a 1-3 star one');
  assert.ok(complaints.size > 0 && rows.some((r) => Number(r.rating) <= 2), 'some low ratings exist');

  // Mostly Cantonese written Chinese, some English, some Chinese mixed with English words (a
  // staff member's English name alone does not make a text mixed).
  const han = /\p{Script=Han}/u;
  const english = /\b(book|relax|nice|chill|natural|friendly|professional|gentle|feel|fine|rush|sell|staff|service|location|hygiene|check)\b/i;
  const en = rows.filter((r) => !han.test(r.comment)).length;
  const mixed = rows.filter((r) => han.test(r.comment) && english.test(r.comment)).length;
  const zh = rows.length - en - mixed;
  assert.ok(zh > rows.length / 3 && zh > en, `${zh} Chinese, ${en} English, ${mixed} mixed`);
  assert.ok(en > rows.length / 10 && mixed > rows.length / 20, `${zh} Chinese, ${en} English, ${mixed} mixed`);
  assert.ok(rows.some((r) => /唔|咗|嘅|好正|係/.test(r.comment)), 'Cantonese written forms');
});

test('shops: bilingual names without numbers, real descriptions, addresses in both languages', async () => {
  const shops = await q('SELECT id, name, name_zh, description, description_zh, address, address_zh, area, area_zh, district FROM businesses');
  assert.ok(shops.length >= 200);
  for (const s of shops) {
    assert.doesNotMatch(s.name, /\d/, s.name);
    assert.doesNotMatch(s.name_zh ?? '', /\d/, s.name_zh);
    assert.match(s.name_zh ?? '', /\p{Script=Han}/u, s.name);
    assert.match(s.address_zh ?? '', /\p{Script=Han}.*\d+號/u, `${s.name}: ${s.address_zh}`);
    assert.ok(s.address && !s.address.includes(`${s.area} Road, ${s.area}`), s.address);
    if (s.area_zh) assert.ok(s.address_zh.startsWith(s.area_zh), `${s.address_zh} in ${s.area_zh}`);
    assert.match(s.description_zh ?? '', /\p{Script=Han}/u, s.name);
    assert.doesNotMatch(s.description ?? '', /^An? \S+( \S+)? in /, s.description);
  }
  // Names are distinct (a chain would say where), descriptions rarely the same.
  assert.equal(new Set(shops.map((s) => s.name)).size, shops.length);
  const descriptions = new Map();
  for (const s of shops) descriptions.set(s.description, (descriptions.get(s.description) ?? 0) + 1);
  assert.ok(Math.max(...descriptions.values()) <= 3, 'a description shared by more than three shops');
  // Staff: named people, not one "Amy" after another.
  const staff = await q('SELECT business_id, name FROM staff');
  for (const m of staff) assert.match(m.name, /^[A-Z][a-z]+ [A-Z][a-z]+$/, m.name);
  const given = new Set(staff.map((m) => m.name.split(' ')[0]));
  assert.ok(given.size >= 30, `${given.size} first names`);
  const perShop = new Map();
  for (const m of staff) perShop.set(m.business_id, [...(perShop.get(m.business_id) ?? []), m.name.split(' ')[0]]);
  for (const names of perShop.values()) assert.equal(new Set(names).size, names.length, names.join(', '));
  // Covers are drawings of the category, served by the server.
  const cover = await fetch(`${srv.url}/demo/covers/nails-1.svg`);
  assert.equal(cover.status, 200);
  assert.match(await cover.text(), /<path d=/);
});

test('every staff member works inside the shop\'s opening hours', async () => {
  const rows = await q(`SELECT b.name, b.operating_hours, h.weekday, h.start_time, h.end_time
    FROM staff_hours h JOIN staff s ON s.id = h.staff_id JOIN businesses b ON b.id = s.business_id`);
  const days = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
  const min = (hhmm) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
  for (const r of rows) {
    const hours = typeof r.operating_hours === 'string' ? JSON.parse(r.operating_hours) : r.operating_hours;
    const open = hours[days[Number(r.weekday)]];
    assert.ok(open && open !== 'closed', `${r.name}: staff on ${days[r.weekday]}, the shop is closed`);
    const inside = open.split(',').some((range) => {
      const [from, to] = range.split('-');
      return min(from) <= min(r.start_time) && min(r.end_time) <= min(to);
    });
    assert.ok(inside, `${r.name}: ${r.start_time}-${r.end_time} on ${days[r.weekday]} outside ${open}`);
  }
});

test('Featured (as the home page asks for it) shares less than half with Top rated', async () => {
  const anon = client(srv);
  const search = async (body) => {
    const res = await call(anon, 'search-shops', body);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res.body.shops.map((s) => s.id);
  };
  const top = await search({ q: '', sort: 'rating', limit: 6, offset: 0 });
  assert.equal(top.length, 6);
  // web/src/features/market-home/featured.ts: verified, rated 4+, six of four daily sets.
  for (const offset of [6, 12, 18, 24]) {
    const featured = await search({ q: '', sort: 'rating', verified: true, min_rating: 4, limit: 6, offset });
    assert.equal(featured.length, 6, `offset ${offset}`);
    const shared = featured.filter((id) => top.includes(id));
    assert.ok(shared.length < 3, `offset ${offset}: ${shared.length} shared`);
  }
});

test('claimed shops are exactly the shops a merchant owns', async () => {
  const rows = await q('SELECT id, name, merchant_id, claimed_by, claim_status, is_claimed FROM businesses');
  const owned = rows.filter((r) => r.merchant_id);
  assert.ok(owned.length >= 12, `${owned.length} owned shops`);
  for (const r of rows) {
    const claimed = r.claim_status === 'approved' && bool(r.is_claimed);
    assert.equal(claimed, Boolean(r.merchant_id), `${r.name}: ${r.claim_status}, is_claimed ${r.is_claimed}, merchant ${r.merchant_id}`);
    if (r.merchant_id) assert.equal(r.claimed_by, r.merchant_id, r.name);
  }
});

test('each demo merchant owns a bookable shop with a working week: upcoming bookings, a request, a reviewed visit', async () => {
  const merchants = await q("SELECT user_id, email FROM user_profiles WHERE email LIKE 'merchant%@demo.emu.hk' ORDER BY email");
  assert.equal(merchants.length, 12);
  const anon = client(srv);
  for (const m of merchants) {
    const shops = await q(`SELECT b.id, b.name FROM businesses b WHERE b.merchant_id = '${m.user_id}' AND b.is_active = ${srv.db.kind === 'sqlite' ? 1 : 'true'}
      AND EXISTS (SELECT 1 FROM services sv JOIN staff_services ss ON ss.service_id = sv.id JOIN staff_hours h ON h.staff_id = ss.staff_id
                  WHERE sv.shop_id = b.id AND sv.is_active = ${srv.db.kind === 'sqlite' ? 1 : 'true'})`);
    assert.ok(shops.length >= 1, `${m.email} owns no bookable shop`);
    const shop = shops[0];
    const [service] = await q(`SELECT sv.id FROM services sv JOIN staff_services ss ON ss.service_id = sv.id WHERE sv.shop_id = '${shop.id}' ORDER BY sv.sort_order LIMIT 1`);
    let offered = 0;
    for (let day = 1; day <= 7 && offered === 0; day++) {
      const res = await call(anon, 'available-slots', { shopId: shop.id, serviceId: service.id, date: hkDate(day) });
      assert.equal(res.status, 200, JSON.stringify(res.body));
      offered += res.body.slots.length;
    }
    assert.ok(offered > 0, `${m.email}: no free time at ${shop.name} in the coming week`);
    const book = await q(`SELECT k.status, k.start_at, (SELECT count(*) FROM reviews r WHERE r.booking_id = k.id) AS reviewed
      FROM bookings k JOIN businesses b ON b.id = k.shop_id WHERE b.merchant_id = '${m.user_id}'`);
    const now = Date.now();
    assert.ok(book.some((k) => k.status === 'pending' && ms(k.start_at) > now), `${m.email}: no request waiting`);
    assert.ok(book.some((k) => k.status === 'confirmed' && ms(k.start_at) > now), `${m.email}: nothing upcoming`);
    assert.ok(book.some((k) => k.status === 'completed' && Number(k.reviewed) === 1), `${m.email}: no reviewed visit`);
  }
});
