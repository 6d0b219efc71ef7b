// `emu-server seed-demo`: realistic bilingual demo data for the back office and the browser
// tests, in every status, idempotent-ish, with a top-up for performance measurements.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, runCli } from '../lib/server.mjs';
import { apiKeys, client } from './auth_support.mjs';

let srv;
let keys;
const q = (sql) => srv.db.query(sql);
const values = async (sql) => (await q(sql)).map((r) => Object.values(r)[0]);
const n = async (sql) => Number((await q(sql))[0].n);

before(async () => {
  srv = await startServer();
  keys = await apiKeys(srv);
});
after(async () => {
  await srv?.stop();
});

test('seed-demo fills every table the back office shows, in every status', async () => {
  const cli = await runCli(['seed-demo'], { env: srv.env, timeoutMs: 120_000 });
  assert.equal(cli.code, 0, cli.stderr);
  assert.match(cli.stdout, /Demo data created/);
  assert.match(cli.stdout, /admin@demo\.emu\.hk/);

  assert.equal(await n('SELECT COUNT(DISTINCT district) AS n FROM businesses'), 18);
  assert.deepEqual(await values('SELECT DISTINCT claim_status FROM business_claims ORDER BY 1'), ['approved', 'duplicate', 'pending', 'rejected']);
  assert.deepEqual(await values('SELECT DISTINCT status FROM merchant_applications ORDER BY 1'), ['approved', 'draft', 'pending_review', 'rejected']);
  assert.deepEqual(await values('SELECT DISTINCT status FROM bookings ORDER BY 1'), ['cancelled', 'completed', 'confirmed', 'pending']);
  assert.deepEqual(await values('SELECT DISTINCT role FROM user_roles ORDER BY 1'), ['admin', 'merchant', 'user']);
  assert.deepEqual(await values('SELECT DISTINCT status FROM email_outbox ORDER BY 1'), ['failed', 'pending', 'sent']);
  assert.ok((await n('SELECT COUNT(*) AS n FROM services')) >= 36 * 3);
  assert.ok((await n('SELECT COUNT(*) AS n FROM reviews')) >= 36);
  assert.ok((await n('SELECT COUNT(*) AS n FROM audit_log')) > 0);
  // bilingual shop names, HKD prices
  const shop = (await q("SELECT name, name_zh FROM businesses WHERE name_zh IS NOT NULL LIMIT 1"))[0];
  assert.match(shop.name, /^[A-Za-z]/);
  assert.match(shop.name_zh, /[\u4e00-\u9fff]/);
  assert.ok((await n('SELECT COUNT(*) AS n FROM services WHERE price >= 100')) > 0);
  // two pending claims on one shop from two merchants (the duplicate scenario)
  assert.ok((await n("SELECT COUNT(*) AS n FROM (SELECT business_id FROM business_claims WHERE claim_status = 'pending' GROUP BY business_id HAVING COUNT(*) > 1) t")) >= 1);
  // application numbers come from the shared counter
  const counter = await n("SELECT value AS n FROM app_counters WHERE name = 'application_number'");
  assert.equal(counter, await n('SELECT COUNT(*) AS n FROM merchant_applications'));

  // demo accounts sign in with the printed password
  for (const email of ['admin@demo.emu.hk', 'merchant01@demo.emu.hk', 'user001@demo.emu.hk']) {
    const { error } = await client(srv, keys.anon).auth.signInWithPassword({ email, password: 'Emu-Demo-2025!' });
    assert.equal(error, null, email);
  }
});

test('a second run leaves the base data alone; --applications tops up', async () => {
  const shops = await n('SELECT COUNT(*) AS n FROM businesses');
  const apps = await n('SELECT COUNT(*) AS n FROM merchant_applications');
  const cli = await runCli(['seed-demo', '--applications', '250'], { env: srv.env, timeoutMs: 120_000 });
  assert.equal(cli.code, 0, cli.stderr);
  assert.match(cli.stdout, /already present/);
  assert.match(cli.stdout, /Added 250 submitted applications/);
  assert.equal(await n('SELECT COUNT(*) AS n FROM businesses'), shops);
  assert.equal(await n('SELECT COUNT(*) AS n FROM merchant_applications'), apps + 250);
  assert.equal(await n("SELECT COUNT(*) AS n FROM merchant_applications WHERE status = 'draft'"), 4);
  assert.equal(await n('SELECT COUNT(DISTINCT application_number) AS n FROM merchant_applications'), apps + 250);
});

test('bad options are refused', async () => {
  const cli = await runCli(['seed-demo', '--scale', '0'], { env: srv.env });
  assert.notEqual(cli.code, 0);
  assert.match(cli.stderr, /--scale/);
});
