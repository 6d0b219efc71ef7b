// /healthz, /readyz and the request id that every response carries.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer } from '../lib/server.mjs';
import { request, mediaType } from '../lib/http.mjs';
import { pgAdmin } from '../lib/db.mjs';
import { spaFiles } from '../lib/fixtures.mjs';

let srv;
before(async () => {
  srv = await startServer({ webFiles: spaFiles() });
});
after(async () => {
  await srv?.stop();
});

test('GET /healthz -> 200 {"status":"ok"}', async () => {
  const res = await request(`${srv.url}/healthz`);
  assert.equal(res.status, 200);
  assert.equal(mediaType(res), 'application/json');
  assert.deepEqual(res.json(), { status: 'ok' });
});

test('GET /readyz -> 200 ready, database kind, all migrations applied', async () => {
  const res = await request(`${srv.url}/readyz`);
  assert.equal(res.status, 200);
  assert.equal(mediaType(res), 'application/json');
  const body = res.json();
  assert.equal(body.status, 'ready');
  assert.equal(body.database, srv.dbKind);
  assert.equal(typeof body.migrations?.applied, 'number', JSON.stringify(body));
  assert.equal(typeof body.migrations?.latest, 'number', JSON.stringify(body));
  assert.ok(body.migrations.latest > 0, `latest > 0: ${JSON.stringify(body)}`);
  assert.equal(body.migrations.applied, body.migrations.latest);
});

const VALID_IDS = ['abc', 'A-b_c.1', 'x'.repeat(64), '0123456789'];
for (const id of VALID_IDS) {
  test(`X-Request-Id ${JSON.stringify(id.length > 20 ? id.slice(0, 8) + '…(' + id.length + ')' : id)} is echoed`, async () => {
    const res = await request(`${srv.url}/healthz`, { headers: { 'X-Request-Id': id } });
    assert.equal(res.status, 200);
    assert.equal(res.headers['x-request-id'], id);
  });
}

const INVALID_IDS = ['x'.repeat(65), 'has space', 'semi;colon', 'quote"', 'slash/', 'ümlaut'];
for (const id of INVALID_IDS) {
  test(`X-Request-Id ${JSON.stringify(id.length > 20 ? id.slice(0, 8) + '…(' + id.length + ')' : id)} is replaced by a generated one`, async () => {
    // latin1 so that node:http accepts the non-ASCII id as raw bytes.
    const res = await request(`${srv.url}/healthz`, { headers: { 'X-Request-Id': Buffer.from(id).toString('latin1') } });
    assert.equal(res.status, 200);
    const got = res.headers['x-request-id'];
    assert.ok(got, 'X-Request-Id present');
    assert.notEqual(got, id);
    assert.match(got, /^[A-Za-z0-9._-]{1,64}$/);
  });
}

test('a generated X-Request-Id is present and differs per request', async () => {
  const a = await request(`${srv.url}/healthz`);
  const b = await request(`${srv.url}/healthz`);
  assert.match(a.headers['x-request-id'] || '', /^[A-Za-z0-9._-]{1,64}$/);
  assert.match(b.headers['x-request-id'] || '', /^[A-Za-z0-9._-]{1,64}$/);
  assert.notEqual(a.headers['x-request-id'], b.headers['x-request-id']);
});

test('X-Request-Id on every kind of response (404 API, 405, SPA, asset, metrics)', async () => {
  const cases = [
    ['GET', '/rest/v1/__nope__'],
    ['DELETE', '/healthz'],
    ['GET', '/'],
    ['GET', '/assets/index-AbC123.js'],
    ['GET', '/metrics'],
    ['GET', '/app-config.json'],
  ];
  for (const [method, path] of cases) {
    const res = await request(`${srv.url}${path}`, { method, headers: { 'X-Request-Id': 'req-every-1' } });
    assert.equal(res.headers['x-request-id'], 'req-every-1', `${method} ${path} (HTTP ${res.status})`);
  }
});

// The database becomes unreachable without stopping the shared cluster: forbid new
// connections to this server's database and end the open ones.
test('GET /readyz -> 503 not_ready while PostgreSQL refuses connections, 200 again after', { skip: process.env.EMU_TEST_DB !== 'postgres' && 'postgres only' }, async () => {
  const own = await startServer();
  try {
    const name = own.db.name;
    await pgAdmin(`ALTER DATABASE ${name} WITH ALLOW_CONNECTIONS false`);
    await pgAdmin(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${name}'`);
    // The pool may notice the dead connections only on use: poll briefly.
    let res;
    const deadline = Date.now() + 10_000;
    do {
      res = await request(`${own.url}/readyz`);
      if (res.status === 503) break;
      await new Promise((r) => setTimeout(r, 200));
    } while (Date.now() < deadline);
    assert.equal(res.status, 503, `body: ${res.text()}`);
    assert.equal(mediaType(res), 'application/json');
    const body = res.json();
    assert.equal(body.code, 'not_ready');
    assert.equal(typeof body.message, 'string');

    // Not spelled out in the contract, but a server that never recovers after a
    // database blip would need a restart in production.
    await pgAdmin(`ALTER DATABASE ${name} WITH ALLOW_CONNECTIONS true`);
    const deadline2 = Date.now() + 15_000;
    do {
      res = await request(`${own.url}/readyz`);
      if (res.status === 200) break;
      await new Promise((r) => setTimeout(r, 200));
    } while (Date.now() < deadline2);
    assert.equal(res.status, 200, `recovery: ${res.text()}`);
  } finally {
    await pgAdmin(`ALTER DATABASE ${own.db.name} WITH ALLOW_CONNECTIONS true`).catch(() => {});
    await own.stop();
  }
});
