// Issue 20, data API and back office: a revoked admin loses admin rights on the very next
// request (the row deleted straight in the database), embeds are bounded in depth, rows and
// size, the owner cannot mark their own onboarding complete, and the SQLite durability mode
// is a documented setting shown to admins.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { startRestServer, apiCall, apiKeys, exec, rows, client } from '../lib/rest-fixtures.mjs';
import { runCli, startServer } from '../lib/server.mjs';

let srv, world, keys;
before(async () => {
  ({ srv, world } = await startRestServer({ env: { EMU_REST_MAX_ROWS: '50', EMU_REST_MAX_RESPONSE_MB: '1' } }));
  keys = apiKeys(srv);
});
after(async () => {
  await srv?.stop();
});

const call = (path, token, opts = {}) => apiCall(srv, keys, path, { ...opts, token });

test('an admin row deleted in the database stops admin access on the next request', async () => {
  const adam = world.users.adam;
  const asAdmin = async () => ({
    rest: await call('/rest/v1/waitlist_emails?select=email', adam.token),
    fn: await call('/functions/v1/system-status', adam.token),
  });
  let r = await asAdmin();
  assert.equal(r.rest.status, 200, r.rest.text);
  assert.equal(r.fn.status, 200, r.fn.text);

  await exec(srv, `DELETE FROM user_roles WHERE user_id = '${adam.id}' AND role = 'admin'`);
  r = await asAdmin();
  assert.equal(r.rest.status, 403, r.rest.text);
  assert.equal(r.rest.json.code, '42501');
  assert.equal(r.fn.status, 403, r.fn.text);
  assert.equal(r.fn.json.code, 'forbidden');

  // And a role granted the same way applies at once too.
  await exec(srv, `INSERT INTO user_roles (user_id, role) VALUES ('${adam.id}', 'admin')`);
  r = await asAdmin();
  assert.equal(r.rest.status, 200, r.rest.text);
  assert.equal(r.fn.status, 200, r.fn.text);
});

test('a revoked admin loses rights on another instance of the same database at once', async () => {
  const adam = world.users.adam;
  // A second server on the same database, with the same signing key: another instance.
  const other = await startServer({ db: srv.db, env: { EMU_JWT_KEY_FILE: srv.env.EMU_JWT_KEY_FILE } });
  try {
    const viaOther = (token) =>
      fetch(`${other.url}/functions/v1/system-status`, { headers: { apikey: keys.anon, Authorization: `Bearer ${token}` } });
    assert.equal((await viaOther(adam.token)).status, 200);
    // Revoked through the first instance's data API by another admin (the service key here).
    const svc = client(srv, keys.service);
    const del = await svc.from('user_roles').delete().eq('user_id', adam.id).eq('role', 'admin');
    assert.equal(del.error, null);
    assert.equal((await viaOther(adam.token)).status, 403);
  } finally {
    await other.stop();
    await exec(srv, `INSERT INTO user_roles (user_id, role) VALUES ('${adam.id}', 'admin')`);
  }
});

const q = (v) => `'${String(v).replaceAll("'", "''")}'`;

async function addReviews(n, comment) {
  const values = [];
  for (let i = 0; i < n; i++) {
    values.push(`(${q(randomUUID())}, ${q(world.users.alice.id)}, ${q(world.shops.shop1)}, ${1 + (i % 5)}, ${q(comment)})`);
  }
  await exec(srv, `INSERT INTO reviews (id, user_id, shop_id, rating, comment) VALUES ${values.join(', ')}`);
}

test('embeds nest at most 4 levels: deeper is a 400 with a clear message', async () => {
  const five = '*,reviews(*,businesses(*,reviews(*,businesses(*,reviews(*)))))';
  const r = await call(`/rest/v1/businesses?select=${encodeURIComponent(five)}`);
  assert.equal(r.status, 400, r.text);
  assert.equal(r.json.code, 'PGRST100');
  assert.equal(r.json.details, 'embedded resources may be nested at most 4 levels deep');
  for (const depth of [6, 8]) {
    let sel = '*';
    for (let i = 0; i < depth; i++) sel = `*,${i % 2 ? 'businesses' : 'reviews'}(${sel})`;
    const deeper = await call(`/rest/v1/businesses?select=${encodeURIComponent(sel)}`);
    assert.equal(deeper.status, 400, `depth ${depth}: ${deeper.text}`);
  }
});

test('embedded lists are capped per row, nested lists share the cap, answers are size-capped', async () => {
  await addReviews(60, 'Nice and tidy. '.repeat(6));
  const sel = '*,businesses(*,reviews(*,businesses(*,reviews(*))))';
  const few = await call(`/rest/v1/reviews?select=${encodeURIComponent(sel)}&shop_id=eq.${world.shops.shop1}&limit=3`);
  assert.equal(few.status, 200, few.text.slice(0, 300));
  assert.equal(few.json.length, 3);
  for (const row of few.json) {
    const inner = row.businesses.reviews;
    assert.equal(inner.length, 50, 'at most EMU_REST_MAX_ROWS rows under one row');
    for (const r of inner) assert.equal(r.businesses.reviews.length, 1, 'the nested list shares the budget');
  }
  // An explicit smaller embedded limit leaves more to the level below it.
  const limited = await call(
    `/rest/v1/businesses?select=${encodeURIComponent('id,reviews(id,businesses(id,reviews(id)))')}&id=eq.${world.shops.shop1}&reviews.limit=5`,
  );
  assert.equal(limited.status, 200, limited.text.slice(0, 300));
  assert.equal(limited.json[0].reviews.length, 5);
  assert.equal(limited.json[0].reviews[0].businesses.reviews.length, 10);

  // The query, anonymously and without a limit: refused, not a huge answer.
  const started = Date.now();
  const big = await call(`/rest/v1/reviews?select=${encodeURIComponent(sel)}`);
  assert.equal(big.status, 400, big.text.slice(0, 300));
  assert.deepEqual(big.json, {
    code: '54000',
    message: 'The response is larger than 1 MB',
    details: null,
    hint: 'Ask for less: a smaller limit, fewer columns in select, or fewer or narrower embeds',
  });
  assert.ok(Date.now() - started < 10_000, 'refused while reading, not after');
  // The connection that was reading is fine for the next request.
  const next = await call('/rest/v1/reviews?select=id&limit=1');
  assert.equal(next.status, 200, next.text);
  assert.equal(next.json.length, 1);
});

test('merchants: the owner cannot set onboarding_complete, as on insert', async () => {
  const mona = world.users.mona;
  const id = world.merchants.merchantRow;
  const flip = await call(`/rest/v1/merchants?id=eq.${id}`, mona.token, { method: 'PATCH', body: { onboarding_complete: true } });
  assert.equal(flip.status, 403, flip.text);
  assert.equal(flip.json.code, '42501');
  const after = await rows(srv, `SELECT onboarding_complete, business_name FROM merchants WHERE id = '${id}'`);
  assert.ok(!after[0].onboarding_complete || after[0].onboarding_complete === '0', JSON.stringify(after));
  const rename = await call(`/rest/v1/merchants?id=eq.${id}`, mona.token, {
    method: 'PATCH',
    body: { business_name: 'Mona Nails & Spa' },
    headers: { Prefer: 'return=representation' },
  });
  assert.equal(rename.status, 200, rename.text);
  assert.equal(rename.json[0].business_name, 'Mona Nails & Spa');
  assert.equal(rename.json[0].onboarding_complete, false);
  // An admin still may.
  const admin = await call(`/rest/v1/merchants?id=eq.${id}`, world.users.adam.token, { method: 'PATCH', body: { onboarding_complete: true } });
  assert.equal(admin.status, 204, admin.text);
});

test('durability: FULL by default on SQLite, EMU_SQLITE_SYNCHRONOUS=NORMAL when asked', async () => {
  const status = await call('/functions/v1/system-status', world.users.adam.token);
  assert.equal(status.status, 200, status.text);
  const sqlite = srv.db.kind === 'sqlite';
  // PostgreSQL: the server's own setting (the throwaway test cluster turns it off for speed).
  const pgMode = sqlite ? null : `synchronous_commit=${(await rows(srv, "SELECT current_setting('synchronous_commit') AS s"))[0].s}`;
  assert.equal(status.json.durability, sqlite ? 'synchronous=FULL' : pgMode);

  const normal = await startServer({ env: { EMU_SQLITE_SYNCHRONOUS: 'normal', EMU_ADMIN_EMAILS: 'ops@example.hk' } });
  try {
    const cli = await runCli(['create-admin', '--email', 'ops@example.hk', '--password', 'ops-pass-1234'], { env: normal.env });
    assert.equal(cli.code, 0, cli.stderr);
    const k = apiKeys(normal);
    const session = await (
      await fetch(`${normal.url}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: { apikey: k.anon, 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'ops@example.hk', password: 'ops-pass-1234' }),
      })
    ).json();
    const res = await fetch(`${normal.url}/functions/v1/system-status`, {
      headers: { apikey: k.anon, Authorization: `Bearer ${session.access_token}` },
    });
    const body = await res.json();
    assert.equal(res.status, 200, JSON.stringify(body));
    assert.equal(body.durability, sqlite ? 'synchronous=NORMAL' : pgMode);
  } finally {
    await normal.stop();
  }
  const bad = await runCli(['migrate'], { env: { ...srv.env, EMU_SQLITE_SYNCHRONOUS: 'OFF' } });
  assert.notEqual(bad.code, 0);
  assert.match(bad.stderr + bad.stdout, /EMU_SQLITE_SYNCHRONOUS must be NORMAL, FULL or EXTRA, got 'OFF'/);
});
