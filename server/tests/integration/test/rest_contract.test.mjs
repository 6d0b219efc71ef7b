// api-contract section 3 mechanics: Content-Range and counts, 206/416, Range header, HEAD,
// .single() (406 PGRST116 and the write rolled back), Prefer merged from several values,
// missing=default, on_conflict and max rows (EMU_REST_MAX_ROWS).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startRestServer, apiKeys, count, insertRow } from '../lib/rest-fixtures.mjs';

let srv, world, c, keys;
before(async () => {
  ({ srv, world, clients: c } = await startRestServer({ env: { EMU_REST_MAX_ROWS: '5' } }));
  keys = apiKeys(srv);
  for (let i = 0; i < 8; i++) {
    await insertRow(srv, 'reviews', { user_id: world.users.bob.id, shop_id: world.shops.shop1, rating: 1 + (i % 5), comment: `r${i}`, created_at: `2026-02-0${i + 1}T00:00:00Z` });
  }
});
after(async () => {
  await srv?.stop();
});

const raw = (path, { method = 'GET', headers = {}, body } = {}) =>
  fetch(`${srv.url}/rest/v1/${path}`, {
    method,
    headers: { apikey: keys.service, Authorization: `Bearer ${keys.service}`, 'Content-Type': 'application/json', ...headers },
    body: body && JSON.stringify(body),
  });

test('count=exact: Content-Range with offset, 206 when partial, max rows caps the page', async () => {
  const res = await raw('reviews?select=comment&order=created_at.asc&offset=2&limit=3', { headers: { Prefer: 'count=exact' } });
  assert.equal(res.status, 206);
  assert.equal(res.headers.get('content-range'), '2-4/10');
  const capped = await raw('reviews?select=comment', { headers: { Prefer: 'count=exact' } });
  assert.equal(capped.headers.get('content-range'), '0-4/10');
  assert.equal((await capped.json()).length, 5);
  const uncounted = await raw('reviews?select=comment&limit=2');
  assert.equal(uncounted.status, 200);
  assert.equal(uncounted.headers.get('content-range'), '0-1/*');
  const none = await raw('reviews?select=comment&comment=eq.nothing', { headers: { Prefer: 'count=exact' } });
  assert.equal(none.headers.get('content-range'), '*/0');
  const far = await raw('reviews?offset=50', { headers: { Prefer: 'count=exact' } });
  assert.equal(far.status, 416);
  assert.equal((await far.json()).code, 'PGRST103');
});

test('Range header works like offset/limit; HEAD answers headers only', async () => {
  const res = await raw('reviews?select=comment&comment=like.r*&order=created_at.asc', { headers: { Range: '1-2', 'Range-Unit': 'items' } });
  assert.deepEqual(await res.json(), [{ comment: 'r1' }, { comment: 'r2' }]);
  const head = await raw('reviews', { method: 'HEAD', headers: { Prefer: 'count=exact' } });
  assert.equal(head.status, 206);
  assert.equal(head.headers.get('content-range'), '0-4/10');
  assert.equal((await head.text()).length, 0);
});

test('supabase-js range() and order with nulls', async () => {
  const res = await c.service.from('reviews').select('comment', { count: 'exact' }).order('created_at').range(0, 1);
  assert.equal(res.count, 10);
  assert.equal(res.data.length, 2);
  const nulls = await c.service.from('services').select('name, price').order('price', { ascending: false, nullsFirst: false });
  assert.equal(nulls.error, null);
});

test('.single(): 406 PGRST116 on 0 or many rows, and a write is rolled back', async () => {
  const many = await c.service.from('reviews').select('*').single();
  assert.equal(many.status, 406);
  assert.equal(many.error.code, 'PGRST116');
  assert.equal(many.error.details, 'The result contains 5 rows'); // EMU_REST_MAX_ROWS=5
  const none = await c.service.from('reviews').select('*').eq('comment', 'none').single();
  assert.equal(none.error.details, 'The result contains 0 rows');
  const maybe = await c.service.from('reviews').select('*').eq('comment', 'none').maybeSingle();
  assert.equal(maybe.data, null);
  assert.equal(maybe.error, null);
  const before = await count(srv, 'reviews', "comment = 'bulk'");
  const bulk = await c.service.from('reviews').update({ comment: 'bulk' }).eq('user_id', world.users.bob.id).select().single();
  assert.equal(bulk.status, 406);
  assert.equal(await count(srv, 'reviews', "comment = 'bulk'"), before);
});

test('Prefer values merged from several headers; representation and count together', async () => {
  const headers = new Headers({ apikey: keys.service, Authorization: `Bearer ${keys.service}`, 'Content-Type': 'application/json' });
  headers.append('Prefer', 'return=representation');
  headers.append('Prefer', 'count=exact, missing=default');
  const res = await fetch(`${srv.url}/rest/v1/waitlist_emails?select=email`, {
    method: 'POST', headers, body: JSON.stringify([{ email: 'm1@example.com' }, { email: 'm2@example.com' }]),
  });
  assert.equal(res.status, 201);
  assert.equal(res.headers.get('content-range'), '*/2');
  assert.deepEqual(await res.json(), [{ email: 'm1@example.com' }, { email: 'm2@example.com' }]);
});

test('missing=default fills absent keys from column defaults; otherwise NULL (23502)', async () => {
  const rowsIn = [{ name: 'Def A', district: 'Eastern' }, { name: 'Def B' }];
  // supabase-js lists every key of every row in columns=, so is_active is written as NULL.
  const nulls = await c.service.from('businesses').insert(rowsIn.map((r) => ({ ...r, is_active: undefined })));
  assert.equal(nulls.error.code, '23502');
  assert.equal(nulls.status, 400);
  const withDefaults = await c.service.from('businesses').insert(rowsIn, { defaultToNull: false }).select('name, district, is_active');
  assert.deepEqual(withDefaults.data, [
    { name: 'Def A', district: 'Eastern', is_active: true },
    { name: 'Def B', district: null, is_active: true },
  ]);
});

test('upsert: on_conflict must name a unique key (42P10); ignore-duplicates keeps the row', async () => {
  const bad = await c.service.from('user_roles').upsert({ user_id: world.users.bob.id, role: 'user' }, { onConflict: 'role' });
  assert.equal(bad.status, 400);
  assert.equal(bad.error.code, '42P10');
  const ign = await c.service
    .from('user_roles')
    .upsert({ user_id: world.users.bob.id, role: 'user' }, { onConflict: 'user_id,role', ignoreDuplicates: true })
    .select();
  assert.equal(ign.error, null);
  assert.deepEqual(ign.data, []);
});

test('delete with representation returns the removed rows', async () => {
  const res = await c.service.from('reviews').delete().eq('comment', 'r7').select('comment, rating');
  assert.deepEqual(res.data, [{ comment: 'r7', rating: 3 }]);
  assert.equal(await count(srv, 'reviews', "comment = 'r7'"), 0);
});
