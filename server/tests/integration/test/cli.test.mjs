// The command line: keys, migrate, --help, create-admin.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startServer, runCli } from '../lib/server.mjs';
import { createDatabase } from '../lib/db.mjs';
import { request, decodeJwt } from '../lib/http.mjs';

let srv;
let scratch; // temp folder for databases made outside startServer
before(async () => {
  srv = await startServer();
  scratch = await mkdtemp(path.join(os.tmpdir(), 'emu-it-cli-'));
});
after(async () => {
  await srv?.stop();
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

const show = (r) => `exit ${r.code}${r.signal ? ` signal ${r.signal}` : ''}\n--- stdout ---\n${r.stdout}\n--- stderr ---\n${r.stderr}`;

test('emu-server keys prints EMU_ANON_KEY and EMU_SERVICE_KEY; anon = /app-config.json anonKey', async () => {
  const r = await runCli(['keys'], { env: srv.env });
  assert.equal(r.code, 0, show(r));
  const lines = r.stdout.split('\n').map((l) => l.trim()).filter(Boolean);
  assert.equal(lines.length, 2, `two lines on stdout\n${show(r)}`);
  const anonLine = lines.find((l) => l.startsWith('EMU_ANON_KEY='));
  const serviceLine = lines.find((l) => l.startsWith('EMU_SERVICE_KEY='));
  assert.ok(anonLine && serviceLine, show(r));
  const anon = anonLine.slice('EMU_ANON_KEY='.length);
  const service = serviceLine.slice('EMU_SERVICE_KEY='.length);
  const config = (await request(`${srv.url}/app-config.json`)).json();
  assert.deepEqual(decodeJwt(anon).header, decodeJwt(config.anonKey).header, 'same JWT header');
  assert.deepEqual(decodeJwt(anon).payload, decodeJwt(config.anonKey).payload, 'same claims');
  // Randomised ECDSA signatures would make these differ (see app-config.test.mjs).
  assert.equal(anon, config.anonKey, 'byte-identical to /app-config.json anonKey');
  const s = decodeJwt(service);
  assert.equal(s.payload.role, 'service_role');
  assert.equal(s.header.alg, 'ES256');
  assert.equal(s.header.kid, decodeJwt(anon).header.kid, 'both keys signed by the same key');
  assert.equal(s.payload.iss, `${srv.env.EMU_SITE_URL}/auth/v1`);
});

// The number of migrations applied, from the command's output ("applied 12 migrations",
// "12 migrations applied", "migrations applied: 12").
function appliedCount(text) {
  const m =
    /applied\D{0,40}?(\d+)/i.exec(text) || /(\d+)\s+(?:new\s+|pending\s+)?migrations?/i.exec(text);
  return m ? Number(m[1]) : NaN;
}

test('emu-server migrate on a fresh database applies N > 0, a second run 0; the server agrees', async () => {
  const db = await createDatabase({ dir: scratch });
  try {
    const env = {
      EMU_DATABASE_URL: db.url,
      EMU_SITE_URL: 'http://127.0.0.1:9',
      EMU_STORAGE_DIR: path.join(scratch, 'storage'),
      EMU_JWT_KEY_FILE: path.join(scratch, 'jwt.pem'),
      EMU_LOG_LEVEL: 'warn',
    };
    const first = await runCli(['migrate'], { env });
    assert.equal(first.code, 0, show(first));
    const n = appliedCount(first.stdout + first.stderr);
    assert.ok(n > 0, `first run reports how many it applied (> 0)\n${show(first)}`);

    const second = await runCli(['migrate'], { env });
    assert.equal(second.code, 0, show(second));
    assert.equal(appliedCount(second.stdout + second.stderr), 0, `second run applies 0\n${show(second)}`);

    const s = await startServer({ db });
    try {
      const ready = (await request(`${s.url}/readyz`)).json();
      assert.equal(ready.migrations.latest, n, `readyz latest = what migrate applied: ${JSON.stringify(ready)}`);
      assert.equal(ready.migrations.applied, n);
    } finally {
      await s.stop();
    }
  } finally {
    await db.drop();
  }
});

test('emu-server --help lists every EMU_ variable', async () => {
  const r = await runCli(['--help']);
  assert.equal(r.code, 0, show(r));
  const text = r.stdout + r.stderr;
  for (const v of [
    'EMU_LISTEN',
    'EMU_DATABASE_URL',
    'EMU_SITE_URL',
    'EMU_ADMIN_EMAILS',
    'EMU_CONTACT_EMAIL',
    'EMU_SMTP_URL',
    'EMU_STORAGE_DIR',
    'EMU_JWT_KEY_FILE',
    'EMU_WEB_DIR',
    'EMU_MAX_BODY',
    // The variables this suite relies on, so they are documented too.
    'EMU_MAX_HEADER_BYTES',
    'EMU_REQUEST_TIMEOUT',
    'EMU_IDLE_TIMEOUT',
    'EMU_LOG_LEVEL',
    'EMU_ACCESS_LOG',
  ]) {
    assert.match(text, new RegExp(`\\b${v}\\b`), `--help mentions ${v}`);
  }
  for (const cmd of ['serve', 'migrate', 'create-admin', 'keys']) {
    assert.match(text, new RegExp(`\\b${cmd}\\b`), `--help mentions the ${cmd} command`);
  }
});

// The users table may live in an `auth` schema on PostgreSQL; find it.
async function userRows(db, email) {
  let lastErr;
  for (const table of ['users', 'auth.users']) {
    try {
      return await db.query(`SELECT id, email, email_confirmed_at FROM ${table} WHERE lower(email) = lower('${email}')`);
    } catch (err) {
      lastErr = err;
    }
  }
  throw lastErr;
}

async function roleRows(db, userId) {
  return db.query(`SELECT role FROM user_roles WHERE user_id = '${String(userId).replace(/'/g, "''")}' ORDER BY role`);
}

test('emu-server create-admin creates a confirmed admin; a second run does not duplicate', async () => {
  const email = 'a@b.hk';
  const args = ['create-admin', '--email', email, '--password', 'Secret-Passw0rd!'];
  const first = await runCli(args, { env: srv.env });
  assert.equal(first.code, 0, show(first));

  let users = await userRows(srv.db, email);
  assert.equal(users.length, 1, `one users row: ${JSON.stringify(users)}`);
  assert.ok(users[0].email_confirmed_at, `email_confirmed_at set: ${JSON.stringify(users[0])}`);
  let roles = (await roleRows(srv.db, users[0].id)).map((r) => r.role);
  assert.deepEqual(roles, ['admin', 'user']);

  const second = await runCli(args, { env: srv.env });
  assert.equal(second.code, 0, show(second));
  assert.match(second.stdout + second.stderr, /exist|updat/i, `second run says the account exists\n${show(second)}`);
  users = await userRows(srv.db, email);
  assert.equal(users.length, 1, 'still one users row');
  roles = (await roleRows(srv.db, users[0].id)).map((r) => r.role);
  assert.deepEqual(roles, ['admin', 'user'], 'still exactly admin + user');
});

test('emu-server with an unknown command exits non-zero', async () => {
  const r = await runCli(['no-such-command']);
  assert.notEqual(r.code, 0, show(r));
});
