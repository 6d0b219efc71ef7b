// Bilingual shop search (marketplace.md C.3, 4.2 and scenario 10 of section 5): the
// search-shops function and rpc/search_shops, on a catalogue written through /rest/v1 as an
// admin or merchant would write it, so the search text is the one the server builds on
// every write.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer } from '../lib/server.mjs';
import { dbKind, pgAdmin } from '../lib/db.mjs';
import { apiCall, apiKeys, client, createUser, ok, rows, serviceClient } from '../lib/rest-fixtures.mjs';

let srv, keys, service, anon, mona, monaClient;
const shops = {};

async function addShop(key, shop, { categories = [], services = [], reviews = [] } = {}) {
  const row = ok(await service.from('businesses').insert(shop).select('id').single());
  shops[key] = row.id;
  if (categories.length) {
    ok(await service.from('business_categories').insert(categories.map((category) => ({ business_id: row.id, category }))));
  }
  if (services.length) {
    ok(await service.from('services').insert(services.map((s) => ({ shop_id: row.id, duration: 60, ...s }))));
  }
  if (reviews.length) {
    const author = await createUser(srv, { email: `r-${key}@example.com` });
    ok(await service.from('reviews').insert(reviews.map((rating) => ({ user_id: author.id, shop_id: row.id, rating }))));
    const sum = reviews.reduce((a, b) => a + b, 0);
    ok(await service.from('businesses').update({ rating: Math.round((100 * sum) / reviews.length) / 100, total_ratings: reviews.length }).eq('id', row.id));
  }
  return row.id;
}

async function search(body) {
  return apiCall(srv, keys, '/functions/v1/search-shops', { method: 'POST', body });
}

async function ids(body) {
  const res = await search(body);
  assert.equal(res.status, 200, res.text);
  return res.json.shops.map((s) => s.id);
}

const same = (a, b) => assert.deepEqual([...a].sort(), [...b].sort());

before(async () => {
  srv = await startServer();
  keys = apiKeys(srv);
  service = serviceClient(srv);
  anon = client(srv);
  mona = await createUser(srv, { email: 'mona@example.com', name: 'Mona', roles: ['user', 'merchant'] });
  monaClient = client(srv, mona.token);
  const wanChai = { district: 'Wan Chai', area: 'Causeway Bay', area_zh: '銅鑼灣' };
  // 40 reviews averaging 4.8 (32 x 5 and 8 x 4) against one 5.
  await addShop('glow', { name: 'Glow Nails', name_zh: '光光美甲', ...wanChai, is_verified: true }, {
    categories: ['nails'],
    services: [{ name: 'Gel manicure', name_zh: '凝膠甲', price: 380 }],
    reviews: [...Array(32).fill(5), ...Array(8).fill(4)],
  });
  await addShop('star', { name: 'Star Nails', name_zh: '星級美甲', district: 'Wan Chai', area: 'Wan Chai', area_zh: '灣仔', merchant_id: mona.id }, {
    categories: ['nails'],
    services: [{ name: 'Classic manicure', name_zh: '修甲', price: 180 }],
    reviews: [5],
  });
  await addShop('bay', { name: 'Bay Polish', name_zh: '海灣指甲', ...wanChai }, {
    categories: ['nails'],
    services: [{ name: 'Polish change', name_zh: '換甲油', price: 120 }],
    reviews: [3, 3],
  });
  await addShop('cbHair', { name: 'Causeway Hair', name_zh: '銅鑼灣髮廊', ...wanChai }, {
    categories: ['hair'],
    services: [{ name: "Men's haircut", name_zh: '男士剪髮', price: 180 }, { name: 'Styling', name_zh: '美髮造型', price: 300 }],
  });
  await addShop('barber', { name: 'Kowloon Barber', district: 'Yau Tsim Mong', area: 'Mong Kok', area_zh: '旺角' }, {
    categories: ['hair'],
    services: [{ name: 'Barber cut', price: 150 }],
  });
  await addShop('mkNails', { name: 'Mong Kok Nail Bar', district: 'Yau Tsim Mong', area: 'Mong Kok', area_zh: '旺角' }, {
    categories: ['nails'],
    services: [{ name: 'Gel pedicure', price: 420 }],
  });
  // 美甲 only in a service's name, and only in the shop's name (no category at all).
  await addShop('spa', { name: 'Spa Plus', district: 'Sha Tin' }, {
    categories: ['spa'],
    services: [{ name: 'Nail care', name_zh: '美甲護理', price: 300 }],
  });
  await addShop('hut', { name_zh: '美甲小屋', name: 'Little Hut', district: 'Islands' });
  await addShop('closed', { name: 'Hidden Nails', name_zh: '隱藏美甲', ...wanChai, is_active: false }, {
    categories: ['nails'],
  });
});

after(async () => {
  await srv?.stop();
});

test('「美甲」 (two characters) finds every active shop whose name, category or service has it', async () => {
  const found = await ids({ q: '美甲' });
  same(found, [shops.glow, shops.star, shops.bay, shops.mkNails, shops.spa, shops.hut]);
  const res = await search({ q: '美甲' });
  assert.equal(res.json.total, 6);
});

test('invariant C.4.5: a two-character term never drops a shop, alone or next to a longer one', async () => {
  for (const q of ['美甲', ' 美甲 ', '美甲!', '美甲 spa']) {
    const found = await ids({ q });
    assert.ok(found.length > 0, `${q} found nothing`);
    if (q === '美甲 spa') same(found, [shops.spa]);
  }
  // The index path (3+) and the LIKE path (1-2) agree on the same shop.
  same(await ids({ q: '美甲小屋' }), [shops.hut]);
  same(await ids({ q: '小屋' }), [shops.hut]);
});

test('「銅鑼灣 美甲」 returns only shops matching both terms, and "nail causeway" the same set', async () => {
  const both = await ids({ q: '銅鑼灣 美甲' });
  same(both, [shops.glow, shops.bay]);
  same(await ids({ q: 'nail causeway' }), both);
  same(await ids({ q: 'NAIL Causeway' }), both); // case
  same(await ids({ q: 'ｎａｉｌ　ｃａｕｓｅｗａｙ' }), both); // full-width input (NFKC)
});

test('「飛髮」 finds barbers and haircuts through the synonym table', async () => {
  same(await ids({ q: '飛髮' }), [shops.cbHair, shops.barber]);
  same(await ids({ q: 'barber' }), [shops.cbHair, shops.barber]);
});

test('Simplified input finds Traditional names (OpenCC s2hk)', async () => {
  same(await ids({ q: '美发' }), [shops.cbHair]);
  same(await ids({ q: '铜锣湾 美甲' }), [shops.glow, shops.bay]);
});

test('Wan Chai + nails sorted by rating puts 40 x 4.8 above 1 x 5 (Bayesian average)', async () => {
  const res = await search({ district: 'Wan Chai', category: 'nails', sort: 'rating' });
  assert.equal(res.status, 200, res.text);
  assert.deepEqual(res.json.shops.map((s) => s.id), [shops.glow, shops.star, shops.bay]);
  const glow = res.json.shops[0];
  assert.deepEqual(
    { ...glow, cover_url: undefined },
    {
      id: shops.glow, name: 'Glow Nails', name_zh: '光光美甲', area: 'Causeway Bay', area_zh: '銅鑼灣',
      district: 'Wan Chai', categories: ['nails'], rating: 4.8, total_ratings: 40, min_price: 380,
      is_verified: true, cover_url: undefined,
    },
  );
});

test('filters: area (either language), price, rating, verified; sorts by price; pages', async () => {
  same(await ids({ area: '銅鑼灣' }), [shops.glow, shops.bay, shops.cbHair]);
  same(await ids({ area: 'Causeway Bay', category: 'hair' }), [shops.cbHair]);
  same(await ids({ verified: true }), [shops.glow]);
  same(await ids({ min_rating: 4.9 }), [shops.star]);
  same(await ids({ price_min: 350, price_max: 400 }), [shops.glow]);
  const byPrice = await ids({ category: 'nails', sort: 'price' });
  assert.deepEqual(byPrice, [shops.bay, shops.star, shops.glow, shops.mkNails]);
  const page1 = await search({ category: 'nails', sort: 'price', limit: 2 });
  const page2 = await search({ category: 'nails', sort: 'price', limit: 2, offset: 2 });
  assert.equal(page1.json.total, 4);
  assert.deepEqual([...page1.json.shops, ...page2.json.shops].map((s) => s.id), byPrice);
});

test('distance: nearest first within the radius', async () => {
  ok(await service.from('businesses').update({ lat: 22.2803, lng: 114.1838 }).eq('id', shops.glow));
  ok(await service.from('businesses').update({ lat: 22.3193, lng: 114.1694 }).eq('id', shops.mkNails));
  const res = await search({ sort: 'distance', lat: 22.2800, lng: 114.1840, radius_km: 10 });
  assert.equal(res.status, 200, res.text);
  assert.deepEqual(res.json.shops.map((s) => s.id), [shops.glow, shops.mkNails]);
  assert.ok(res.json.shops[0].distance_km < 0.1);
  assert.ok(res.json.shops[1].distance_km > 4 && res.json.shops[1].distance_km < 5);
  same(await ids({ sort: 'distance', lat: 22.28, lng: 114.184, radius_km: 1 }), [shops.glow]);
});

test('400 invalid_parameter names the bad parameter', async () => {
  for (const [body, field] of [
    [{ limit: 51 }, 'limit'],
    [{ limit: 0 }, 'limit'],
    [{ offset: -1 }, 'offset'],
    [{ district: 'Nowhere' }, 'district'],
    [{ category: 'tattoo' }, 'category'],
    [{ sort: 'cheapest' }, 'sort'],
    [{ sort: 'distance' }, 'lat'],
    [{ q: 42 }, 'q'],
    [{ min_rating: 6 }, 'min_rating'],
    [{ lat: 'north', lng: 114 }, 'lat'],
    [{ q: 'x'.repeat(101) }, 'q'],
  ]) {
    const res = await search(body);
    assert.equal(res.status, 400, JSON.stringify(body));
    assert.equal(res.json.code, 'invalid_parameter', JSON.stringify(body));
    assert.ok(res.json.details?.[field], `${JSON.stringify(body)} -> ${res.text}`);
  }
});

test('search-shops through supabase-js and rpc/search_shops give the same answer', async () => {
  const viaFunction = await anon.functions.invoke('search-shops', { body: { q: '美甲', sort: 'rating' } });
  assert.equal(viaFunction.error, null);
  const viaRpc = ok(await anon.rpc('search_shops', { q: '美甲', sort: 'rating' }));
  assert.deepEqual(viaRpc, viaFunction.data);
  assert.equal(viaRpc.total, 6);
  const bad = await anon.rpc('search_shops', { limit: 500 });
  assert.equal(bad.error?.code, '22023');
  assert.equal(bad.status, 400);
});

test('query syntax in the input is searched as text, never interpreted', async () => {
  for (const q of ['"', '" OR "', 'nail*', 'NEAR(a b)', '%', '_', "'; DROP TABLE businesses; --"]) {
    const res = await search({ q });
    assert.equal(res.status, 200, `${q}: ${res.text}`);
  }
  same(await ids({ q: 'nail*' }), await ids({ q: 'nail' }));
  same(await ids({ q: '%' }), await ids({})); // punctuation only: no term, every shop
  assert.equal((await rows(srv, 'SELECT count(*) AS n FROM businesses'))[0].n * 1, 9);
});

test('search_text follows writes through /rest/v1: a merchant renames, adds and deletes a service', async () => {
  same(await ids({ q: 'shellac' }), []);
  const [svc] = ok(await monaClient.from('services').select('id').eq('shop_id', shops.star));
  ok(await monaClient.from('services').update({ name: 'Shellac polish', name_zh: '蟲膠甲油' }).eq('id', svc.id));
  same(await ids({ q: 'shellac' }), [shops.star]);
  same(await ids({ q: '蟲膠甲油' }), [shops.star]);
  same(await ids({ q: 'classic manicure' }), []); // the old name is gone
  const [text] = await rows(srv, `SELECT search_text FROM businesses WHERE id = '${shops.star}'`);
  assert.match(text.search_text, /shellac polish/);
  // A new service is findable at once, and min_price follows it; deleting it removes both.
  const added = ok(await monaClient.from('services').insert({ shop_id: shops.star, name: 'Paraffin hands', price: 90, duration: 30 }).select('id').single());
  same(await ids({ q: 'paraffin' }), [shops.star]);
  assert.deepEqual(await rows(srv, `SELECT min_price FROM businesses WHERE id = '${shops.star}'`).then((r) => Number(r[0].min_price)), 90);
  ok(await monaClient.from('services').delete().eq('id', added.id));
  same(await ids({ q: 'paraffin' }), []);
  assert.deepEqual(await rows(srv, `SELECT min_price FROM businesses WHERE id = '${shops.star}'`).then((r) => Number(r[0].min_price)), 180);
  // A category added by the owner, and the shop's own area.
  ok(await monaClient.from('business_categories').insert({ business_id: shops.star, category: 'massage' }));
  same(await ids({ q: '按摩', district: 'Wan Chai' }), [shops.star]);
  ok(await monaClient.from('businesses').update({ area: 'Happy Valley', area_zh: '跑馬地' }).eq('id', shops.star));
  same(await ids({ q: '跑馬地' }), [shops.star]);
});

test('PostgreSQL whose locale cannot index Chinese: search refuses (503 not_ready) and the log says why', async (t) => {
  if (dbKind() !== 'postgres') return t.skip('PostgreSQL only');
  const name = `emu_c_locale_${Date.now()}`;
  await pgAdmin(`CREATE DATABASE ${name} TEMPLATE template0 LC_COLLATE 'C' LC_CTYPE 'C'`);
  const url = process.env.EMU_TEST_POSTGRES_URL.replace(/\/postgres(\?|$)/, `/${name}$1`);
  const cLocale = await startServer({ db: { kind: 'postgres', url, name, query: async () => [] } });
  try {
    const res = await apiCall(cLocale, apiKeys(cLocale), '/functions/v1/search-shops', { method: 'POST', body: { q: '美甲' } });
    assert.equal(res.status, 503, res.text);
    assert.equal(res.json.code, 'not_ready');
    assert.match(cLocale.logs(), /search disabled: this PostgreSQL database cannot index Chinese text/);
    assert.match(cLocale.logs(), /C\.UTF-8/);
  } finally {
    await cLocale.stop();
    await pgAdmin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
});
