// Hostile input on /rest/v1: quotes, comments, semicolons, unicode, nested parentheses,
// unknown operators, long values, 5000-item in-lists, unknown names, impossible embeds.
// Every answer is a PostgREST error body with a 4xx status (or a normal answer inside the
// policy), never a 500, never database error text, never rows the caller may not see.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { startRestServer, apiCall, apiKeys, count } from '../lib/rest-fixtures.mjs';

let srv, world, keys;
before(async () => {
  // Long in-lists need a longer request line than the default 8 KiB header limit.
  ({ srv, world } = await startRestServer({ env: { EMU_MAX_HEADER_BYTES: '262144' } }));
  keys = apiKeys(srv);
});
after(async () => {
  await srv?.stop();
});

const LEAK = /sqlite|postgres|syntax error|SQLSTATE|near "|no such|libpq|relation "pg_|unrecognized token|\bat character\b/i;

async function call(path, opts = {}) {
  const r = await apiCall(srv, keys, `/rest/v1/${path}`, opts);
  assert.ok(r.status < 500, `${path} -> ${r.status} ${r.text.slice(0, 300)}`);
  assert.doesNotMatch(r.text, LEAK, `${path} leaked driver text: ${r.text.slice(0, 300)}`);
  if (r.text) JSON.parse(r.text); // every answer is JSON
  return r;
}

async function rejects(path, status, code, opts) {
  const r = await call(path, opts);
  assert.equal(r.status, status, `${path}: ${r.text}`);
  assert.deepEqual(Object.keys(r.json).sort(), ['code', 'details', 'hint', 'message']);
  if (code) assert.equal(r.json.code, code, `${path}: ${r.text}`);
  return r;
}

const enc = encodeURIComponent;

test('SQL in values is just a value', async () => {
  for (const v of ["x'; DROP TABLE businesses; --", 'a"b', "' OR '1'='1", 'x\\', '1; SELECT 1', '/* c */', '%00', '\u0000']) {
    const r = await call(`businesses?select=name&name=eq.${enc(v)}`);
    assert.equal(r.status, 200);
    assert.deepEqual(r.json, []);
  }
  assert.ok((await count(srv, 'businesses')) >= 3);
  const like = await call(`businesses?select=name&name=like.${enc("*[*'?_%")}`);
  assert.equal(like.status, 200);
  const ilike = await call(`businesses?select=name&name=ilike.${enc('*NAILS*')}`);
  assert.deepEqual(ilike.json, [{ name: 'Mona Nails' }]);
});

test('quotes, comments and semicolons in names are refused (PGRST100 / 42703)', async () => {
  for (const select of ['name;DROP TABLE x', 'name--', 'na"me', 'name/*x*/', "name'", 'name)', '(name', 'name,,id']) {
    await rejects(`businesses?select=${enc(select)}`, 400, 'PGRST100');
  }
  await rejects(`businesses?order=${enc('name;desc')}`, 400, 'PGRST100');
  await rejects(`businesses?order=${enc('name.sideways')}`, 400, 'PGRST100');
  await rejects(`businesses?${enc('na;me')}=eq.1`, 400, 'PGRST100');
  await rejects('businesses?nme=eq.1', 400, '42703');
  await rejects('businesses?select=nme', 400, '42703');
  await rejects('businesses?order=nme.asc', 400, '42703');
});

test('unknown operators and malformed filters', async () => {
  await rejects('businesses?name=xx.1', 400, 'PGRST100');
  await rejects('businesses?name=eq', 400, 'PGRST100');
  await rejects('businesses?name=match.a', 400, 'PGRST100');
  await rejects('businesses?name=is.maybe', 400, 'PGRST100');
  await rejects('businesses?name=is.true', 400, '42804');
  await rejects('businesses?id=eq.not-a-uuid', 400, '22P02');
  await rejects('businesses?total_ratings=gt.1e999', 400, '22P02');
  await rejects('businesses?total_ratings=gt.99999999999', 400, '22003');
  await rejects('businesses?created_at=gt.yesterday', 400, '22007');
  await rejects(`businesses?business_types=cs.${enc('{"unterminated')}`, 400, 'PGRST100');
  await rejects('businesses?name=cs.{a}', 400, '42883');
  await rejects('businesses?limit=-1', 400, 'PGRST100');
  await rejects('businesses?limit=abc', 400, 'PGRST100');
  await rejects('businesses?offset=99999999999999999999', 400, 'PGRST100');
  await rejects('businesses?select=id::pg_sleep', 400, 'PGRST100');
  await rejects('businesses?select=name', 406, 'PGRST107', { headers: { Accept: 'text/csv' } });
  await rejects('businesses', 406, 'PGRST106', { headers: { 'Accept-Profile': 'auth' } });
});

test('nested parentheses: deep trees work, unbalanced or too deep ones are refused', async () => {
  const ok = await call(`businesses?select=name&or=${enc('(and(or(name.eq.a,and(name.eq.b,not.or(name.eq.c))),name.eq.d),name.eq.Mona Nails)')}`);
  assert.equal(ok.status, 200);
  assert.deepEqual(ok.json, [{ name: 'Mona Nails' }]);
  await rejects(`businesses?or=${enc('(name.eq.a')}`, 400, 'PGRST100');
  await rejects(`businesses?or=${enc('(name.eq.a))')}`, 400, 'PGRST100');
  const deep = '('.repeat(1) + 'and('.repeat(40) + 'name.eq.a' + ')'.repeat(41);
  await rejects(`businesses?or=${enc(deep)}`, 400, 'PGRST100');
  const quoted = await call(`businesses?select=name&or=${enc('(name.eq."Mona Nails",name.in.("a,b",c))')}`);
  assert.deepEqual(quoted.json, [{ name: 'Mona Nails' }]);
});

test('unicode values and names', async () => {
  const r = await call(`businesses?select=name&name=eq.${enc('美容院 💅')}`);
  assert.deepEqual(r.json, []);
  await rejects(`businesses?select=${enc('名字')}`, 400, 'PGRST100');
  const bad = await call('businesses?select=name&name=eq.%FF%FE');
  assert.ok(bad.status === 200 || bad.status === 400, bad.text);
});

test('over-long values and 5000-item in-lists', async () => {
  const long = await call(`businesses?select=name&name=eq.${'a'.repeat(60000)}`);
  assert.equal(long.status, 200);
  const ids = Array.from({ length: 5000 }, () => randomUUID());
  ids.push(world.shops.shop1);
  const r = await call(`businesses?select=id&id=in.(${ids.join(',')})`);
  assert.equal(r.status, 200);
  assert.deepEqual(r.json, [{ id: world.shops.shop1 }]);
  const nums = Array.from({ length: 5000 }, (_, i) => i);
  const n = await call(`reviews?select=rating&rating=in.(${nums.join(',')})&order=rating`);
  assert.deepEqual(n.json.map((x) => x.rating), [3, 5]);
  await rejects(`reviews?rating=in.(${Array.from({ length: 10002 }, () => 1).join(',')})`, 400, 'PGRST100');
});

test('unknown tables, functions and embeds without a relation', async () => {
  await rejects('nosuchtable', 404, 'PGRST205');
  await rejects('users', 404, 'PGRST205');
  await rejects('sessions?select=*', 404, 'PGRST205');
  await rejects('businesses?select=name,nosuch(*)', 400, 'PGRST200');
  await rejects('businesses?select=name,waitlist_emails(*)', 400, 'PGRST200');
  await rejects('services?select=*,shop:businesses!nosuchfk(*)', 400, 'PGRST200');
  await rejects('businesses?select=name&nosuch.name=eq.x', 400, 'PGRST108');
  await rejects('businesses?select=name,services(name)&services=eq.x', 400, 'PGRST120');
  const admin = world.users.adam.token;
  await rejects('businesses?select=name,user_profiles(*)', 300, 'PGRST201', { token: admin });
  const hinted = await call('businesses?select=name,owner:user_profiles!merchant_id(email)&id=eq.' + world.shops.shop1, { token: admin });
  assert.deepEqual(hinted.json, [{ name: 'Mona Nails', owner: { email: 'mona@example.com' } }]);
  await rejects('rpc/drop_everything', 404, 'PGRST202', { method: 'POST', body: {} });
});

test('bodies: unknown columns, wrong shapes, bad JSON', async () => {
  await rejects('waitlist_emails', 400, 'PGRST204', { method: 'POST', body: { email: 'a@b.hk', evil: 1 } });
  await rejects('waitlist_emails', 400, 'PGRST102', { method: 'POST', body: '"just a string"' });
  await rejects('waitlist_emails', 400, 'PGRST102', { method: 'POST', body: [1, 2] });
  const bad = await call('waitlist_emails', { method: 'POST', body: '{"email":' });
  assert.equal(bad.status, 400);
  await rejects('waitlist_emails', 400, '23514', { method: 'POST', body: { email: 'UPPER@EXAMPLE.COM' } });
  await rejects('waitlist_emails', 400, '23502', { method: 'POST', body: { email: null } });
  await rejects('quick_applications?columns=nope', 400, 'PGRST204', { method: 'POST', body: [{ email: 'x' }] });
  await rejects('bookings', 409, '23503', {
    method: 'POST', token: world.users.alice.token,
    body: { user_id: world.users.alice.id, shop_id: randomUUID(), booking_date: '2026-01-01', booking_time: '10:00' },
  });
});

test('no data outside the policy, however the query is phrased', async () => {
  // anon: inactive shops stay hidden behind or-trees, negations and embeds.
  const r = await call('businesses?select=name,is_active&or=(is_active.eq.false,is_active.is.null,is_active.eq.true)');
  assert.ok(r.json.every((b) => b.is_active === true));
  const neg = await call('businesses?select=name&is_active=not.eq.true');
  assert.deepEqual(neg.json, []);
  const svc = await call('businesses?select=name,services(name,is_active)&services.is_active=eq.false');
  assert.ok(svc.json.every((b) => b.services.length === 0));
  // Embedding a table the caller cannot read is refused, not silently joined.
  await rejects('reviews?select=*,user:user_profiles(*)', 401, '42501');
  await rejects('bookings?select=*', 401, '42501');
  // A user cannot reach other people's bookings through an embed of a public table.
  const viaShop = await call('businesses?select=name,bookings(id,user_id)', { token: world.users.bob.token });
  for (const shop of viaShop.json) for (const b of shop.bookings) assert.equal(b.user_id, world.users.bob.id);
  // Counting does not reveal hidden rows either.
  const counted = await call('businesses?select=id', { headers: { Prefer: 'count=exact' } });
  assert.match(counted.headers.get('content-range'), /\/2$/);
});

test('bad tokens answer 401 with WWW-Authenticate', async () => {
  const r = await call('businesses', { token: 'not.a.jwt' });
  assert.equal(r.status, 401);
  assert.equal(r.json.code, 'PGRST301');
  assert.match(r.headers.get('www-authenticate'), /invalid_token/);
  const expired = await call('businesses', {
    token: (await import('../lib/rest-fixtures.mjs')).userToken(srv, world.users.alice, { expiresIn: -60 }),
  });
  assert.equal(expired.status, 401);
  assert.equal(expired.json.code, 'PGRST303');
});
