// The data API's read cache (EMU_REST_CACHE_MB): a repeated read is answered from memory,
// and never after a commit, whoever made it: this server, the sqlite3/psql tools (another
// process), or nobody at all when the write was rolled back. Two callers asking the same URL
// still get what each one's policy allows.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startRestServer, exec, apiKeys, client, ok } from '../lib/rest-fixtures.mjs';
import { startServer } from '../lib/server.mjs';
import { request } from '../lib/http.mjs';
import { parseMetrics, findSamples } from '../lib/fixtures.mjs';

let srv, world, c;
before(async () => {
  ({ srv, world, clients: c } = await startRestServer());
});
after(async () => {
  await srv?.stop();
});

async function lookups(server = srv) {
  const res = await request(`${server.url}/metrics`);
  assert.equal(res.status, 200);
  const samples = parseMetrics(res.text());
  const value = (result) => {
    const s = findSamples(samples, 'emu_rest_read_cache_lookups_total', { result });
    assert.equal(s.length, 1, `one lookups sample for ${result}`);
    return s[0].value;
  };
  return { hit: value('hit'), miss: value('miss') };
}

const pendingList = () =>
  c.admin
    .from('merchant_applications')
    .select('id, business_name, status')
    .eq('status', 'pending_review')
    .order('created_at', { ascending: false });

test('the same read three times: kept on the second ask, the third is a hit with the same rows', async () => {
  const before = await lookups();
  const first = ok(await pendingList());
  const second = ok(await pendingList());
  const third = ok(await pendingList());
  assert.deepEqual(first, [{ id: world.applications.pending, business_name: 'Bob Beauty', status: 'pending_review' }]);
  assert.deepEqual(second, first);
  assert.deepEqual(third, first);
  const after = await lookups();
  assert.equal(after.miss - before.miss, 2);
  assert.equal(after.hit - before.hit, 1);
});

test('a change made by another process (the database tool) is read at once', async () => {
  ok(await pendingList());
  ok(await pendingList());
  ok(await pendingList()); // answered from the cache now
  await exec(srv, `UPDATE merchant_applications SET business_name = 'Renamed Beauty' WHERE id = '${world.applications.pending}'`);
  const after = ok(await pendingList());
  assert.deepEqual(after.map((r) => r.business_name), ['Renamed Beauty']);
  await exec(srv, `UPDATE merchant_applications SET business_name = 'Bob Beauty' WHERE id = '${world.applications.pending}'`);
  assert.deepEqual(ok(await pendingList()).map((r) => r.business_name), ['Bob Beauty']);
});

test('writes through the API are read back at once: insert, update, delete', async () => {
  const list = () => c.admin.from('businesses').select('name').order('name');
  const start = ok(await list()).map((r) => r.name);
  ok(await list());
  const created = ok(
    await c.admin
      .from('businesses')
      .insert({ name: 'Cache Corner', district: 'Eastern', business_types: ['Beauty'] })
      .select('id')
      .single(),
  );
  assert.deepEqual(ok(await list()).map((r) => r.name), [...start, 'Cache Corner'].sort());

  ok(await c.admin.from('businesses').update({ name: 'Cache Corner Studio' }).eq('id', created.id));
  assert.deepEqual(ok(await list()).map((r) => r.name), [...start, 'Cache Corner Studio'].sort());

  ok(await c.admin.from('businesses').delete().eq('id', created.id));
  assert.deepEqual(ok(await list()).map((r) => r.name), start);
});

test('a rolled-back write (Prefer: tx=rollback) is never served, before or after', async () => {
  const list = () => c.admin.from('waitlist_emails').select('email').eq('email', 'ghost@example.com');
  assert.deepEqual(ok(await list()), []);
  const { anon } = apiKeys(srv);
  const res = await request(`${srv.url}/rest/v1/waitlist_emails`, {
    method: 'POST',
    headers: {
      apikey: anon,
      'Content-Type': 'application/json',
      Prefer: 'return=minimal, tx=rollback',
    },
    body: JSON.stringify({ email: 'ghost@example.com' }),
  });
  assert.equal(res.status, 201, res.text());
  assert.deepEqual(ok(await list()), []);
  assert.deepEqual(ok(await list()), []);
});

test('one URL, two callers: each gets what their own policy allows', async () => {
  const mine = (client) => client.from('merchant_applications').select('id').order('created_at');
  const all = ok(await mine(c.admin));
  assert.deepEqual(all.map((r) => r.id), [world.applications.draft, world.applications.pending]);
  ok(await mine(c.admin)); // cached for the admin
  // Bob owns the pending application; Alice owns none; the anonymous key may only ask by id.
  const bob = client(srv, world.users.bob.token);
  assert.deepEqual(ok(await mine(bob)).map((r) => r.id), [world.applications.pending]);
  assert.deepEqual(ok(await mine(c.user)), []);
  const anon = await mine(c.anon);
  assert.equal(anon.data, null);
  assert.equal(anon.error.code, '42501');
});

test('two selects that differ only in their keys get their own answers', async () => {
  const a = ok(await c.admin.from('businesses').select('label:name').eq('id', world.shops.shop1));
  const b = ok(await c.admin.from('businesses').select('title:name').eq('id', world.shops.shop1));
  assert.deepEqual(a, [{ label: 'Mona Nails' }]);
  assert.deepEqual(b, [{ title: 'Mona Nails' }]);
});

test('EMU_REST_CACHE_MB=0: every read runs, nothing is counted as a hit', async () => {
  const off = await startServer({ env: { EMU_REST_CACHE_MB: '0' } });
  try {
    const { anon } = apiKeys(off);
    const get = () =>
      request(`${off.url}/rest/v1/businesses?select=name`, { headers: { apikey: anon } });
    assert.equal((await get()).status, 200);
    assert.equal((await get()).status, 200);
    const seen = await lookups(off);
    assert.deepEqual(seen, { hit: 0, miss: 0 });
  } finally {
    await off.stop();
  }
});
